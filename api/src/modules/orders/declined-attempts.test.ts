import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { CARD, orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';

const api = useTestApi();
beforeEach(() => api.resetData());

const MY_ORDERS = `query { myOrders { status paginationRes { totalDocs } orders { id number status } } }`;
const MY_ORDER = `query ($id: ID!) { myOrder(id: $id) { status message order { id } } }`;
const ADMIN_ORDERS = `query ($status: OrderStatus, $paymentDeclined: Boolean) {
  adminOrders(status: $status, paymentDeclined: $paymentDeclined) {
    status paginationRes { totalDocs } orders { id number status paymentDeclined }
  }
}`;
const TOTALS = `query { dashboardTotals { status orders } }`;

interface Listed {
  paginationRes: { totalDocs: number | null } | null;
  orders: { id: string; number: string; status: string; paymentDeclined?: boolean }[];
}

async function gql<T>(query: string, token: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { statusCode, body } = await api.gql<T>(query, { variables, authorization: token });
  assert.equal(statusCode, 200, JSON.stringify(body.errors));
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!;
}

/** The demo client pays one order and has a card declined once: the attempt's id. */
async function paidAndDeclined(client: string) {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 5 });
  const paid = await placeOrder(api, client, orderInput([{ productId: product.id, quantity: 1 }]));
  assert.equal(paid.status, true, paid.message);
  const declinedInput = orderInput([{ productId: product.id, quantity: 2 }], {
    card: { ...CARD, number: '4000 0000 0000 0002' },
  });
  const declined = await placeOrder(api, client, declinedInput);
  assert.equal(declined.code, 'CARD_DECLINED');
  return { paid: paid.order!, declinedInput, declined };
}

test('a declined payment is no order: not in Mis compras, the admin list or the dashboard count; kept for the admin', async () => {
  const client = await api.tokenFor(DEMO_CLIENT);
  const admin = await api.tokenFor(DEMO_ADMIN);
  const { paid, declinedInput, declined } = await paidAndDeclined(client);

  const mine = (await gql<{ myOrders: Listed }>(MY_ORDERS, client)).myOrders;
  assert.deepEqual(
    mine.orders.map((order) => order.number),
    [paid.number],
  );
  assert.equal(mine.paginationRes?.totalDocs, 1);

  const listed = (await gql<{ adminOrders: Listed }>(ADMIN_ORDERS, admin)).adminOrders;
  assert.deepEqual(
    listed.orders.map((order) => [order.number, order.paymentDeclined]),
    [[paid.number, false]],
  );
  assert.equal(listed.paginationRes?.totalDocs, 1);
  const cancelled = (await gql<{ adminOrders: Listed }>(ADMIN_ORDERS, admin, { status: 'CANCELLED' })).adminOrders;
  assert.deepEqual(cancelled.orders, [], 'a declined attempt is not a cancelled order');

  const attempts = (await gql<{ adminOrders: Listed }>(ADMIN_ORDERS, admin, { paymentDeclined: true })).adminOrders;
  assert.equal(attempts.orders.length, 1);
  assert.equal(attempts.orders[0]!.paymentDeclined, true);
  assert.equal(attempts.paginationRes?.totalDocs, 1);

  const totals = (await gql<{ dashboardTotals: { orders: number } }>(TOTALS, admin)).dashboardTotals;
  assert.equal(totals.orders, 1);

  const one = (
    await gql<{ myOrder: { status: boolean; message: string } }>(MY_ORDER, client, {
      id: attempts.orders[0]!.id,
    })
  ).myOrder;
  assert.deepEqual(one, { status: false, message: 'No encontramos ese pedido.', order: null });

  assert.deepEqual(await placeOrder(api, client, declinedInput), declined, 'a replay answers the same refusal');
});
