import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { users } from '../users/users.table.js';
import {
  orderInput,
  ORDER_FIELDS,
  pickProduct,
  placeOrder,
  stockOf,
  type OrderData,
} from '../../test/orders-client.js';
import { orders } from './orders.table.js';
import { providerKey } from './place-order.service.js';

const api = useTestApi();
beforeEach(() => api.resetData());

const MARIA = { email: 'maria.lopez@example.com', password: DEMO_CLIENT.password };

const CANCEL = `mutation ($id: ID!) { cancelMyOrder(id: $id) { status message order { ${ORDER_FIELDS} refundedAt } } }`;
const UPDATE = `mutation ($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) { status message order { ${ORDER_FIELDS} refundedAt } }
}`;

interface OrderResultData {
  status: boolean;
  message: string;
  order: (OrderData & { refundedAt: string | null }) | null;
}

async function cancelMyOrder(token: string, id: string): Promise<OrderResultData> {
  const { statusCode, body } = await api.gql<{ cancelMyOrder: OrderResultData }>(CANCEL, {
    variables: { id },
    authorization: token,
  });
  assert.equal(statusCode, 200, JSON.stringify(body.errors));
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.cancelMyOrder;
}

async function updateOrderStatus(token: string, id: string, status: string): Promise<OrderResultData> {
  const { statusCode, body } = await api.gql<{ updateOrderStatus: OrderResultData }>(UPDATE, {
    variables: { id, status },
    authorization: token,
  });
  assert.equal(statusCode, 200, JSON.stringify(body.errors));
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.updateOrderStatus;
}

/** The demo client buys 3 units of one product (stock 20 before): a PAID order. */
async function paidOrder() {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const input = orderInput([{ productId: product.id, quantity: 3 }]);
  const answer = await placeOrder(api, token, input);
  assert.equal(answer.status, true, answer.message);
  assert.equal(await stockOf(api, product.id), 17);
  const [client] = await api.app.database.db.select().from(users).where(eq(users.email, DEMO_CLIENT.email));
  const key = providerKey(client!.id, input.idempotencyKey);
  return { order: answer.order!, product, token, key };
}

async function refunded(key: string): Promise<boolean> {
  const lookup = await api.app.services.payments.findByIdempotencyKey(key);
  assert.equal(lookup.found, true);
  return lookup.found && lookup.refunded;
}

async function statusOf(id: string) {
  const [row] = await api.app.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

test('a client cancels a PAID order: CANCELLED, stock back, refund recorded at the provider and on the order', async () => {
  const { order, product, token, key } = await paidOrder();
  const answer = await cancelMyOrder(token, order.id);
  assert.equal(answer.status, true, answer.message);
  assert.equal(
    answer.message,
    `Pedido ${order.number} cancelado. Devolvimos el importe a tu tarjeta; puede tardar unos días en verse.`,
  );
  assert.equal(answer.order?.status, 'CANCELLED');
  assert.ok(answer.order?.refundedAt, 'refundedAt set');
  assert.equal(await stockOf(api, product.id), 20);
  assert.equal(await refunded(key), true);
  const row = await statusOf(order.id);
  assert.equal(row.status, 'CANCELLED');
  assert.ok(row.refundedAt instanceof Date);
  assert.equal(row.refundClaim, null);
  assert.ok(row.statusChangedBy);
});

test('cancelling twice: the second is refused and the stock is not given back twice', async () => {
  const { order, product, token } = await paidOrder();
  assert.equal((await cancelMyOrder(token, order.id)).status, true);
  const again = await cancelMyOrder(token, order.id);
  assert.equal(again.status, false);
  assert.equal(again.message, 'Este pedido ya está cancelado.');
  assert.equal(again.order?.status, 'CANCELLED');
  assert.equal(await stockOf(api, product.id), 20);
});

test("another client's order, an unknown id and a malformed id: not found, nothing changes", async () => {
  const { order, product } = await paidOrder();
  const maria = await api.tokenFor(MARIA);
  for (const id of [order.id, '00000000-0000-4000-8000-000000000000', 'nope', "1' or '1'='1"]) {
    const answer = await cancelMyOrder(maria, id);
    assert.deepEqual(answer, { status: false, message: 'No encontramos ese pedido.', order: null }, id);
  }
  assert.equal((await statusOf(order.id)).status, 'PAID');
  assert.equal(await stockOf(api, product.id), 17);
  const anonymous = await api.gql<{ cancelMyOrder: OrderResultData }>(CANCEL, { variables: { id: order.id } });
  assert.equal(anonymous.body.data?.cancelMyOrder.status, false);
  assert.equal((await statusOf(order.id)).status, 'PAID');
});

test('a SHIPPED (or PREPARING) order cannot be cancelled by the client', async () => {
  const { order, product, token, key } = await paidOrder();
  const admin = await api.tokenFor(DEMO_ADMIN);
  assert.equal((await updateOrderStatus(admin, order.id, 'PREPARING')).status, true);
  const preparing = await cancelMyOrder(token, order.id);
  assert.equal(preparing.status, false);
  assert.equal(
    preparing.message,
    'Este pedido ya no se puede cancelar: está «En preparación». Solo se cancelan pedidos pagados que aún no preparamos.',
  );
  assert.equal((await updateOrderStatus(admin, order.id, 'SHIPPED')).status, true);
  const shipped = await cancelMyOrder(token, order.id);
  assert.equal(shipped.status, false);
  assert.match(shipped.message, /ya no se puede cancelar: está «Enviado»/);
  assert.equal(shipped.order?.status, 'SHIPPED');
  assert.equal(await stockOf(api, product.id), 17);
  assert.equal(await refunded(key), false);
});

test('the admin walks an order PAID -> PREPARING -> SHIPPED -> DELIVERED; DELIVERED is final', async () => {
  const { order, product } = await paidOrder();
  const admin = await api.tokenFor(DEMO_ADMIN);
  for (const [status, name] of [
    ['PREPARING', 'En preparación'],
    ['SHIPPED', 'Enviado'],
    ['DELIVERED', 'Entregado'],
  ] as const) {
    const answer = await updateOrderStatus(admin, order.id, status);
    assert.equal(answer.status, true, answer.message);
    assert.equal(answer.message, `Pedido ${order.number}: ahora está «${name}».`);
    assert.equal(answer.order?.status, status);
    assert.equal((await statusOf(order.id)).status, status);
  }
  const after = await updateOrderStatus(admin, order.id, 'CANCELLED');
  assert.equal(after.status, false);
  assert.equal(after.message, 'Un pedido «Entregado» no puede pasar a «Cancelado».');
  assert.equal(await stockOf(api, product.id), 17);
});

test('a refused jump (PAID -> DELIVERED, PAID -> PAID) names both states and changes nothing', async () => {
  const { order } = await paidOrder();
  const admin = await api.tokenFor(DEMO_ADMIN);
  const jump = await updateOrderStatus(admin, order.id, 'DELIVERED');
  assert.equal(jump.status, false);
  assert.equal(jump.message, 'Un pedido «Pagado» no puede pasar a «Entregado».');
  assert.equal(jump.order?.status, 'PAID');
  const same = await updateOrderStatus(admin, order.id, 'PAID');
  assert.equal(same.message, 'Un pedido «Pagado» no puede pasar a «Pagado».');
  assert.equal((await statusOf(order.id)).status, 'PAID');
  const unknown = await updateOrderStatus(admin, 'nope', 'PREPARING');
  assert.deepEqual(unknown, { status: false, message: 'No encontramos ese pedido.', order: null });
});

test('the admin cancels a PREPARING order: stock back and refunded', async () => {
  const { order, product, key } = await paidOrder();
  const admin = await api.tokenFor(DEMO_ADMIN);
  await updateOrderStatus(admin, order.id, 'PREPARING');
  const answer = await updateOrderStatus(admin, order.id, 'CANCELLED');
  assert.equal(answer.status, true, answer.message);
  assert.equal(answer.order?.status, 'CANCELLED');
  assert.ok(answer.order?.refundedAt);
  assert.equal(await stockOf(api, product.id), 20);
  assert.equal(await refunded(key), true);
});

test('a client (or nobody) calling updateOrderStatus: admin required, nothing changes', async () => {
  const { order, token } = await paidOrder();
  for (const authorization of [token, undefined]) {
    const { body } = await api.gql<{ updateOrderStatus: OrderResultData }>(UPDATE, {
      variables: { id: order.id, status: 'PREPARING' },
      authorization,
    });
    assert.deepEqual(body.data?.updateOrderStatus, {
      status: false,
      message: 'Esta operación requiere una cuenta de administrador.',
      order: null,
    });
  }
  assert.equal((await statusOf(order.id)).status, 'PAID');
});

test('two concurrent cancels of one order: exactly one wins, one refund, stock released once', async () => {
  const { order, product, token, key } = await paidOrder();
  const admin = await api.tokenFor(DEMO_ADMIN);
  const answers = await Promise.all([
    cancelMyOrder(token, order.id),
    cancelMyOrder(token, order.id),
    updateOrderStatus(admin, order.id, 'CANCELLED'),
  ]);
  assert.equal(answers.filter((answer) => answer.status).length, 1, JSON.stringify(answers.map((a) => a.message)));
  for (const loser of answers.filter((answer) => !answer.status)) {
    assert.match(loser.message, /ya está cancelado|Ya estamos cancelando|no puede pasar/);
  }
  assert.equal(await stockOf(api, product.id), 20);
  assert.equal(await refunded(key), true);
  assert.equal((await statusOf(order.id)).status, 'CANCELLED');
});

test('a refund the provider refuses leaves the order PAID, the stock taken and no claim behind', async () => {
  const { order, product, token, key } = await paidOrder();
  const { payments } = api.app.services;
  const original = payments.refund.bind(payments);
  payments.refund = async () => ({ ok: false });
  try {
    const answer = await cancelMyOrder(token, order.id);
    assert.equal(answer.status, false);
    assert.equal(
      answer.message,
      'No pudimos reembolsar el pago, así que el pedido sigue como estaba. Intenta de nuevo en unos minutos.',
    );
    assert.equal(answer.order?.status, 'PAID');
    payments.refund = async () => {
      throw new Error('provider down');
    };
    assert.equal((await cancelMyOrder(token, order.id)).status, false);
  } finally {
    payments.refund = original;
  }
  const row = await statusOf(order.id);
  assert.equal(row.status, 'PAID');
  assert.equal(row.refundClaim, null);
  assert.equal(row.refundedAt, null);
  assert.equal(await stockOf(api, product.id), 17);
  assert.equal(await refunded(key), false);
  assert.equal((await cancelMyOrder(token, order.id)).status, true, 'works once the provider answers');
});

test('PENDING_PAYMENT: the admin waits while the charge may be in flight, then follows the provider', async () => {
  const { order, product, key } = await paidOrder();
  const admin = await api.tokenFor(DEMO_ADMIN);
  const { db } = api.app.database;
  // As if the process had stopped between the charge and marking the order PAID.
  await db.update(orders).set({ status: 'PENDING_PAYMENT' }).where(eq(orders.id, order.id));
  const young = await updateOrderStatus(admin, order.id, 'PAID');
  assert.equal(young.status, false);
  assert.equal(young.message, 'El pago de este pedido todavía se está procesando. Inténtalo de nuevo en un minuto.');
  await db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(orders.id, order.id));
  const cancelled = await updateOrderStatus(admin, order.id, 'CANCELLED');
  assert.equal(cancelled.status, true, cancelled.message);
  assert.ok(cancelled.order?.refundedAt, 'the charge found by key is refunded');
  assert.equal(await refunded(key), true);
  assert.equal(await stockOf(api, product.id), 20);
});
