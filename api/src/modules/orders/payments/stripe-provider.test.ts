import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, beforeEach, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_CLIENT, testConfig, useTestApi } from '../../../test/helper.js';
import { StripeStub } from '../../../test/stripe-stub.js';
import { users } from '../../users/users.table.js';
import { reconcilePendingOrders } from '../order-reconciler.js';
import { CARD, countRows, orderInput, pickProduct, placeOrder, stockOf } from '../../../test/orders-client.js';
import { orders } from '../orders.table.js';
import { providerKey } from '../place-order.service.js';

// The order behaviours of place-order.test.ts, with PAYMENT_PROVIDER=stripe and the official SDK
// talking to a local stub of Stripe's API.
const stub = new StripeStub('sk_test_del_campo_stub');
const api = useTestApi(async () =>
  testConfig({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: stub.secretKey,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(await stub.start()),
    STRIPE_API_PROTOCOL: 'http',
  }),
);
after(() => stub.stop());
beforeEach(async () => {
  await api.ready();
  await api.resetData();
  stub.clear();
});

const clientToken = () => api.tokenFor(DEMO_CLIENT);
const clientRow = async () =>
  (await api.app.database.db.select().from(users).where(eq(users.email, DEMO_CLIENT.email)))[0]!;

test('a paid order: one Stripe charge in MXN for the total, brand and last 4 from Stripe, customer kept on the user', async () => {
  const product = await pickProduct(api, 0, {
    basePriceCents: 4550,
    discountPercentage: 10,
    stock: 20,
    maxPerOrder: 10,
  });
  const answer = await placeOrder(api, await clientToken(), orderInput([{ productId: product.id, quantity: 3 }]));
  assert.equal(answer.status, true, answer.message);
  const order = answer.order!;
  assert.equal(order.status, 'PAID');
  assert.deepEqual([order.cardBrand, order.cardLast4], ['visa', '4242']);
  assert.equal(await stockOf(api, product.id), 17);

  assert.equal(stub.charges.length, 1);
  const [charge] = stub.charges;
  // 3 x 40.95 + 49.00 shipping
  assert.deepEqual(
    [charge!.status, charge!.amount, charge!.currency, charge!.paymentMethod],
    ['succeeded', 17_185, 'mxn', 'pm_card_visa'],
  );
  const [row] = await api.app.database.db.select().from(orders).where(eq(orders.id, order.id));
  assert.equal(row?.paymentProvider, 'stripe');
  assert.equal(row?.paymentId, charge!.paymentIntent);
  assert.doesNotMatch(JSON.stringify(stub.requests), /4242424242424242|4242 4242/, 'the number never goes to Stripe');

  const [intentRequest] = stub.requestsTo('POST', '/v1/payment_intents');
  const client = await clientRow();
  const key = providerKey(client.id, (row?.idempotencyKey as string) ?? '');
  assert.equal(intentRequest?.idempotencyKey, key);
  assert.deepEqual(intentRequest?.params.metadata, { idempotency_key: key });
  assert.equal(intentRequest?.params.confirm, 'true');
  assert.match(client.stripeCustomer ?? '', /^cus_/);
  assert.equal(charge!.customer, client.stripeCustomer);
  assert.deepEqual(stub.customers.get(client.stripeCustomer!)?.email, DEMO_CLIENT.email);

  // The next order reuses the stored customer.
  const second = await placeOrder(api, await clientToken(), orderInput([{ productId: product.id, quantity: 1 }]));
  assert.equal(second.order?.status, 'PAID');
  assert.equal(stub.customers.size, 1);
  assert.equal(stub.requestsTo('POST', '/v1/customers').length, 1);
  assert.equal(stub.succeededCharges[1]?.customer, client.stripeCustomer);
  assert.equal(await countRows(api, 'payments_test'), 0);
});

test('the same placeOrder twice with one key: one order, one Stripe charge, the same answer', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await clientToken();
  const input = orderInput([{ productId: product.id, quantity: 2 }]);
  const [first, again] = await Promise.all([placeOrder(api, token, input), placeOrder(api, token, input)]);
  const third = await placeOrder(api, token, input);
  assert.equal(first.status, true, first.message);
  assert.deepEqual(again, first);
  assert.deepEqual(third, first);
  assert.equal(await countRows(api, 'orders'), 1);
  assert.equal(stub.charges.length, 1);
  assert.equal(await stockOf(api, product.id), 18);
});

test("a retried charge with one key reaches Stripe twice and is charged once (Stripe's idempotency)", async () => {
  const client = await clientRow();
  const request = {
    amountCents: 1234,
    currency: 'mxn' as const,
    card: { number: '4000004840000008', expMonth: 12, expYear: 2040, cvc: '123' },
    idempotencyKey: providerKey(client.id, randomUUID()),
    customerEmail: DEMO_CLIENT.email,
  };
  const { payments } = api.app.services;
  const first = await payments.charge(request);
  const second = await payments.charge(request);
  assert.deepEqual(first, second);
  assert.equal(first.ok && first.last4, '0008');
  assert.equal(stub.requestsTo('POST', '/v1/payment_intents').length, 2);
  assert.equal(stub.charges.length, 1);
  // Another amount with the same key is refused by Stripe: an error, not a charge.
  await assert.rejects(payments.charge({ ...request, amountCents: 999 }), { type: 'StripeIdempotencyError' });
  assert.equal(stub.charges.length, 1);
});

test('declined cards: the reason in Spanish, stock back, no paid order; other numbers never reach Stripe', async () => {
  const product = await pickProduct(api, 0, { stock: 6, maxPerOrder: 5 });
  const token = await clientToken();
  const cases: [string, string, string, string | null][] = [
    [
      '4000 0000 0000 0002',
      'CARD_DECLINED',
      'El banco rechazó la tarjeta. Prueba con otra tarjeta.',
      'pm_card_chargeDeclined',
    ],
    [
      '4000000000009995',
      'INSUFFICIENT_FUNDS',
      'La tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
      'pm_card_chargeDeclinedInsufficientFunds',
    ],
    [
      '4000 0000 0000 0069',
      'EXPIRED_CARD',
      'La tarjeta está vencida. Prueba con otra tarjeta.',
      'pm_card_chargeDeclinedExpiredCard',
    ],
    ['4111 1111 1111 1111', 'NOT_TEST_CARD', 'Solo se aceptan tarjetas de prueba.', null],
    ['5105 1051 0510 5100 1', 'NOT_TEST_CARD', 'Solo se aceptan tarjetas de prueba.', null],
  ];
  for (const [number, code, message, paymentMethod] of cases) {
    const requestsBefore = stub.requests.length;
    const chargesBefore = stub.charges.length;
    const input = orderInput([{ productId: product.id, quantity: 5 }], { card: { ...CARD, number } });
    const answer = await placeOrder(api, token, input);
    assert.deepEqual(
      { status: answer.status, code: answer.code, message: answer.message, order: answer.order },
      { status: false, code, message, order: null },
      number,
    );
    assert.equal(await stockOf(api, product.id), 6, number);
    assert.deepEqual(await placeOrder(api, token, input), answer, 'a retry with the same key gets the same refusal');
    if (paymentMethod) {
      assert.equal(stub.charges.length, chargesBefore + 1, number);
      assert.deepEqual(
        [stub.charges.at(-1)?.status, stub.charges.at(-1)?.paymentMethod],
        ['failed', paymentMethod],
        number,
      );
    } else {
      assert.equal(stub.requests.length, requestsBefore, `${number} is not sent to Stripe at all`);
    }
  }
  assert.equal(stub.succeededCharges.length, 0);
  const rows = await api.app.database.db.select().from(orders);
  assert.equal(rows.length, cases.length);
  assert.ok(rows.every((row) => row.status === 'CANCELLED'));
  const mexican = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 5 }], { card: { ...CARD, number: '4000 0048 4000 0008' } }),
  );
  assert.equal(mexican.status, true);
  assert.deepEqual([mexican.order?.cardBrand, mexican.order?.cardLast4], ['visa', '0008']);
  assert.equal(await stockOf(api, product.id), 1);
});

test('50 concurrent buyers of the last 10 units: 10 paid, 10 Stripe charges, one customer, stock 0', async () => {
  const product = await pickProduct(api, 2, { stock: 10, maxPerOrder: 10 });
  const token = await clientToken();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => placeOrder(api, token, orderInput([{ productId: product.id, quantity: 1 }]))),
  );
  const winners = answers.filter((answer) => answer.status);
  assert.equal(winners.length, 10);
  for (const loser of answers.filter((answer) => !answer.status)) {
    assert.equal(loser.code, 'CART_CHANGED');
    assert.equal(loser.problems[0]?.code, 'OUT_OF_STOCK');
  }
  assert.equal(await stockOf(api, product.id), 0);
  assert.equal((await api.app.database.db.select().from(orders).where(eq(orders.status, 'PAID'))).length, 10);
  assert.equal(await countRows(api, 'orders'), 10);
  assert.equal(stub.charges.length, 10);
  assert.equal(new Set(stub.charges.map((charge) => charge.paymentIntent)).size, 10);
  assert.equal(stub.customers.size, 1, 'concurrent first orders share one customer');
  assert.equal((await clientRow()).stripeCustomer, stub.charges[0]?.customer);
});

test('findByIdempotencyKey searches Stripe by the key; refund refunds the PaymentIntent once', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await clientToken();
  const client = await clientRow();
  const paidInput = orderInput([{ productId: product.id, quantity: 1 }]);
  const paid = await placeOrder(api, token, paidInput);
  const declinedInput = orderInput([{ productId: product.id, quantity: 1 }], {
    card: { ...CARD, number: '4000000000009995' },
  });
  await placeOrder(api, token, declinedInput);
  const { payments } = api.app.services;

  const found = await payments.findByIdempotencyKey(providerKey(client.id, paidInput.idempotencyKey));
  const paymentId = stub.succeededCharges[0]!.paymentIntent;
  assert.deepEqual(found, {
    found: true,
    result: { ok: true, paymentId, brand: 'visa', last4: '4242' },
    refunded: false,
  });
  assert.equal(paid.order?.cardLast4, '4242');
  assert.deepEqual(await payments.findByIdempotencyKey(providerKey(client.id, declinedInput.idempotencyKey)), {
    found: true,
    result: {
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'La tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
    },
    refunded: false,
  });
  assert.deepEqual(await payments.findByIdempotencyKey(providerKey(client.id, randomUUID())), { found: false });
  assert.equal(stub.requestsTo('GET', '/v1/payment_intents/search').length, 3);

  assert.deepEqual(await payments.refund(paymentId), { ok: true });
  assert.equal(stub.succeededCharges[0]?.refunded, true);
  const afterRefund = await payments.findByIdempotencyKey(providerKey(client.id, paidInput.idempotencyKey));
  assert.equal(afterRefund.found && afterRefund.refunded, true);
  assert.deepEqual(await payments.refund(paymentId), { ok: true }, 'refunding again is not an error');
  assert.deepEqual(await payments.refund('pi_unknown'), { ok: false });
  assert.equal(stub.requestsTo('POST', '/v1/refunds').length, 3);
});

test('charged but the answer lost: PAYMENT_FAILED, the order waits, and the reconciler finds the charge', async () => {
  const product = await pickProduct(api, 0, { stock: 10, maxPerOrder: 10 });
  const token = await clientToken();
  // A first order creates and stores the customer.
  assert.equal((await placeOrder(api, token, orderInput([{ productId: product.id, quantity: 1 }]))).status, true);

  stub.dropResponses = true;
  const input = orderInput([{ productId: product.id, quantity: 2 }]);
  const answer = await placeOrder(api, token, input);
  stub.dropResponses = false;
  assert.deepEqual([answer.status, answer.code], [false, 'PAYMENT_FAILED']);
  assert.equal(answer.message, 'Tu pago se está procesando. Revisa "Mis compras" en unos momentos.');
  assert.ok(stub.requestsTo('POST', '/v1/payment_intents').length >= 3, 'the SDK retried with the same key');
  assert.equal(stub.succeededCharges.length, 2, 'the card was charged once');
  const { db } = api.app.database;
  const [pending] = await db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
  assert.equal(pending?.status, 'PENDING_PAYMENT');
  assert.equal(await stockOf(api, product.id), 7);

  await db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(orders.id, pending!.id));
  const { services } = api.app;
  assert.deepEqual(await reconcilePendingOrders(db, services.payments, services.placeOrder, api.app.log), {
    paid: 1,
    cancelled: 0,
  });
  const [settled] = await db.select().from(orders).where(eq(orders.id, pending!.id));
  assert.deepEqual(
    [settled?.status, settled?.cardBrand, settled?.cardLast4, settled?.paymentId],
    ['PAID', 'visa', '4242', stub.succeededCharges[1]?.paymentIntent],
  );
  assert.equal(await stockOf(api, product.id), 7);
  assert.equal(stub.succeededCharges.length, 2);
});

test('never charged (Stripe unreachable): the reconciler cancels the order and gives the stock back', async () => {
  const product = await pickProduct(api, 0, { stock: 10, maxPerOrder: 10 });
  stub.dropResponses = true;
  const input = orderInput([{ productId: product.id, quantity: 4 }]);
  const answer = await placeOrder(api, await clientToken(), input);
  stub.dropResponses = false;
  assert.equal(answer.code, 'PAYMENT_FAILED');
  // The customer could not be created, so no PaymentIntent was attempted.
  assert.equal(stub.requestsTo('POST', '/v1/payment_intents').length, 0);
  assert.equal((await clientRow()).stripeCustomer, null);
  assert.equal(await stockOf(api, product.id), 6);
  const { db } = api.app.database;
  await db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(orders.idempotencyKey, input.idempotencyKey));
  const { services } = api.app;
  assert.deepEqual(await reconcilePendingOrders(db, services.payments, services.placeOrder, api.app.log), {
    paid: 0,
    cancelled: 1,
  });
  assert.equal(await stockOf(api, product.id), 10);
  assert.equal(stub.charges.length, 0);
});
