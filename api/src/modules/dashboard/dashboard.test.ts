import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { orders } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';

const api = useTestApi();
const QUERY = '{ dashboardTotals { status message users categories products orders } }';

interface TotalsData {
  dashboardTotals: {
    status: boolean;
    message: string;
    users: number | null;
    categories: number | null;
    products: number | null;
    orders: number | null;
  };
}

test('admins get the same totals SQL counts, orders included', async (t) => {
  t.after(() => api.resetData());
  const { db } = api.app.database;
  const [client] = await db.select({ id: users.id }).from(users).limit(1);
  await db.insert(orders).values([
    { userId: client!.id, totalCents: 12_550 },
    { userId: client!.id, totalCents: 8_990, status: 'PAID' },
    // A declined payment attempt: kept, but not an order.
    { userId: client!.id, totalCents: 4_000, status: 'CANCELLED', failureCode: 'CARD_DECLINED' },
  ]);
  const [expected] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from users)::int as users, (select count(*) from categories)::int as categories,
               (select count(*) from products)::int as products,
               (select count(*) from orders where failure_code is null)::int as orders`,
  );
  const { body } = await api.gql<TotalsData>(QUERY, { authorization: await api.tokenFor(DEMO_ADMIN) });
  assert.deepEqual(body.data?.dashboardTotals, {
    status: true,
    message: 'Consulta realizada correctamente.',
    ...expected,
  });
  assert.equal(body.data?.dashboardTotals.orders, 2);
});

test('clients and anonymous callers get a refusal and no numbers', async () => {
  for (const authorization of [undefined, await api.tokenFor(DEMO_CLIENT)]) {
    const { body } = await api.gql<TotalsData>(QUERY, { authorization });
    assert.deepEqual(body.data?.dashboardTotals, {
      status: false,
      message: 'Esta operación requiere una cuenta de administrador.',
      users: null,
      categories: null,
      products: null,
      orders: null,
    });
  }
});
