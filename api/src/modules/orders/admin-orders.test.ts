import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../test/helper.js';
import { useApiWithSmtp } from '../../test/mail-test-api.js';
import { users } from '../users/users.table.js';
import { orderInput, ORDER_FIELDS, pickProduct, placeOrder, stockOf } from '../../test/orders-client.js';
import { orders, orderStatusHistory } from './orders.table.js';

const { api, delivered } = useApiWithSmtp();

const LIST = `query ($page: PaginationInput, $status: OrderStatus, $from: String, $to: String) {
  adminOrders(page: $page, status: $status, from: $from, to: $to) {
    status message
    paginationRes { resultCode totalDocs hasNext hasPrev pageNum endValue endId }
    orders { id number status createdAt customer { id name email } totals { total } }
  }
}`;
const DETAIL = `query ($id: ID!) {
  adminOrder(id: $id) {
    status message allowedTransitions
    history { from to changedBy changedAt }
    order { ${ORDER_FIELDS} refundedAt customer { name email } }
  }
}`;
const UPDATE = `mutation ($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) { status message order { id status } }
}`;

interface ListData {
  status: boolean;
  message: string;
  paginationRes: { resultCode: number; totalDocs: number | null; hasNext: boolean } | null;
  orders: {
    id: string;
    number: string;
    status: string;
    createdAt: string;
    customer: { name: string; email: string } | null;
  }[];
}
interface DetailData {
  status: boolean;
  message: string;
  allowedTransitions: string[];
  history: { from: string; to: string; changedBy: string | null; changedAt: string }[];
  order: { id: string; number: string; status: string; customer: { name: string; email: string } | null } | null;
}

async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { statusCode, body } = await api.gql<T>(query, { variables, authorization: token });
  assert.equal(statusCode, 200, JSON.stringify(body.errors));
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!;
}

const list = (variables: Record<string, unknown>, token?: string) =>
  gql<{ adminOrders: ListData }>(LIST, variables, token).then((data) => data.adminOrders);
const detail = (id: string, token?: string) =>
  gql<{ adminOrder: DetailData }>(DETAIL, { id }, token).then((data) => data.adminOrder);
const update = (id: string, status: string, token?: string) =>
  gql<{ updateOrderStatus: { status: boolean; message: string; order: { status: string } | null } }>(
    UPDATE,
    { id, status },
    token,
  ).then((data) => data.updateOrderStatus);

/** The demo client buys `quantity` units: a PAID order. */
async function paidOrder(quantity = 1) {
  const product = await pickProduct(api, 0, { stock: 50, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const answer = await placeOrder(api, token, orderInput([{ productId: product.id, quantity }]));
  assert.equal(answer.status, true, answer.message);
  return { order: answer.order!, product };
}

async function setCreatedAt(id: string, iso: string) {
  await api.app.database.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.id, id));
}

test('anonymous callers and clients are refused with no data', async () => {
  const { order } = await paidOrder();
  const client = await api.tokenFor(DEMO_CLIENT);
  const refusal = 'Esta operación requiere una cuenta de administrador.';
  for (const token of [undefined, client]) {
    const page = await list({}, token);
    assert.equal(page.status, false);
    assert.equal(page.message, refusal);
    assert.deepEqual(page.orders, []);
    assert.equal(page.paginationRes, null);
    const one = await detail(order.id, token);
    assert.equal(one.status, false);
    assert.equal(one.message, refusal);
    assert.equal(one.order, null);
    assert.deepEqual(one.history, []);
    assert.deepEqual(one.allowedTransitions, []);
    const change = await update(order.id, 'PREPARING', token);
    assert.equal(change.status, false);
    assert.equal(change.order, null);
  }
  const [row] = await api.app.database.db.select().from(orders).where(eq(orders.id, order.id));
  assert.equal(row!.status, 'PAID');
});

test('the list: newest first, filtered by status and by a date range (whole days in Mexico City)', async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const a = (await paidOrder()).order;
  const b = (await paidOrder()).order;
  const c = (await paidOrder()).order;
  await setCreatedAt(a.id, '2026-03-01T12:00:00-06:00');
  await setCreatedAt(b.id, '2026-03-10T23:30:00-06:00'); // 2026-03-11 05:30 UTC, still March 10 in Mexico City
  await setCreatedAt(c.id, '2026-03-20T09:00:00-06:00');
  assert.equal((await update(b.id, 'PREPARING', admin)).status, true);

  const all = await list({ page: { nPerPage: 10 } }, admin);
  assert.equal(all.status, true, all.message);
  assert.deepEqual(
    all.orders.map((order) => order.id),
    [c.id, b.id, a.id],
  );
  assert.equal(all.paginationRes?.totalDocs, 3);
  assert.equal(all.orders[0]!.customer?.email, DEMO_CLIENT.email);

  const paid = await list({ status: 'PAID' }, admin);
  assert.deepEqual(paid.orders.map((order) => order.id).sort(), [a.id, c.id].sort());
  assert.ok(paid.orders.every((order) => order.status === 'PAID'));

  const range = await list({ from: '2026-03-02', to: '2026-03-10' }, admin);
  assert.deepEqual(
    range.orders.map((order) => order.id),
    [b.id],
  );
  const both = await list({ status: 'PAID', from: '2026-03-02', to: '2026-03-31' }, admin);
  assert.deepEqual(
    both.orders.map((order) => order.id),
    [c.id],
  );

  const paged = await list({ page: { nPerPage: 2 } }, admin);
  assert.equal(paged.orders.length, 2);
  assert.equal(paged.paginationRes?.hasNext, true);

  for (const bad of [{ from: 'ayer' }, { to: '2026-02-31' }, { from: '2026-13-01' }]) {
    const refused = await list(bad, admin);
    assert.equal(refused.status, false);
    assert.match(refused.message, /debe tener el formato AAAA-MM-DD/);
    assert.deepEqual(refused.orders, []);
  }
  const backwards = await list({ from: '2026-03-10', to: '2026-03-01' }, admin);
  assert.equal(backwards.status, false);
  assert.equal(backwards.message, 'La fecha inicial («from») no puede ser posterior a la final («to»).');
});

test('detail after PAID -> PREPARING -> SHIPPED: customer, history with who and when, allowed transitions, one e-mail per change', async () => {
  const { order } = await paidOrder(2);
  const admin = await api.tokenFor(DEMO_ADMIN);
  const [adminRow] = await api.app.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  const adminName = `${adminRow!.name} ${adminRow!.lastname}`.trim();
  await delivered(); // the confirmation of the purchase
  const before = (await delivered()).to(DEMO_CLIENT.email).length;

  const fresh = await detail(order.id, admin);
  assert.equal(fresh.status, true, fresh.message);
  assert.deepEqual(fresh.allowedTransitions, ['PREPARING', 'CANCELLED']);
  assert.deepEqual(
    fresh.history.map((entry) => [entry.from, entry.to, entry.changedBy]),
    [['PENDING_PAYMENT', 'PAID', null]],
  );

  const started = Date.now();
  assert.equal((await update(order.id, 'PREPARING', admin)).status, true);
  const shipped = await update(order.id, 'SHIPPED', admin);
  assert.equal(shipped.status, true, shipped.message);
  assert.equal(shipped.message, `Pedido ${order.number}: ahora está «Enviado».`);

  const seen = await detail(order.id, admin);
  assert.equal(seen.order?.status, 'SHIPPED');
  assert.equal(seen.order?.customer?.email, DEMO_CLIENT.email);
  assert.ok(seen.order?.customer?.name);
  assert.deepEqual(seen.allowedTransitions, ['DELIVERED']);
  assert.deepEqual(
    seen.history.map((entry) => [entry.from, entry.to, entry.changedBy]),
    [
      ['PENDING_PAYMENT', 'PAID', null],
      ['PAID', 'PREPARING', adminName],
      ['PREPARING', 'SHIPPED', adminName],
    ],
  );
  for (const entry of seen.history.slice(1)) {
    const at = Date.parse(entry.changedAt);
    assert.ok(at >= started - 1000 && at <= Date.now() + 1000, `changedAt ${entry.changedAt}`);
  }

  const inbox = await delivered();
  const mails = inbox.to(DEMO_CLIENT.email).slice(before);
  assert.equal(mails.length, 2);
  assert.equal(mails[0]!.subject, `Tu pedido ${order.number} está «En preparación»`);
  assert.equal(mails[1]!.subject, `Tu pedido ${order.number} está «Enviado»`);
  assert.match(mails[1]!.text ?? '', new RegExp(`Tu pedido ${order.number} pasó de «En preparación» a «Enviado»`));
  assert.match(String(mails[1]!.html), /pasó de «En preparación» a «Enviado»/);
});

test('cancel with refund from the admin: history and e-mail; an illegal transition is refused and nothing saved', async () => {
  const { order, product } = await paidOrder(3);
  const admin = await api.tokenFor(DEMO_ADMIN);
  await delivered();
  const before = (await delivered()).to(DEMO_CLIENT.email).length;
  const { db } = api.app.database;
  const historyRows = async () => db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));

  const illegal = await update(order.id, 'DELIVERED', admin);
  assert.equal(illegal.status, false);
  assert.equal(illegal.message, 'Un pedido «Pagado» no puede pasar a «Entregado».');
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  assert.equal(row!.status, 'PAID');
  assert.equal((await historyRows()).length, 1);
  assert.equal((await delivered()).to(DEMO_CLIENT.email).length, before);

  await db.update(users).set({ name: '<b>Ana</b>' }).where(eq(users.email, DEMO_CLIENT.email));
  const stock = await stockOf(api, product.id);
  const cancelled = await update(order.id, 'CANCELLED', admin);
  assert.equal(cancelled.status, true, cancelled.message);
  assert.equal(await stockOf(api, product.id), stock + 3);
  const seen = await detail(order.id, admin);
  assert.deepEqual(seen.allowedTransitions, []);
  assert.deepEqual(
    seen.history.map((entry) => [entry.from, entry.to]),
    [
      ['PENDING_PAYMENT', 'PAID'],
      ['PAID', 'CANCELLED'],
    ],
  );
  const mails = (await delivered()).to(DEMO_CLIENT.email).slice(before);
  assert.equal(mails.length, 1);
  assert.match(mails[0]!.text ?? '', /Devolvimos el importe/);
  assert.match(String(mails[0]!.html), /Hola &lt;b&gt;Ana&lt;\/b&gt;/);
  assert.doesNotMatch(String(mails[0]!.html), /<b>Ana/);

  const unknown = await detail('00000000-0000-4000-8000-000000000000', admin);
  assert.equal(unknown.status, false);
  assert.equal(unknown.message, 'No encontramos ese pedido.');
});

test('a client who cancels gets the same cancellation and refund e-mail as an admin change sends', async () => {
  const { order } = await paidOrder(2);
  const client = await api.tokenFor(DEMO_CLIENT);
  const before = (await delivered()).to(DEMO_CLIENT.email).length;
  const { body } = await api.gql<{ cancelMyOrder: { status: boolean; message: string } }>(
    `mutation ($id: ID!) { cancelMyOrder(id: $id) { status message } }`,
    { variables: { id: order.id }, authorization: client },
  );
  assert.equal(body.data!.cancelMyOrder.status, true, body.data!.cancelMyOrder.message);
  const mails = (await delivered()).to(DEMO_CLIENT.email).slice(before);
  assert.equal(mails.length, 1);
  assert.equal(mails[0]!.subject, `Tu pedido ${order.number} está «Cancelado»`);
  assert.match(mails[0]!.text ?? '', /pasó de «Pagado» a «Cancelado»/);
  assert.match(mails[0]!.text ?? '', /Devolvimos el importe/);
});
