import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeEach, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';
import { MESSAGES } from '../common/messages.js';
import { outboxMail } from '../mail/outbox-mail.table.js';
import { reconcilePendingOrders } from './order-reconciler.js';
import {
  countRows,
  orderInput,
  ORDER_FIELDS,
  pickProduct,
  placeOrder,
  stockOf,
  type OrderData,
} from '../../test/orders-client.js';
import { orderLines, orders } from './orders.table.js';
import { providerKey } from './place-order.service.js';

const api = useTestApi();
beforeEach(() => api.resetData());

const MARIA = { email: 'maria.lopez@example.com', password: DEMO_CLIENT.password };

const MY_ORDERS = `query ($page: PaginationInput) {
  myOrders(page: $page) { status message orders { ${ORDER_FIELDS} }
    paginationRes { pageNum hasNext hasPrev isSortAsc totalDocs startValue startId endValue endId resultCode } }
}`;
const MY_ORDER = `query ($id: ID!) { myOrder(id: $id) { status message order { ${ORDER_FIELDS} } } }`;
const QUOTE = `query ($lines: [OrderLineInput!]!) {
  quoteCart(lines: $lines) { status message lines { productId quantity unitPrice lineTotal }
    totals { subtotal discount tax shipping total freeShippingFrom } problems { productId code message available } }
}`;

interface MyOrdersData {
  myOrders: {
    status: boolean;
    message: string;
    orders: OrderData[];
    paginationRes: Record<string, unknown> | null;
  };
}

test('myOrders: newest first, paged, with totals; myOrder reads one; another client cannot read it', async () => {
  const product = await pickProduct(api, 0, {
    basePriceCents: 1000,
    discountPercentage: 0,
    stock: 50,
    maxPerOrder: 10,
  });
  const token = await api.tokenFor(DEMO_CLIENT);
  const placed: OrderData[] = [];
  for (const quantity of [1, 2, 3]) {
    const answer = await placeOrder(api, token, orderInput([{ productId: product.id, quantity }]));
    placed.push(answer.order!);
  }
  const { body } = await api.gql<MyOrdersData>(MY_ORDERS, {
    variables: { page: { nPerPage: 2 } },
    authorization: token,
  });
  const page = body.data!.myOrders;
  assert.equal(page.status, true);
  assert.deepEqual(
    page.orders.map((order) => [order.number, order.totals.total]),
    [
      [placed[2]!.number, 79],
      [placed[1]!.number, 69],
    ],
  );
  assert.equal(page.paginationRes?.isSortAsc, false);
  assert.equal(page.paginationRes?.totalDocs, 3);
  assert.equal(page.paginationRes?.hasNext, true);
  const next = await api.gql<MyOrdersData>(MY_ORDERS, {
    variables: {
      page: {
        requestedPage: 'NEXT',
        nPerPage: 2,
        pageNum: page.paginationRes?.pageNum,
        endValue: page.paginationRes?.endValue,
        endId: page.paginationRes?.endId,
      },
    },
    authorization: token,
  });
  assert.deepEqual(
    next.body.data!.myOrders.orders.map((order) => order.number),
    [placed[0]!.number],
  );

  const one = await api.gql<{ myOrder: { status: boolean; order: OrderData | null } }>(MY_ORDER, {
    variables: { id: placed[1]!.id },
    authorization: token,
  });
  assert.deepEqual(one.body.data?.myOrder.order, placed[1]);

  const maria = await api.tokenFor(MARIA);
  const notFound = { status: false, message: 'No encontramos ese pedido.', order: null };
  for (const id of [placed[1]!.id, randomUUID(), 'DC-000001', "' or 1=1 --"]) {
    const other = await api.gql<{ myOrder: unknown }>(MY_ORDER, { variables: { id }, authorization: maria });
    assert.deepEqual(other.body.data?.myOrder, notFound, id);
  }
  const hers = await api.gql<MyOrdersData>(MY_ORDERS, { authorization: maria });
  assert.deepEqual(hers.body.data?.myOrders.orders, []);
  const anonymous = await api.gql<MyOrdersData>(MY_ORDERS, {});
  assert.equal(anonymous.body.data?.myOrders.status, false);
  assert.equal(anonymous.body.data?.myOrders.message, 'No hay una sesión activa. Ingresa con tu usuario y contraseña.');
});

test('quoteCart prices from the database and reports each problem, lowering quantities to what can be bought', async () => {
  const cheap = await pickProduct(api, 0, { basePriceCents: 1000, discountPercentage: 20, stock: 3, maxPerOrder: 10 });
  const limited = await pickProduct(api, 1, { basePriceCents: 500, discountPercentage: 0, stock: 30, maxPerOrder: 4 });
  const gone = await pickProduct(api, 2, { stock: 0 });
  const hidden = await pickProduct(api, 3, { isActive: false });
  const unknown = randomUUID();
  const { body } = await api.gql<{ quoteCart: Record<string, unknown> }>(QUOTE, {
    variables: {
      lines: [
        { productId: cheap.id, quantity: 5 },
        { productId: limited.id, quantity: 6 },
        { productId: gone.id, quantity: 1 },
        { productId: hidden.id, quantity: 1 },
        { productId: unknown, quantity: 1 },
        { productId: 'nope', quantity: 1 },
      ],
    },
  });
  assert.deepEqual(body.data?.quoteCart, {
    status: true,
    message: 'Algunos productos cambiaron desde que los agregaste. Revisa tu carrito.',
    lines: [
      { productId: cheap.id, quantity: 3, unitPrice: 8, lineTotal: 24 },
      { productId: limited.id, quantity: 4, unitPrice: 5, lineTotal: 20 },
    ],
    totals: { subtotal: 50, discount: 6, tax: 0, shipping: 49, total: 93, freeShippingFrom: 500 },
    problems: [
      {
        productId: cheap.id,
        code: 'OUT_OF_STOCK',
        message: `Solo quedan 3 ${cheap.unit} de ${cheap.name}: ajustamos la cantidad.`,
        available: 3,
      },
      {
        productId: limited.id,
        code: 'OVER_LIMIT',
        message: `Puedes comprar como máximo 4 ${limited.unit} de ${limited.name} por pedido.`,
        available: 4,
      },
      { productId: gone.id, code: 'OUT_OF_STOCK', message: `Ya no quedan existencias de ${gone.name}.`, available: 0 },
      // A product switched off answers exactly as an unknown id: no name, no hint that it exists.
      { productId: hidden.id, code: 'NOT_FOUND', message: 'Este producto ya no está disponible.', available: 0 },
      { productId: unknown, code: 'NOT_FOUND', message: 'Este producto ya no está disponible.', available: 0 },
      { productId: 'nope', code: 'NOT_FOUND', message: 'Este producto ya no está disponible.', available: 0 },
    ],
  });
  const bad = await api.gql<{ quoteCart: { problems: { code: string }[]; lines: unknown[] } }>(QUOTE, {
    variables: { lines: [{ productId: cheap.id, quantity: 0 }] },
  });
  assert.deepEqual(
    bad.body.data?.quoteCart.problems.map((problem) => problem.code),
    ['BAD_QUANTITY'],
  );
  assert.deepEqual(bad.body.data?.quoteCart.lines, []);
  const empty = await api.gql<{ quoteCart: { totals: { total: number } } }>(QUOTE, { variables: { lines: [] } });
  assert.equal(empty.body.data?.quoteCart.totals.total, 0);
});

test('start-up reconciler: a charged pending order becomes PAID, an uncharged one CANCELLED with its stock back', async () => {
  const product = await pickProduct(api, 0, { stock: 10, maxPerOrder: 10 });
  const { db } = api.app.database;
  const [client] = await db.select().from(users).where(eq(users.email, DEMO_CLIENT.email));
  const old = new Date(Date.now() - 5 * 60_000);
  const pending = async (key: string, quantity: number) => {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(eq(products.id, product.id));
    const [order] = await db
      .insert(orders)
      .values({ userId: client!.id, totalCents: 1000, idempotencyKey: key, createdAt: old, address: null })
      .returning();
    await db.insert(orderLines).values({
      orderId: order!.id,
      position: 0,
      productId: product.id,
      name: product.name,
      unit: product.unit,
      quantity,
      unitBaseCents: 500,
      discountPercentage: 0,
      unitPriceCents: 500,
      lineTotalCents: 1000,
    });
    return order!.id;
  };
  const chargedKey = randomUUID();
  const chargedId = await pending(chargedKey, 2);
  const lostId = await pending(randomUUID(), 3);
  const fresh = await placeOrder(
    api,
    await api.tokenFor(DEMO_CLIENT),
    orderInput([{ productId: product.id, quantity: 1 }]),
  );
  assert.equal(fresh.status, true);
  await api.app.services.payments.charge({
    amountCents: 1000,
    currency: 'mxn',
    card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    idempotencyKey: providerKey(client!.id, chargedKey),
    customerEmail: DEMO_CLIENT.email,
  });
  const stockBefore = await stockOf(api, product.id);
  const services = api.app.services;
  const summary = await reconcilePendingOrders(db, services.payments, services.placeOrder, api.app.log);
  assert.deepEqual(summary, { paid: 1, cancelled: 1 });
  const status = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
  assert.equal(await status(chargedId), 'PAID');
  assert.equal(await status(lostId), 'CANCELLED');
  // The buyer of the charged order gets the confirmation the lost answer would have sent; not the other.
  const numberOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!.number;
  const mailsAbout = async (id: string) =>
    db
      .select({ to: outboxMail.toAddress, text: outboxMail.text })
      .from(outboxMail)
      .where(eq(outboxMail.subject, MESSAGES.orders.mailSubject(await numberOf(id))));
  const [confirmation, ...more] = await mailsAbout(chargedId);
  assert.equal(confirmation?.to, DEMO_CLIENT.email);
  assert.match(confirmation?.text ?? '', /Visa terminada en 4242/);
  assert.deepEqual(more, []);
  assert.deepEqual(await mailsAbout(lostId), []);
  assert.equal(await stockOf(api, product.id), stockBefore + 3);
  assert.deepEqual(await reconcilePendingOrders(db, services.payments, services.placeOrder, api.app.log), {
    paid: 0,
    cancelled: 0,
  });
  assert.equal(await countRows(api, 'payments_test'), 2);
});
