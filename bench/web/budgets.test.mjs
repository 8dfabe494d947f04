import assert from 'node:assert/strict';
import { test } from 'node:test';
import { quickRunBudgets, STATUS } from '../report/budgets.mjs';
import { everyPage, webBudgets } from './budgets.mjs';

const lh = (performance, accessibility, cls) => ({ performance, accessibility, cls, lcpMs: 1000, tbtMs: 120 });
const bytes = (initialGzip, admin = 0) => ({
  initialJs: { gzipServed: initialGzip },
  jsCss: { transfer: 1000 },
  admin: { transfer: admin },
});
const page = (over = {}) => ({
  bytes: bytes(100 * 1024),
  antd: { gzip: 0, count: 0, files: [] },
  lighthouse: { mobile: lh(95, 100, 0.01), desktop: lh(99, 100, 0) },
  ...over,
});
const full = () => ({
  pages: {
    home: page(),
    category: page(),
    product: page(),
    checkout: page(),
    orders: page(),
    order: page(),
    login: page(),
    register: page(),
    admin: page(),
  },
  firstAdd: { js: { gzipServed: 17 * 1024, count: 4 } },
  rulesBytes: {
    pages: Object.fromEntries(
      ['home', 'category', 'product', 'register', 'checkout', 'productEdit'].map((p) => [
        p,
        { gzip: ['home', 'category', 'product'].includes(p) ? 0 : 8 * 1024 },
      ]),
    ),
  },
  monolith: { measured: true },
  tax: {
    pages: Object.fromEntries(
      ['home', 'category', 'product', 'checkout', 'orders', 'order', 'login', 'register'].map((p) => [
        p,
        { bytesRatio: 1.1, composedBytes: 1100, monolithBytes: 1000 },
      ]),
    ),
    overall: { bytesRatio: 1.1 },
    worstPage: 'home',
  },
});
const byWhat = (rows, start) => rows.find((row) => row.what.startsWith(start));

test('a full run within every limit passes every Web budget', () => {
  const rows = webBudgets(full());
  // 8 shopper pages: initial JS, Lighthouse performance / LCP / TBT, tax, antd; + the rest.
  assert.equal(rows.length, 55);
  assert.deepEqual(
    rows.filter((row) => row.status !== STATUS.PASS).map((row) => row.what),
    [],
  );
  assert.equal(byWhat(rows, 'initial JS (gzip, until load): home').measured, 100);
  assert.equal(byWhat(rows, 'first "agregar"').measured, 17);
  assert.ok(rows.every((row) => row.section === 'Web'));
});

test('initial JS over 250 KB (gzip) on the product page fails with a negative margin and names it', () => {
  const section = full();
  section.pages.product.bytes = bytes(300 * 1024);
  const rows = webBudgets(section);
  const row = byWhat(rows, 'initial JS (gzip, until load): product');
  assert.equal(row.status, STATUS.FAIL);
  assert.equal(row.measured, 300);
  assert.ok(row.by < 0);
  assert.equal(byWhat(rows, 'initial JS (gzip, until load): home').status, STATUS.PASS);
});

test('TBT over 200 ms on one catalogue page fails; the first add over 30 KB fails; a slow admin dashboard fails', () => {
  const section = full();
  section.pages.category.lighthouse.mobile.tbtMs = 350;
  section.firstAdd.js.gzipServed = 45 * 1024;
  section.pages.admin.lighthouse.desktop.performance = 70;
  const rows = webBudgets(section);
  assert.equal(byWhat(rows, 'Lighthouse mobile TBT: category').status, STATUS.FAIL);
  assert.equal(byWhat(rows, 'Lighthouse mobile TBT: category').measured, 350);
  assert.equal(byWhat(rows, 'Lighthouse mobile TBT: home').status, STATUS.PASS);
  assert.equal(byWhat(rows, 'first "agregar"').status, STATUS.FAIL);
  assert.equal(byWhat(rows, 'Lighthouse desktop performance: admin').status, STATUS.FAIL);
});

test('every shopper page is judged on Lighthouse mobile: a slow checkout, a late LCP on Mis compras, a blocked register fail', () => {
  const section = full();
  section.pages.checkout.lighthouse.mobile.performance = 69;
  section.pages.orders.lighthouse.mobile.lcpMs = 4300;
  section.pages.register.lighthouse.mobile.tbtMs = 414;
  section.pages.login.lighthouse = undefined;
  const rows = webBudgets(section);
  const status = (what) => byWhat(rows, what).status;
  assert.equal(status('Lighthouse mobile performance: checkout'), STATUS.FAIL);
  assert.equal(status('Lighthouse mobile LCP: orders'), STATUS.FAIL);
  assert.equal(byWhat(rows, 'Lighthouse mobile LCP: orders').measured, 4300);
  assert.equal(status('Lighthouse mobile TBT: register'), STATUS.FAIL);
  assert.equal(status('Lighthouse mobile performance: login'), STATUS.NOT_MEASURED);
  assert.equal(status('Lighthouse mobile LCP: checkout'), STATUS.PASS);
  for (const page of ['home', 'category', 'product', 'checkout', 'orders', 'order', 'login', 'register']) {
    for (const figure of ['performance', 'LCP', 'TBT']) assert.ok(byWhat(rows, `Lighthouse mobile ${figure}: ${page}`));
  }
});

test('without the first add measured its budget is "not measured"', () => {
  const section = full();
  section.firstAdd = undefined;
  assert.equal(byWhat(webBudgets(section), 'first "agregar"').status, STATUS.NOT_MEASURED);
});

test('one desktop page at accessibility 98 fails "every page" and names it', () => {
  const section = full();
  section.pages.orders.lighthouse.desktop.accessibility = 98;
  const row = byWhat(webBudgets(section), 'Lighthouse accessibility');
  assert.equal(row.status, STATUS.FAIL);
  assert.equal(row.measured, 98);
  assert.match(row.note, /orders desktop \(98\)/);
});

test('CLS is rounded to 3 decimals and checked against 0.05 as a maximum', () => {
  const section = full();
  section.pages.category.lighthouse.mobile.cls = 0.38912;
  const row = byWhat(webBudgets(section), 'CLS');
  assert.equal(row.status, STATUS.FAIL);
  assert.equal(row.measured, 0.389);
});

test('any byte of remote-admin on a shopper page fails; bytes on the admin page do not count', () => {
  const section = full();
  section.pages.admin.bytes = bytes(1, 50_000);
  assert.equal(byWhat(webBudgets(section), 'bytes of remote-admin').status, STATUS.PASS);
  section.pages.checkout.bytes = bytes(1, 12);
  const row = byWhat(webBudgets(section), 'bytes of remote-admin');
  assert.equal(row.status, STATUS.FAIL);
  assert.equal(row.measured, 12);
});

test('pages left out (BENCH_WEB_PAGES) are "not measured", never a pass', () => {
  const section = full();
  for (const name of ['category', 'checkout', 'orders', 'admin']) delete section.pages[name];
  section.tax = { pages: { home: { bytesRatio: 1.05, composedBytes: 105, monolithBytes: 100 } } };
  const rows = webBudgets(section);
  assert.equal(byWhat(rows, 'Lighthouse mobile performance: category').status, STATUS.NOT_MEASURED);
  assert.equal(byWhat(rows, 'Lighthouse mobile performance: home').status, STATUS.PASS);
  assert.equal(byWhat(rows, 'Lighthouse accessibility').status, STATUS.NOT_MEASURED);
  assert.equal(byWhat(rows, 'federation tax (JS+CSS bytes, composed ÷ monolith): home').status, STATUS.PASS);
  assert.equal(
    byWhat(rows, 'federation tax (JS+CSS bytes, composed ÷ monolith): checkout').status,
    STATUS.NOT_MEASURED,
  );
  assert.equal(byWhat(rows, 'initial JS (gzip, until load): orders').status, STATUS.NOT_MEASURED);
  assert.equal(byWhat(rows, 'antd bytes on a shopper page: category').status, STATUS.NOT_MEASURED);
  assert.equal(byWhat(rows, 'bytes of remote-admin').status, STATUS.NOT_MEASURED);
});

test('any antd byte on a shopper page fails that page, named with its files; the admin page is not judged', () => {
  const section = full();
  section.pages.admin.antd = { gzip: 300_000, count: 1, files: [{ url: 'http://x/694.js', gzip: 300_000 }] };
  section.pages.checkout.antd = { gzip: 333_000, count: 1, files: [{ url: 'http://x/694.js', gzip: 333_000 }] };
  const rows = webBudgets(section);
  const checkout = byWhat(rows, 'antd bytes on a shopper page: checkout');
  assert.deepEqual([checkout.status, checkout.measured, checkout.note], [STATUS.FAIL, 333_000, '1 files: 694.js']);
  assert.equal(byWhat(rows, 'antd bytes on a shopper page: home').status, STATUS.PASS);
  assert.equal(rows.filter((row) => row.what.startsWith('antd bytes')).length, 8);
});

test('Lighthouse rows judge the median and name the spread of the runs', () => {
  const section = full();
  section.pages.home.lighthouse.mobile.spread = { performance: { min: 77, median: 95, max: 98, runs: 5 } };
  assert.equal(byWhat(webBudgets(section), 'Lighthouse mobile performance: home').note, 'median of 5 (min 77, max 98)');
});

test('no monolith: the tax is "not measured" with the reason', () => {
  const section = full();
  section.tax = undefined;
  section.monolith = { measured: false, reason: 'no build:monolith script at the root' };
  const row = byWhat(webBudgets(section), 'federation tax');
  assert.equal(row.status, STATUS.NOT_MEASURED);
  assert.equal(row.note, 'no build:monolith script at the root');
});

test('the tax is judged per shopper page at 1.25: one page over fails alone, the sum is not judged', () => {
  const section = full();
  section.tax.pages.checkout.bytesRatio = 1.62;
  section.tax.overall.bytesRatio = 1.1;
  const rows = webBudgets(section);
  assert.equal(byWhat(rows, 'federation tax (JS+CSS bytes, composed ÷ monolith): checkout').status, STATUS.FAIL);
  assert.equal(byWhat(rows, 'federation tax (JS+CSS bytes, composed ÷ monolith): home').status, STATUS.PASS);
  section.tax.pages.checkout.bytesRatio = 1.25;
  assert.equal(
    byWhat(webBudgets(section), 'federation tax (JS+CSS bytes, composed ÷ monolith): checkout').status,
    STATUS.PASS,
  );
});

test('a failed section breaks every Web budget; a missing one leaves them not measured', () => {
  assert.ok(webBudgets({ error: 'boom' }).every((row) => row.status === STATUS.FAIL && row.note === 'section failed'));
  assert.ok(webBudgets(undefined).every((row) => row.status === STATUS.NOT_MEASURED));
});

test('everyPage: a broken measured page fails even when other pages are missing', () => {
  const result = everyPage([{ page: 'home', value: 0.2 }], ['home', 'product'], 0.05, 'max');
  assert.equal(result.status, STATUS.FAIL);
  assert.match(result.note, /not measured: product/);
});

test('the rules schemas over 10 KB on a form page fail even in a quick run (bytes do not move with load)', () => {
  const section = full();
  section.rulesBytes.pages.checkout.gzip = 10.5 * 1024;
  const rows = quickRunBudgets(webBudgets(section));
  const formRow = byWhat(rows, 'rules schemas (valibot) on a form page');
  assert.equal(formRow.status, STATUS.FAIL);
  assert.equal(
    byWhat(quickRunBudgets(webBudgets(full())), 'rules schemas (valibot) on a form page').status,
    STATUS.PASS,
  );
});
