// The bench's judgement on fabricated figures (the last full run's, rounded): which rows a quick run
// judges (exactly), that issue 30's byte rows pass, that each known failure is a real row and no other
// failure hides behind the list, and the two regressions issue 31 names: +100 KB
// on home's JS fails the quick run (npm test), a product list 2x slower without the cache fails the
// full run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiPgliteBudgets, apiPostgresBudgets } from '../api/budgets.mjs';
import { memoryBudgets } from '../memory/report.mjs';
import { webBudgets } from '../web/budgets.mjs';
import { budgetKey, exitCodeFor, judgedInQuickRun, markKnownFailing, quickRunBudgets, STATUS } from './budgets.mjs';
import { KNOWN_FAILING } from './known-failing.mjs';
import { QUICK_JUDGED, QUICK_JUDGED_WITH_POSTGRES } from './quick-judged.mjs';

const KB = 1024;
const SHOPPER = ['home', 'category', 'product', 'checkout', 'orders', 'order', 'login', 'register'];
const lighthouse = { performance: 95, accessibility: 100, cls: 0.01, lcpMs: 1200, tbtMs: 60 };
const antdOn = {};
const composedKb = {
  home: 209,
  category: 209,
  product: 209,
  checkout: 234,
  orders: 208,
  order: 208,
  login: 230,
  register: 230,
};
const monolithKb = {
  home: 176,
  category: 177,
  product: 176,
  checkout: 198,
  orders: 175,
  order: 175,
  login: 191,
  register: 191,
};

function webFigures() {
  const page = (name) => ({
    bytes: {
      initialJs: { gzipServed: 226.6 * KB },
      jsCss: { transfer: (composedKb[name] ?? 300) * KB },
      admin: { transfer: 0 },
    },
    antd: { gzip: (antdOn[name] ?? 0) * KB, count: antdOn[name] ? 1 : 0, files: [] },
    lighthouse: { mobile: { ...lighthouse }, desktop: { ...lighthouse } },
  });
  const tax = Object.fromEntries(
    SHOPPER.map((name) => [
      name,
      {
        composedBytes: composedKb[name] * KB,
        monolithBytes: monolithKb[name] * KB,
        bytesRatio: composedKb[name] / monolithKb[name],
      },
    ]),
  );
  return {
    pages: Object.fromEntries([...SHOPPER, 'admin'].map((name) => [name, page(name)])),
    firstAdd: { js: { gzipServed: 17.5 * KB, count: 4 } },
    rulesBytes: {
      pages: Object.fromEntries(
        ['home', 'category', 'product', 'register', 'checkout', 'productEdit'].map((name) => [
          name,
          { gzip: ['home', 'category', 'product'].includes(name) ? 0 : 9.5 * KB },
        ]),
      ),
    },
    monolith: { measured: true },
    tax: { pages: tax, overall: { bytesRatio: 1.35 }, worstPage: 'checkout' },
  };
}

/**
 * The paired figures of a list costing `times` the baseline's (8.5x the trivial query's CPU, 2
 * statements, 7.1x its instructions under callgrind).
 */
const paired = (times = 1) => ({
  cpu: { ratio: 8.5 * times, pairs: 40, min: 5 * times, max: 14 * times },
  statements: { trivial: 0, list: 2 * times },
  instructions: { ratio: 7.1 * times, rounds: 5, min: 6.4 * times, max: 7.7 * times },
});

const api = (uncachedRatio, p99 = 57, times = 1) => ({
  listPaired: paired(times),
  results: {
    productsPage: { ratio: 1.13, reqPerSec: 16616, p99: 6, connections: 50 },
    productsPageUncached: { ratio: uncachedRatio, reqPerSec: 14743 * uncachedRatio, p99, connections: 50 },
    placeOrder: { reqPerSec: 380, errors: 0, timeouts: 0, non2xx: 0, wrong: 0 },
  },
  stock: { exact: true, start: 99999, sold: 4192, end: 95807 },
});

const memory = {
  quick: false,
  plan: { totalSeconds: 360, earlySeconds: 60, lateSeconds: 360 },
  slopeMbPerMin: 0.1,
  minutes: [1, 2, 3, 4, 5].map((m) => ({ minute: m + 0.5, rssMb: 176 })),
  load: { errors: 0, timeouts: 0, non2xx: 0, wrong: 0 },
};

function allBudgets({ web = webFigures(), pglite = api(0.045), postgres = api(0.119) } = {}) {
  return [...apiPgliteBudgets(pglite), ...apiPostgresBudgets(postgres), ...webBudgets(web), ...memoryBudgets(memory)];
}
const quickRun = (rows) => markKnownFailing(quickRunBudgets(rows));
const fullRun = (rows) => markKnownFailing(rows);
const statusOf = (rows, key) => rows.find((b) => budgetKey(b) === key)?.status;

test('a quick run judges exactly the correctness rows and those that do not move with load', () => {
  const judged = quickRun(allBudgets())
    .filter((b) => judgedInQuickRun(b) && b.status !== STATUS.NOT_MEASURED)
    .map(budgetKey);
  assert.deepEqual(judged.sort(), [...QUICK_JUDGED, ...QUICK_JUDGED_WITH_POSTGRES].sort());
  const notJudged = quickRun(allBudgets()).filter((b) => !judgedInQuickRun(b));
  assert.ok(notJudged.length > 0);
  for (const b of notJudged) assert.ok([STATUS.NOT_MEASURED, STATUS.REPORTED].includes(b.status), budgetKey(b));
});

test("today's figures: every shopper page passes antd (0) and the tax, none is a known failure; the run passes", () => {
  for (const run of [quickRun(allBudgets()), fullRun(allBudgets())]) {
    for (const page of SHOPPER) {
      assert.equal(statusOf(run, `Web: federation tax (JS+CSS bytes, composed ÷ monolith): ${page}`), STATUS.PASS);
      assert.equal(statusOf(run, `Web: antd bytes on a shopper page: ${page}`), STATUS.PASS);
    }
    assert.deepEqual(run.filter((b) => b.status === STATUS.KNOWN_FAIL).map(budgetKey), []);
    assert.equal(
      exitCodeFor(run),
      0,
      run
        .filter((b) => b.status === STATUS.FAIL)
        .map(budgetKey)
        .join(', '),
    );
  }
});

test("+100 KB on home's JS fails the quick run (npm test) and the full run", () => {
  const web = webFigures();
  web.pages.home.bytes.initialJs.gzipServed += 100 * KB;
  for (const run of [quickRun(allBudgets({ web })), fullRun(allBudgets({ web }))]) {
    assert.equal(statusOf(run, 'Web: initial JS (gzip, until load): home'), STATUS.FAIL);
    assert.equal(exitCodeFor(run), 1);
  }
});

test('the product list 2x slower without the cache fails the full run on both databases; the cache-on rows are not judged', () => {
  const run = fullRun(allBudgets({ pglite: api(0.045 / 2), postgres: api(0.119 / 2, 57 * 2) }));
  assert.equal(statusOf(run, 'API PGlite: product list, cache off: req/s ÷ trivial query req/s'), STATUS.FAIL);
  assert.equal(statusOf(run, 'API PostgreSQL: product list, cache off: req/s ÷ trivial query req/s'), STATUS.FAIL);
  assert.equal(statusOf(run, 'API PostgreSQL: product list, cache off: p99 at 50 connections'), STATUS.FAIL);
  assert.equal(exitCodeFor(run), 1);
  const cacheOn = run.filter((b) => b.what.startsWith('product list, cache on'));
  assert.equal(cacheOn.length, 2);
  for (const b of cacheOn) assert.equal(b.status, STATUS.REPORTED);
  assert.equal(exitCodeFor(fullRun(allBudgets())), 0, "the baseline's figures pass");
});

test('the product list doing its work twice without the cache fails the quick run (npm test, by its SQL statements) and the full run', () => {
  const pglite = { ...api(0.045), listPaired: paired(2) };
  const postgres = { ...api(0.119), listPaired: paired(2) };
  const cpu = 'API PGlite: product list, cache off: API CPU per answer ÷ trivial query (one request at a time)';
  assert.equal(statusOf(fullRun(allBudgets({ pglite, postgres })), cpu), STATUS.FAIL);
  for (const run of [quickRun(allBudgets({ pglite, postgres })), fullRun(allBudgets({ pglite, postgres }))]) {
    assert.equal(statusOf(run, 'API PGlite: product list, cache off: SQL statements per answer'), STATUS.FAIL);
    assert.equal(statusOf(run, 'API PostgreSQL: product list, cache off: SQL statements per answer'), STATUS.FAIL);
    assert.equal(exitCodeFor(run), 1);
  }
  // Twice the CPU alone (the same statements, each heavier) fails the full run; the quick run does not
  // judge the CPU ratio (it moved with the Node version: budgets.mjs).
  const heavier = { ...api(0.045), listPaired: { ...paired(), cpu: paired(2).cpu } };
  assert.equal(exitCodeFor(fullRun(allBudgets({ pglite: heavier }))), 1);
  assert.equal(exitCodeFor(quickRun(allBudgets())), 0, "the baseline's figures pass");
});

test('the product list doing twice the work in the API with the same SQL fails the quick run (npm test) by its instructions', () => {
  const instructions =
    'API PostgreSQL: product list, cache off: instructions per answer ÷ trivial query (callgrind, node --jitless)';
  const heavier = { ...api(0.119), listPaired: { ...paired(), instructions: paired(2).instructions } };
  for (const run of [quickRun(allBudgets({ postgres: heavier })), fullRun(allBudgets({ postgres: heavier }))]) {
    assert.equal(statusOf(run, instructions), STATUS.FAIL);
    assert.equal(statusOf(run, 'API PostgreSQL: product list, cache off: SQL statements per answer'), STATUS.PASS);
    assert.equal(exitCodeFor(run), 1);
  }
  // Where valgrind is missing the row says so and is never a pass.
  const uncounted = {
    ...api(0.119),
    listPaired: { ...paired(), instructions: { skipped: 'valgrind is not installed' } },
  };
  const row = quickRun(allBudgets({ postgres: uncounted })).find((b) => budgetKey(b) === instructions);
  assert.equal(row.status, STATUS.NOT_MEASURED);
  assert.equal(row.note, 'valgrind is not installed');
});

test('a known failure that passes says so; an unlisted failure still breaks the run', () => {
  const web = webFigures();
  web.pages.home.antd = { gzip: 5000, count: 1, files: [{ url: 'http://x/1.js', gzip: 5000 }] };
  // As the list stood before issue 30 landed: checkout's antd listed as a known failure.
  const known = [{ key: 'Web: antd bytes on a shopper page: checkout', issue: '#30', reason: 'shared antd' }];
  const run = markKnownFailing(allBudgets({ web }), known);
  const checkout = run.find((b) => budgetKey(b) === 'Web: antd bytes on a shopper page: checkout');
  assert.equal(checkout.status, STATUS.PASS);
  assert.match(checkout.note, /take it off the known failures \(#30\)/);
  assert.equal(statusOf(run, 'Web: antd bytes on a shopper page: home'), STATUS.FAIL);
  assert.equal(exitCodeFor(run), 1);
});

test('each known failure names a row of a full run; a run that fails only on them exits 0', () => {
  const keys = allBudgets().map(budgetKey);
  for (const { key } of KNOWN_FAILING) assert.ok(keys.includes(key), `${key} is no row of a full run`);
  const web = webFigures();
  // The logged-in order pages' TBT as the runs of a9dd2b0 and 1fbd0d6 measured it (known, issue 30).
  Object.assign(web.pages.orders.lighthouse.mobile, { tbtMs: 232 });
  Object.assign(web.pages.order.lighthouse.mobile, { tbtMs: 218 });
  const postgres = api(0.17);
  const run = fullRun(allBudgets({ web, postgres }));
  assert.deepEqual(
    run
      .filter((b) => b.status === STATUS.KNOWN_FAIL)
      .map(budgetKey)
      .sort(),
    KNOWN_FAILING.map((k) => k.key).sort(),
  );
  assert.equal(exitCodeFor(run), 0);
  // Mis compras as the full run of 9291ba9 measured it, before its frame carried its LCP: off the
  // list now, so it breaks the run again.
  Object.assign(web.pages.orders.lighthouse.mobile, { performance: 86, lcpMs: 3846 });
  assert.equal(exitCodeFor(fullRun(allBudgets({ web, postgres }))), 1, 'a failure not on the list still fails the run');
});
