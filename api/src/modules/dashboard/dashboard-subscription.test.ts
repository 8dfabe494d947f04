import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { accountsClient } from '../../test/accounts-client.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';
import { users } from '../users/users.table.js';
import { errorMessages, openSubscription, untilLive, type TestSubscription } from '../../test/subscription-client.js';

const api = useTestApi();
let url = '';

before(async () => {
  await api.ready();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/graphql`;
});

const DASHBOARD_CHANGED = `subscription { dashboardChanged {
  totals { status users categories products orders }
  sales { status todayOrders todayTotal monthOrders last30Days { day total orders } lowStock { id stock category { name } } }
} }`;

interface Snapshot {
  dashboardChanged: {
    totals: { status: boolean; orders: number; users: number };
    sales: {
      status: boolean;
      todayOrders: number;
      todayTotal: number;
      last30Days: unknown[];
      lowStock: { id: string; stock: number; category: { name: string } }[];
    };
  };
}

const poke = () => api.app.services.events.dashboardChanged();

async function opened(token?: string): Promise<TestSubscription<Snapshot>> {
  await api.ready();
  return openSubscription<Snapshot>(url, DASHBOARD_CHANGED, token);
}

test('an admin subscriber gets a fresh snapshot when a client places an order', async (t) => {
  t.after(() => api.resetData());
  const admin = await opened(await api.tokenFor(DEMO_ADMIN));
  t.after(() => admin.close());
  assert.ok(await untilLive(admin, poke), `no snapshot arrived: ${JSON.stringify(admin.errors)}`);
  assert.deepEqual(admin.errors, []);
  await new Promise((resolve) => setTimeout(resolve, 400)); // let the warm-up events settle
  const before = admin.received.at(-1)!.dashboardChanged;
  const seen = admin.received.length;

  const product = await pickProduct(api, 0, { stock: 4 });
  const placed = await placeOrder(
    api,
    await api.tokenFor(DEMO_CLIENT),
    orderInput([{ productId: product.id, quantity: 1 }]),
  );
  assert.equal(placed.status, true, placed.message);

  // Reserved, then paid: the snapshot that counts it as a sale of today.
  const paid = () =>
    admin.received.slice(seen).find((data) => data.dashboardChanged.sales.todayOrders > before.sales.todayOrders);
  assert.ok(await admin.until(() => paid() !== undefined), 'no snapshot with the new order');
  const after = paid()!.dashboardChanged;
  assert.equal(after.totals.orders, before.totals.orders + 1);
  assert.equal(after.sales.todayOrders, before.sales.todayOrders + 1);
  assert.equal(after.sales.todayTotal, Math.round((before.sales.todayTotal + placed.order!.totals.total) * 100) / 100);
  assert.equal(after.sales.last30Days.length, 30);
  const listed = after.sales.lowStock.find((item) => item.id === product.id);
  assert.equal(listed?.stock, 3, 'the stock the order took is shown');
  assert.ok(listed?.category.name, 'Product.category resolves in subscriptions too');
  // The order was reserved, then paid: within the coalescing window that is one event, at most two.
  assert.ok(admin.received.length - seen <= 2, `${admin.received.length - seen} snapshots for one order`);
  assert.deepEqual(admin.errors, []);
});

test('an admin subscriber sees the users tile grow when a shopper registers', async (t) => {
  t.after(() => api.resetData());
  const admin = await opened(await api.tokenFor(DEMO_ADMIN));
  t.after(() => admin.close());
  assert.ok(await untilLive(admin, poke), `no snapshot arrived: ${JSON.stringify(admin.errors)}`);
  await new Promise((resolve) => setTimeout(resolve, 400)); // let the warm-up events settle
  const usersBefore = admin.received.at(-1)!.dashboardChanged.totals.users;

  const registered = await accountsClient(api).register({
    name: 'Lucía',
    lastname: 'Pérez',
    email: 'lucia.tile@example.com',
    password: 'aguacate7',
  });
  assert.equal(registered.status, true, registered.message);
  const grown = () => admin.received.some((data) => data.dashboardChanged.totals.users === usersBefore + 1);
  assert.ok(await admin.until(grown), 'no snapshot with the new user');
});

test('anonymous and client subscribers get the admin-required error and never a snapshot', async (t) => {
  const refused = [await opened(), await opened(await api.tokenFor(DEMO_CLIENT)), await opened('no-es-un-token')];
  t.after(() => Promise.all(refused.map((subscription) => subscription.close())));
  for (const subscription of refused) {
    assert.ok(await subscription.until(() => subscription.errors.length > 0), 'no error arrived');
  }
  for (let round = 0; round < 3; round += 1) {
    poke();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  for (const subscription of refused) {
    assert.deepEqual(errorMessages(subscription), ['Esta operación requiere una cuenta de administrador.']);
    assert.deepEqual(subscription.received, [], 'no data');
  }
});

test('a subscription whose admin session ends stops receiving figures', async (t) => {
  t.after(() => api.resetData());
  const admin = await opened(await api.tokenFor(DEMO_ADMIN));
  t.after(() => admin.close());
  assert.ok(await untilLive(admin, poke));
  // Demote the admin: every event re-checks the session, so the next one is refused.
  await api.app.database.db.update(users).set({ role: 'CLIENT' }).where(eq(users.email, DEMO_ADMIN.email));
  const seen = admin.received.length;
  poke();
  assert.ok(await admin.until(() => admin.errors.length > 0), 'no refusal arrived');
  assert.equal(admin.received.length, seen, 'no more figures');
  assert.deepEqual(errorMessages(admin), ['Esta operación requiere una cuenta de administrador.']);
});
