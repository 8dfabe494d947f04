import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { CARD, orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';
import { orders, type OrderStatusName } from '../orders/orders.table.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';
import type { Database } from '../../db/database.js';
import { lowStockQuery, salesStatement } from './dashboard-sales.js';
import { DashboardService } from './dashboard.service.js';

const api = useTestApi();

const SALES = `{ dashboardSales { status message todayTotal todayOrders monthTotal monthOrders
  last30Days { day total orders }
  lowStock { id name stock imageUrl price { base discountPercentage priceAfterDiscount } category { name } } } }`;

interface SalesData {
  dashboardSales: {
    status: boolean;
    message: string;
    todayTotal: number | null;
    todayOrders: number | null;
    monthTotal: number | null;
    monthOrders: number | null;
    last30Days: { day: string; total: number; orders: number }[];
    lowStock: { id: string; name: string; stock: number; imageUrl: string; price: unknown; category: unknown }[];
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The calendar day in Mexico City (UTC-6, no daylight saving time). */
const shopDay = (at: Date) => new Date(at.getTime() - 6 * HOUR).toISOString().slice(0, 10);
const startOfShopDay = (daysAgo: number) =>
  new Date(Date.parse(`${shopDay(new Date())}T00:00:00-06:00`) - daysAgo * DAY);

async function salesAs(authorization: string | undefined) {
  const { body } = await api.gql<SalesData>(SALES, { authorization });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.dashboardSales;
}

test('dashboardSales: paid orders per Mexico City day, today and this month; unpaid and cancelled ones left out', async (t) => {
  t.after(() => api.resetData());
  const { db } = api.app.database;
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CLIENT.email));
  const at = (daysAgo: number, minutes = 12 * 60) => new Date(startOfShopDay(daysAgo).getTime() + minutes * 60_000);
  const rows: { status: OrderStatusName; totalCents: number; createdAt: Date }[] = [
    { status: 'PAID', totalCents: 10_050, createdAt: at(0) },
    { status: 'DELIVERED', totalCents: 1_000, createdAt: at(0, 1) }, // 00:01 today in Mexico City
    { status: 'PREPARING', totalCents: 705, createdAt: at(0, -1) }, // 23:59 yesterday there (05:59 UTC today)
    { status: 'SHIPPED', totalCents: 2_025, createdAt: at(3) },
    { status: 'PAID', totalCents: 333, createdAt: at(29) },
    { status: 'PAID', totalCents: 444, createdAt: at(30) }, // before the 30 days: only in the month, if in it
    { status: 'PAID', totalCents: 555, createdAt: at(45) },
    { status: 'CANCELLED', totalCents: 99_999, createdAt: at(0) },
    { status: 'PENDING_PAYMENT', totalCents: 88_888, createdAt: at(0) },
  ];
  await db.insert(orders).values(rows.map((row) => ({ ...row, userId: client!.id })));
  // Through the API: one paid order (counted today) and one declined card (kept CANCELLED, not counted).
  const token = await api.tokenFor(DEMO_CLIENT);
  const product = await pickProduct(api, 0, { stock: 50 });
  const paid = await placeOrder(api, token, orderInput([{ productId: product.id, quantity: 2 }]));
  assert.equal(paid.status, true, paid.message);
  const declinedCard = { ...CARD, number: '4000 0000 0000 0002' };
  const declined = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { card: declinedCard }),
  );
  assert.equal(declined.code, 'CARD_DECLINED');

  const counted = [
    ...rows.filter((row) => !['CANCELLED', 'PENDING_PAYMENT'].includes(row.status)),
    { totalCents: Math.round(paid.order!.totals.total * 100), createdAt: new Date() },
  ];
  const sum = (list: typeof counted) => Math.round(list.reduce((total, row) => total + row.totalCents, 0)) / 100;
  const today = shopDay(new Date());
  const onDay = (day: string) => counted.filter((row) => shopDay(row.createdAt) === day);
  const inMonth = counted.filter((row) => shopDay(row.createdAt).slice(0, 7) === today.slice(0, 7));
  const days = Array.from({ length: 30 }, (_, index) => shopDay(new Date(Date.now() - (29 - index) * DAY)));

  const sales = await salesAs(await api.tokenFor(DEMO_ADMIN));
  assert.equal(sales.status, true);
  assert.equal(sales.message, 'Consulta realizada correctamente.');
  assert.equal(sales.todayOrders, 3);
  assert.equal(sales.todayTotal, sum(onDay(today)));
  assert.equal(sales.monthOrders, inMonth.length);
  assert.equal(sales.monthTotal, sum(inMonth));
  assert.deepEqual(
    sales.last30Days,
    days.map((day) => ({ day, total: sum(onDay(day)), orders: onDay(day).length })),
  );
  assert.equal(sales.last30Days.at(-1)?.day, today, 'ends today');
  assert.equal(sales.last30Days[0]?.total, 3.33, 'starts 29 days ago');
  assert.ok(sales.last30Days.filter((day) => day.orders === 0).length >= 25, 'days without sales are zeros');
});

test('with no sales: zeros for today, the month and each of the 30 days', async () => {
  const sales = await salesAs(await api.tokenFor(DEMO_ADMIN));
  assert.deepEqual([sales.todayTotal, sales.todayOrders, sales.monthTotal, sales.monthOrders], [0, 0, 0, 0]);
  assert.equal(sales.last30Days.length, 30);
  assert.ok(sales.last30Days.every((day) => day.total === 0 && day.orders === 0));
});

test('lowStock: active products at or under the threshold, lowest first, at most 10, priced like the catalogue', async (t) => {
  t.after(() => api.resetData());
  const { db } = api.app.database;
  await db.update(products).set({ stock: 100 });
  const [empty, two, five, six, hidden] = await Promise.all([0, 1, 2, 3, 4].map((index) => pickProduct(api, index)));
  await db.update(products).set({ stock: 0 }).where(eq(products.id, empty!.id));
  await db.update(products).set({ stock: 2 }).where(eq(products.id, two!.id));
  await db.update(products).set({ stock: 5 }).where(eq(products.id, five!.id));
  await db.update(products).set({ stock: 6 }).where(eq(products.id, six!.id));
  await db.update(products).set({ stock: 1, isActive: false }).where(eq(products.id, hidden!.id));

  const admin = await api.tokenFor(DEMO_ADMIN);
  const sales = await salesAs(admin);
  assert.deepEqual(
    sales.lowStock.map((product) => [product.id, product.stock]),
    [
      [empty!.id, 0],
      [two!.id, 2],
      [five!.id, 5],
    ],
  );
  const { body } = await api.gql<{ product: { product: Record<string, unknown> } }>(
    `query ($id: ID!) { product(id: $id) { product { id name stock imageUrl price { base discountPercentage priceAfterDiscount } category { name } } } }`,
    { variables: { id: two!.id } },
  );
  assert.deepEqual(sales.lowStock[1], body.data?.product.product, 'the same Product as the catalogue shows');

  const many = await Promise.all(Array.from({ length: 12 }, (_, index) => pickProduct(api, 10 + index)));
  await db
    .update(products)
    .set({ stock: 1 })
    .where(
      inArray(
        products.id,
        many.map((product) => product.id),
      ),
    );
  const capped = await salesAs(admin);
  assert.equal(capped.lowStock.length, 10);
  assert.deepEqual(
    capped.lowStock.map((product) => product.stock),
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  );

  const strict = new DashboardService(db, { publicUrl: 'http://api.test', lowStockThreshold: 0 });
  assert.deepEqual(
    (await strict.sales()).lowStock.map((product) => product.id),
    [empty!.id],
  );
});

test('dashboardSales costs the session check and two statements', async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const statements: string[] = [];
  const stop = api.app.database.watchQueries((sql) => statements.push(sql));
  try {
    const { body } = await api.gql<SalesData>(
      '{ dashboardSales { status todayTotal last30Days { day } lowStock { id } } }',
      {
        authorization: admin,
      },
    );
    assert.equal(body.data?.dashboardSales.status, true);
  } finally {
    stop();
  }
  assert.equal(statements.length, 3, statements.join('\n'));
});

test('clients and anonymous callers get a refusal and no figures', async () => {
  for (const authorization of [undefined, await api.tokenFor(DEMO_CLIENT)]) {
    assert.deepEqual(await salesAs(authorization), {
      status: false,
      message: 'Esta operación requiere una cuenta de administrador.',
      todayTotal: null,
      todayOrders: null,
      monthTotal: null,
      monthOrders: null,
      last30Days: [],
      lowStock: [],
    });
  }
});

/** The plan PostgreSQL (or PGlite) would pick if scanning whole tables were out of the question. */
async function planWithoutFullScans(statement: (db: Database) => SQLWrapper): Promise<string> {
  return api.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql`explain ${statement(tx as unknown as Database)}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

test('the sales statement can sum the paid orders from the partial index alone (its predicate matches)', async () => {
  const plan = await planWithoutFullScans(() => salesStatement());
  assert.match(plan, /Index Only Scan using orders_sales_created_at_total_idx on orders/, plan);
});

test('low stock is read in the order of products_active_stock_name_id_idx, no sort', async () => {
  const plan = await planWithoutFullScans((db) => lowStockQuery(db, 5));
  assert.match(plan, /Index Scan using products_active_stock_name_id_idx on products/, plan);
  assert.doesNotMatch(plan, /Sort/, plan);
});
