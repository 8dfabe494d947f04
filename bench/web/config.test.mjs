import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageToolArgs, pagesFrom, webSettings } from './config.mjs';
import { storedCart, storedSession } from './demo-state.mjs';

test('BENCH_WEB_PAGES picks pages in run order and rejects unknown names', () => {
  assert.deepEqual(pagesFrom('admin, home'), ['home', 'admin']);
  assert.equal(pagesFrom(undefined).length, 9);
  assert.throws(() => pagesFrom('home,basket'), /unknown page\(s\) basket/);
});

test('quick measures the bytes of every shopper page, Lighthouse on home + product, mobile only; ports follow BENCH_WEB_PORT_BASE', () => {
  const quick = webSettings({ BENCH_WEB_PAGES: 'admin' }, { quick: true });
  assert.deepEqual(quick.pages, ['home', 'category', 'product', 'checkout', 'orders', 'order', 'login', 'register']);
  assert.deepEqual(quick.lighthousePages, ['home', 'product']);
  assert.deepEqual(quick.formFactors, ['mobile']);
  assert.equal(quick.lighthouseRuns, 1);
  assert.equal(quick.traceTbtRuns, 0, 'the quick run measures no trace TBT');
  assert.equal(webSettings({}).traceTbtRuns, 3, 'the full run measures TBT in the trace 3 times per page');
  assert.equal(webSettings({}).lighthouseRuns, 5, 'the full run judges the median of 5');
  assert.equal(webSettings({}).lighthousePages, undefined, 'the full run audits every page');
  const full = webSettings({ BENCH_WEB_PORT_BASE: '5200', BENCH_LIGHTHOUSE_RUNS: '3' });
  assert.equal(full.ports.host, 5200);
  assert.equal(full.ports['remote-admin'], 5203);
  assert.equal(full.ports.monolith, 5205);
  assert.equal(full.lighthouseRuns, 3);
  assert.throws(() => webSettings({ BENCH_LIGHTHOUSE_RUNS: '0' }), /at least 1/);
});

test('the stored session has the shape the shell reads back: role, expiry from the token, 24 h of storage', () => {
  const payload = Buffer.from(JSON.stringify({ sub: 'u1', exp: 2_000_000_000 })).toString('base64url');
  const token = `h.${payload}.s`;
  const text = storedSession({ token, user: { id: 'u1', name: 'Ana', role: 'ADMIN', isEmailVerified: true } }, 1000);
  assert.deepEqual(JSON.parse(text), {
    value: { token, label: 'Ana', role: 'admin', userId: 'u1', expireTime: 2_000_000_000, isEmailVerified: true },
    storedUntil: 1000 + 24 * 3600 * 1000,
  });
});

test('the stored cart holds one unit per product at its discounted price', () => {
  const product = {
    id: 'p',
    name: 'Fresa',
    imageUrl: null,
    stock: 9,
    maxPerOrder: 5,
    price: { base: 80, discountPercentage: 10, priceAfterDiscount: 72 },
  };
  assert.deepEqual(JSON.parse(storedCart([product])), [
    {
      id: 'p',
      name: 'Fresa',
      imageUrl: '',
      quantity: 1,
      basePrice: 80,
      discountPerc: 10,
      finalPrice: 72,
      total: 72,
      stock: 9,
      maxPerOrder: 5,
    },
  ]);
});

test('the quick page tools take the pages named, first one included, with or without --runs', () => {
  const fallback = ['home', 'category', 'product'];
  assert.deepEqual(pageToolArgs(['checkout', 'orders'], fallback), {
    pages: ['checkout', 'orders'],
    runs: 5,
    formFactor: 'mobile',
  });
  assert.deepEqual(pageToolArgs(['checkout', '--runs', '3', 'orders', '--desktop'], fallback), {
    pages: ['checkout', 'orders'],
    runs: 3,
    formFactor: 'desktop',
  });
  assert.deepEqual(pageToolArgs([], fallback).pages, fallback);
  assert.throws(() => pageToolArgs(['basket'], fallback), /unknown page\(s\) basket/);
  assert.throws(() => pageToolArgs(['--runs', 'x'], fallback), /--runs/);
});

test('--cpu sets the CPU slowdown of Lighthouse and the trace (a slow day: 8 is the phone on a host half as fast)', () => {
  const fallback = ['home'];
  assert.deepEqual(pageToolArgs(['orders', '--cpu', '8', '--runs', '3', 'checkout'], fallback), {
    pages: ['orders', 'checkout'],
    runs: 3,
    formFactor: 'mobile',
    cpuSlowdown: 8,
  });
  assert.equal(pageToolArgs(['home'], fallback).cpuSlowdown, undefined, "Lighthouse's own factor unless asked");
  assert.throws(() => pageToolArgs(['--cpu', 'fast'], fallback), /--cpu/);
  assert.throws(() => pageToolArgs(['--cpu', '0.5'], fallback), /--cpu/);
});

test("an order's page is /orderdet with the placed order chosen in the tab's sessionStorage, as Mis compras leaves it", async () => {
  const { PAGES } = await import('./config.mjs');
  const order = PAGES.find((page) => page.name === 'order');
  const demo = { orderId: '6b0c1f7e-0000-4000-8000-000000000001' };
  assert.equal(order.path(demo), '/orderdet');
  assert.deepEqual(order.tabStorage(demo), { selectedOrder: demo.orderId });
  assert.equal(order.who, 'client');
  assert.equal(order.shopper, true);
});
