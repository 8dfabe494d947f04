import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { discountedCents } from '../../modules/common/money.js';
import { canTransition } from '../../modules/orders/order-transitions.js';
import { ORDER_STATUSES, orders, paymentsTest } from '../../modules/orders/orders.table.js';
import { DEMO_ADMIN, DEMO_CLIENT, testConfig, useTestApi } from '../../test/helper.js';
import { queryRows } from '../database.js';
import { DEMO_ORDER_DAYS } from './demo-orders.plan.js';
import { seedDemoOrders } from './demo-orders.seed.js';
import { PRODUCT_SEED } from './seed.js';

const api = useTestApi();
const NOW = new Date('2026-11-24T15:00:00Z');
const DAY_MS = 86_400_000;

async function seeded(now = NOW) {
  await api.ready();
  await api.resetData();
  const count = await seedDemoOrders(api.app.database.db, api.app.config.orders, now);
  api.app.responseCache.invalidate();
  return count;
}

const rows = <Row>(text: string) => queryRows<Row>(api.app.database.db, sql.raw(text));

test('every order total is its lines at the catalogue prices, plus tax and shipping', async () => {
  assert.ok((await seeded()) >= 90, 'about two orders a day for 60 days');
  const lines = await rows<{
    base: number;
    pct: number;
    unit: number;
    qty: number;
    line: number;
    pbase: number;
    ppct: number;
  }>(
    `select l.unit_base_cents as base, l.discount_percentage as pct, l.unit_price_cents as unit, l.quantity as qty,
            l.line_total_cents as line, p.base_price_cents as pbase, p.discount_percentage as ppct
       from order_lines l join products p on p.id = l.product_id`,
  );
  for (const line of lines) {
    assert.deepEqual([line.base, line.pct], [line.pbase, line.ppct]);
    assert.equal(line.unit, discountedCents(line.base, line.pct));
    assert.equal(line.line, line.unit * line.qty);
  }
  const mismatched = await rows(
    `select o.number from orders o join order_lines l on l.order_id = o.id group by o.id
     having o.subtotal_cents <> sum(l.unit_base_cents * l.quantity)
         or o.subtotal_cents - o.discount_cents <> sum(l.line_total_cents)
         or o.total_cents <> sum(l.line_total_cents) + o.tax_cents + o.shipping_cents`,
  );
  assert.deepEqual(mismatched, []);
});

test('each history runs from PENDING_PAYMENT through allowed transitions, in time order, to the status', async () => {
  await seeded();
  const changes = await rows<{
    id: string;
    status: string;
    created: Date;
    updated: Date;
    from: string;
    to: string;
    at: Date;
  }>(
    `select o.id, o.status, o.created_at as created, o.updated_at as updated, h.from_status as from, h.to_status as to,
            h.changed_at as at
       from orders o join order_status_history h on h.order_id = o.id order by o.created_at, h.changed_at`,
  );
  const byOrder = new Map<string, typeof changes>();
  for (const change of changes) byOrder.set(change.id, [...(byOrder.get(change.id) ?? []), change]);
  assert.equal(byOrder.size, (await rows('select id from orders')).length, 'every order has a history');
  for (const history of byOrder.values()) {
    let state = 'PENDING_PAYMENT';
    let time = new Date(history[0]!.created).getTime();
    for (const change of history) {
      assert.equal(change.from, state);
      assert.ok(canTransition(change.from as never, change.to as never), `${change.from} -> ${change.to}`);
      assert.ok(new Date(change.at).getTime() >= time && new Date(change.at) <= NOW);
      [state, time] = [change.to, new Date(change.at).getTime()];
    }
    assert.equal(state, history[0]!.status);
    assert.equal(new Date(history[0]!.updated).getTime(), time);
  }
});

test('every state but a payment in flight, numbered by date, over 60 days of Mexico City shop hours', async () => {
  await seeded();
  const list = await rows<{ number: string; status: string; created: Date; email: string }>(
    `select o.number, o.status, o.created_at as created, u.email from orders o join users u on u.id = o.user_id
      order by o.created_at`,
  );
  const states = new Set(list.map((order) => order.status));
  assert.deepEqual(
    ORDER_STATUSES.filter((status) => !states.has(status)),
    ['PENDING_PAYMENT'],
  );
  assert.deepEqual(
    list.map((order) => order.number),
    list.map((_, index) => `DC-${String(index + 1).padStart(6, '0')}`),
  );
  const first = new Date(list[0]!.created).getTime();
  assert.ok(NOW.getTime() - first > (DEMO_ORDER_DAYS - 2) * DAY_MS && NOW.getTime() - first < DEMO_ORDER_DAYS * DAY_MS);
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', hour: 'numeric', hourCycle: 'h23' });
  for (const order of list) assert.ok(Number(hour.format(new Date(order.created))) >= 8, 'shop hours');
  for (const order of list) assert.ok(Number(hour.format(new Date(order.created))) < 22, 'shop hours');
  const clients = new Set(list.map((order) => order.email));
  assert.ok(clients.has(DEMO_CLIENT.email) && clients.size >= 5, 'several clients, the demo client among them');
});

test('the stock is the seeded stock less the units of every order not cancelled', async () => {
  await seeded();
  const stock = await rows<{ slug: string; stock: number; sold: number }>(
    `select p.slug, p.stock, coalesce(sum(l.quantity) filter (where o.status <> 'CANCELLED'), 0)::int as sold
       from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
      group by p.id`,
  );
  const seededStock = new Map(PRODUCT_SEED.map((product) => [product.slug, product.stock]));
  for (const product of stock) assert.equal(product.stock + product.sold, seededStock.get(product.slug), product.slug);
  assert.ok(stock.some((product) => product.sold > 0));
});

test("Mis compras lists the demo client's orders, the admin finds the declined attempts apart", async () => {
  await seeded();
  const placed = async (email: string) =>
    (
      await rows<{ n: number }>(
        `select count(*)::int as n from orders o join users u on u.id = o.user_id
          where u.email = '${email}' and o.failure_code is null`,
      )
    )[0]!.n;
  const mine = await api.gql<{ myOrders: { paginationRes: { totalDocs: number } } }>(
    'query { myOrders { paginationRes { totalDocs } } }',
    { authorization: await api.tokenFor(DEMO_CLIENT) },
  );
  assert.ok((await placed(DEMO_CLIENT.email)) >= 10);
  assert.equal(mine.body.data?.myOrders.paginationRes.totalDocs, await placed(DEMO_CLIENT.email));

  const declined = await api.gql<{ adminOrders: { orders: { status: string; paymentDeclined: boolean }[] } }>(
    'query { adminOrders(paymentDeclined: true, page: { nPerPage: 48 }) { orders { status paymentDeclined } } }',
    { authorization: await api.tokenFor(DEMO_ADMIN) },
  );
  const attempts = declined.body.data?.adminOrders.orders ?? [];
  assert.ok(attempts.length >= 3, JSON.stringify(declined.body));
  assert.ok(attempts.every((order) => order.status === 'CANCELLED' && order.paymentDeclined));
});

test('the admin can still cancel a seeded paid order, and its charge is refunded', async () => {
  await seeded();
  const [paid] = await api.app.database.db.select().from(orders).where(eq(orders.status, 'PAID')).limit(1);
  const admin = await api.tokenFor(DEMO_ADMIN);
  const cancel = await api.gql<{ updateOrderStatus: { status: boolean; order: { status: string } } }>(
    'mutation ($id: ID!) { updateOrderStatus(id: $id, status: CANCELLED) { status message order { status } } }',
    { variables: { id: paid!.id }, authorization: admin },
  );
  assert.equal(cancel.body.data?.updateOrderStatus.order.status, 'CANCELLED', JSON.stringify(cancel.body));
  const [charge] = await api.app.database.db
    .select({ status: paymentsTest.status })
    .from(paymentsTest)
    .where(eq(paymentsTest.paymentId, paid!.paymentId!));
  assert.equal(charge?.status, 'refunded');
});

test("the admin's dashboard shows the history: sales on most of the last 30 days, every order counted", async () => {
  const count = await seeded(new Date());
  const { body } = await api.gql<{
    dashboardTotals: { orders: number };
    dashboardSales: { monthOrders: number; last30Days: { orders: number; total: number }[] };
  }>('query { dashboardTotals { orders } dashboardSales { monthOrders last30Days { orders total } } }', {
    authorization: await api.tokenFor(DEMO_ADMIN),
  });
  const [declined] = await rows<{ n: number }>('select count(*)::int as n from orders where failure_code is not null');
  assert.equal(body.data?.dashboardTotals.orders, count - declined!.n, JSON.stringify(body));
  const days = body.data!.dashboardSales.last30Days.filter((day) => day.orders > 0 && day.total > 0);
  assert.ok(days.length >= 25, `${days.length} days with sales`);
});

test("every seeded order has its client's contact phone, and the demo client's checkout starts with it", async () => {
  await seeded();
  const clients = await rows<{ email: string; phones: number; missing: number; phone: string }>(
    `select u.email, count(distinct o.phone)::int as phones, count(*) filter (where o.phone is null)::int as missing,
            min(o.phone) as phone
       from orders o join users u on u.id = o.user_id group by u.email`,
  );
  assert.ok(clients.length >= 2, 'orders of several clients');
  for (const client of clients) {
    assert.deepEqual([client.phones, client.missing], [1, 0], client.email);
    assert.match(client.phone, /^33\d{8}$/, client.email);
  }
  assert.equal(new Set(clients.map((client) => client.phone)).size, clients.length, 'one number per client');
  const { body } = await api.gql<{ myLastOrderPhone: string | null }>('{ myLastOrderPhone }', {
    authorization: await api.tokenFor(DEMO_CLIENT),
  });
  assert.equal(body.data?.myLastOrderPhone, clients.find((client) => client.email === DEMO_CLIENT.email)?.phone);
});

test('a second seed, or a restart of a demo on the same data, adds no order', async () => {
  const first = await seeded();
  assert.equal(await seedDemoOrders(api.app.database.db, api.app.config.orders, NOW), 0);
  assert.equal((await rows('select id from orders')).length, first);
  if (process.env.TEST_DATABASE_URL) return; // concurrent-start.test.ts starts a fresh PostgreSQL demo twice.

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-orders-'));
  try {
    const counts = [];
    for (let start = 0; start < 2; start += 1) {
      const app = await buildApp(testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));
      await app.ready();
      counts.push((await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from orders`))[0]!.n);
      await app.close();
    }
    assert.ok(counts[0]! >= 90);
    assert.equal(counts[1], counts[0]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the open orders are booked into this week: in preparation and on their way first, paid next (issue 29)', async () => {
  await seeded(); // Tuesday 24 November 2026, 09:00 in Mexico City: windows Monday to Saturday
  const booked = await rows<{ status: string; date: string | null; start: number | null; fits: boolean }>(
    `select o.status, o.window_date::text as date, o.window_start_minute as start,
            (t.start_minute = o.window_start_minute and t.end_minute = o.window_end_minute
             and t.weekday = extract(isodow from o.window_date)) as fits
       from orders o left join delivery_window_templates t on t.id = o.window_template_id
      where o.status in ('PAID', 'PREPARING', 'SHIPPED')`,
  );
  assert.ok(booked.length >= 5, `${booked.length} open orders`);
  for (const order of booked) {
    assert.equal(order.date, order.status === 'PAID' ? '2026-11-25' : '2026-11-24', JSON.stringify(order));
    assert.equal(order.fits, true, 'the order copies its window');
  }
  assert.ok(new Set(booked.map((order) => order.start)).size > 1, 'spread over the day');
  const [others] = await rows<{ n: number }>(
    `select count(*)::int as n from orders where status not in ('PAID', 'PREPARING', 'SHIPPED') and window_date is not null`,
  );
  assert.equal(others!.n, 0, 'delivered and cancelled orders hold no place this week');
  const wrong = await rows(
    `select b.template_id from delivery_window_bookings b
       full join (select window_template_id, window_date, count(*)::int as n from orders
                   where window_template_id is not null group by 1, 2) o
         on o.window_template_id = b.template_id and o.window_date = b.date
      where b.booked is distinct from o.n`,
  );
  assert.deepEqual(wrong, [], 'every counter holds its orders');
});

test("on a fresh demo, Entregas and a route sheet show the morning's work at once (issue 29)", async () => {
  await seeded(new Date());
  const admin = { authorization: await api.tokenFor(DEMO_ADMIN) };
  const { body } = await api.gql<{ deliveryDays: { days: { windows: { id: string; booked: number }[] }[] } }>(
    'query { deliveryDays { days { windows { id booked } } } }',
    admin,
  );
  const windows = body.data!.deliveryDays.days.flatMap((day) => day.windows).filter((window) => window.booked > 0);
  const [open] = await rows<{ n: number }>(
    `select count(*)::int as n from orders where status in ('PAID', 'PREPARING', 'SHIPPED')`,
  );
  assert.ok(open!.n >= 5);
  assert.equal(
    windows.reduce((sum, window) => sum + window.booked, 0),
    open!.n,
    JSON.stringify(body),
  );
  const sheet = await api.gql<{ deliveryRouteSheet: { sheet: { orders: { number: string }[] } } }>(
    'query ($id: ID!) { deliveryRouteSheet(windowId: $id) { sheet { orders { number } } } }',
    { ...admin, variables: { id: windows[0]!.id } },
  );
  assert.equal(sheet.body.data?.deliveryRouteSheet.sheet.orders.length, windows[0]!.booked);
});
