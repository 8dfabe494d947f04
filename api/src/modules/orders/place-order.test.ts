import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../test/helper.js';
import { useApiWithSmtp } from '../../test/mail-test-api.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';
import {
  ADDRESS,
  CARD,
  countRows,
  orderInput,
  pickProduct,
  placeOrder,
  PLACE_ORDER,
  stockOf,
} from '../../test/orders-client.js';
import { orders } from './orders.table.js';

const { api, delivered } = useApiWithSmtp();

const clientToken = () => api.tokenFor(DEMO_CLIENT);

test('a paid order: server prices, stock taken, brand and last 4 kept, confirmation e-mail with number and total', async () => {
  const first = await pickProduct(api, 0, { basePriceCents: 4550, discountPercentage: 10, stock: 20, maxPerOrder: 10 });
  const second = await pickProduct(api, 1, { basePriceCents: 1999, discountPercentage: 0, stock: 5, maxPerOrder: 5 });
  const answer = await placeOrder(
    api,
    await clientToken(),
    orderInput([
      { productId: first.id, quantity: 3 },
      { productId: second.id, quantity: 2 },
    ]),
  );
  assert.equal(answer.status, true, answer.message);
  const order = answer.order!;
  assert.match(order.number, /^DC-\d{6}$/);
  assert.equal(
    answer.message,
    `¡Gracias por tu compra! Pedido ${order.number} pagado. Te enviamos un correo con el detalle.`,
  );
  assert.equal(order.status, 'PAID');
  assert.equal(order.cardBrand, 'visa');
  assert.equal(order.cardLast4, '4242');
  // 3 x 40.95 (45.50 - 10%) + 2 x 19.99 = 122.85 + 39.98 = 162.83; subtotal 136.50 + 39.98 = 176.48
  assert.deepEqual(order.totals, {
    subtotal: 176.48,
    discount: 13.65,
    tax: 0,
    shipping: 49,
    total: 211.83,
    freeShippingFrom: 500,
  });
  assert.deepEqual(
    order.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.lineTotal]),
    [
      [first.id, 3, 40.95, 122.85],
      [second.id, 2, 19.99, 39.98],
    ],
  );
  assert.deepEqual(order.address, ADDRESS);
  assert.equal(await stockOf(api, first.id), 17);
  assert.equal(await stockOf(api, second.id), 3);
  const [row] = await api.app.database.db.select().from(orders).where(eq(orders.id, order.id));
  assert.equal(row?.paymentProvider, 'test');
  assert.match(row?.paymentId ?? '', /^pay_test_/);
  assert.doesNotMatch(JSON.stringify(row), /4242424242424242|4242 4242/);

  const mail = (await delivered()).only(DEMO_CLIENT.email);
  assert.equal(mail.subject, `Confirmación de tu pedido ${order.number}`);
  assert.match(mail.text ?? '', new RegExp(`Pedido ${order.number}`));
  assert.match(mail.text ?? '', /Total: \$211\.83/);
  assert.match(String(mail.html), /Total: \$211\.83/);
  assert.match(mail.text ?? '', /Av\. Juárez 100/);
});

test('free shipping from 500.00 of goods after discounts', async () => {
  const product = await pickProduct(api, 0, {
    basePriceCents: 10_000,
    discountPercentage: 0,
    stock: 20,
    maxPerOrder: 10,
  });
  const answer = await placeOrder(api, await clientToken(), orderInput([{ productId: product.id, quantity: 5 }]));
  assert.deepEqual(answer.order?.totals, {
    subtotal: 500,
    discount: 0,
    tax: 0,
    shipping: 0,
    total: 500,
    freeShippingFrom: 500,
  });
});

test('50 concurrent buyers of the last 10 units: exactly 10 paid, stock 0, every loser told why', async () => {
  const product = await pickProduct(api, 2, { stock: 10, maxPerOrder: 10 });
  const token = await clientToken();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => placeOrder(api, token, orderInput([{ productId: product.id, quantity: 1 }]))),
  );
  const winners = answers.filter((answer) => answer.status);
  const losers = answers.filter((answer) => !answer.status);
  assert.equal(winners.length, 10);
  assert.equal(new Set(winners.map((answer) => answer.order?.number)).size, 10);
  assert.equal(await stockOf(api, product.id), 0);
  for (const loser of losers) {
    assert.equal(loser.code, 'CART_CHANGED');
    assert.equal(loser.problems[0]?.code, 'OUT_OF_STOCK');
    assert.match(loser.message, new RegExp(`Ya no quedan existencias de ${product.name}`));
  }
  const paid = await api.app.database.db.select().from(orders).where(eq(orders.status, 'PAID'));
  assert.equal(paid.length, 10);
  assert.equal(await countRows(api, 'orders'), 10);
  assert.equal(await countRows(api, 'payments_test'), 10);
});

test('the same placeOrder twice with one key: one order, one charge, the same answer; another body is refused', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await clientToken();
  const input = orderInput([{ productId: product.id, quantity: 2 }]);
  const [first, again] = await Promise.all([placeOrder(api, token, input), placeOrder(api, token, input)]);
  const third = await placeOrder(api, token, { ...input, card: { ...CARD, number: '4242424242424242' } });
  assert.equal(first.status, true);
  assert.deepEqual(again, first);
  assert.deepEqual(third, first, 'spaces in the card number do not change the body');
  assert.equal(await countRows(api, 'orders'), 1);
  assert.equal(await countRows(api, 'payments_test'), 1);
  assert.equal(await stockOf(api, product.id), 18);
  const other = await placeOrder(api, token, { ...input, lines: [{ productId: product.id, quantity: 3 }] });
  assert.equal(other.status, false);
  assert.equal(other.code, 'IDEMPOTENCY_MISMATCH');
  assert.equal(
    other.message,
    'Este intento de compra ya se envió con otros datos. Recarga la página de pago e inténtalo de nuevo.',
  );
  assert.equal(await countRows(api, 'orders'), 1);
  assert.equal((await delivered()).to(DEMO_CLIENT.email).length, 1);
});

test('prices come from the database: the quote matches it, and a new price changes the order', async () => {
  const product = await pickProduct(api, 0, {
    basePriceCents: 2000,
    discountPercentage: 25,
    stock: 20,
    maxPerOrder: 10,
  });
  const quote = async () =>
    (
      await api.gql<{ quoteCart: { lines: { unitPrice: number }[]; totals: { total: number } } }>(
        'query ($lines: [OrderLineInput!]!) { quoteCart(lines: $lines) { lines { unitPrice } totals { total } } }',
        { variables: { lines: [{ productId: product.id, quantity: 2 }] } },
      )
    ).body.data!.quoteCart;
  assert.deepEqual(await quote(), { lines: [{ unitPrice: 15 }], totals: { total: 79 } });
  // A price in the input is not part of the schema: GraphQL refuses it before any resolver runs.
  const withPrice = await api.gql(PLACE_ORDER, {
    variables: { input: orderInput([{ productId: product.id, quantity: 2, price: 0.01 } as never]) },
    authorization: await clientToken(),
  });
  assert.equal(withPrice.statusCode, 400);
  await api.app.database.db.update(products).set({ basePriceCents: 3000 }).where(eq(products.id, product.id));
  assert.deepEqual(await quote(), { lines: [{ unitPrice: 22.5 }], totals: { total: 94 } });
  const answer = await placeOrder(api, await clientToken(), orderInput([{ productId: product.id, quantity: 2 }]));
  assert.equal(answer.order?.totals.total, 94);
});

test('each bad input: a clear Spanish message, no order, no charge, stock unchanged', async () => {
  const product = await pickProduct(api, 0, { stock: 4, maxPerOrder: 3 });
  const token = await clientToken();
  const line = (quantity: number) => [{ productId: product.id, quantity }];
  const lastYear = new Date().getFullYear() - 1;
  const cases: [Record<string, unknown>, string, string | null, RegExp | string][] = [
    [
      orderInput(line(4)),
      'CART_CHANGED',
      null,
      `Puedes comprar como máximo 3 ${product.unit} de ${product.name} por pedido.`,
    ],
    [orderInput(line(0)), 'VALIDATION', 'lines[0].quantity', 'La cantidad debe ser un número entero mayor que cero.'],
    [orderInput(line(-2)), 'VALIDATION', 'lines[0].quantity', 'La cantidad debe ser un número entero mayor que cero.'],
    [
      orderInput([{ productId: randomUUID(), quantity: 1 }]),
      'CART_CHANGED',
      null,
      /Este producto ya no está disponible\./,
    ],
    [
      orderInput([{ productId: 'not-a-uuid', quantity: 1 }]),
      'CART_CHANGED',
      null,
      /Este producto ya no está disponible\./,
    ],
    [orderInput([]), 'VALIDATION', 'lines', 'Tu carrito está vacío. Agrega productos antes de tramitar el pedido.'],
    [
      orderInput([...line(1), ...line(2)]),
      'VALIDATION',
      'lines[1].productId',
      'Cada producto debe aparecer una sola vez en el pedido.',
    ],
    [
      orderInput(line(1), { card: { ...CARD, expMonth: 1, expYear: lastYear } }),
      'VALIDATION',
      'card.expYear',
      'La tarjeta está vencida: el vencimiento no puede estar en el pasado',
    ],
    [
      orderInput(line(1), { card: { ...CARD, expMonth: 13 } }),
      'VALIDATION',
      'card.expMonth',
      'El mes de vencimiento debe estar entre 1 y 12',
    ],
    [orderInput(line(1), { card: { ...CARD, cvc: '12' } }), 'VALIDATION', 'card.cvc', 'El CVC son 3 dígitos'],
    // Issue 19: an empty card field is "required", as the checkout's form says (and the address fields).
    [orderInput(line(1), { card: { ...CARD, cvc: ' ' } }), 'VALIDATION', 'card.cvc', 'CVC: este dato es obligatorio'],
    [
      orderInput(line(1), { card: { ...CARD, number: '  ' } }),
      'VALIDATION',
      'card.number',
      'Número de tarjeta: este dato es obligatorio',
    ],
    [
      orderInput(line(1), { card: { ...CARD, number: '4242 4242' } }),
      'VALIDATION',
      'card.number',
      'El número de tarjeta debe tener entre 13 y 19 dígitos',
    ],
    [
      orderInput(line(1), { address: { ...ADDRESS, street1: ' Av 1 ' } }),
      'VALIDATION',
      'address.street1',
      'Calle y número: escribe al menos 5 caracteres',
    ],
    [
      orderInput(line(1), { address: { ...ADDRESS, city: '  ' } }),
      'VALIDATION',
      'address.city',
      'Ciudad: este dato es obligatorio',
    ],
    [
      orderInput(line(1), { address: { ...ADDRESS, state: 'J' } }),
      'VALIDATION',
      'address.state',
      'Estado: escribe al menos 2 caracteres',
    ],
    [
      orderInput(line(1), { address: { ...ADDRESS, zip: '4410' } }),
      'VALIDATION',
      'address.zip',
      'El código postal son 5 dígitos',
    ],
    [
      orderInput(line(1), { idempotencyKey: 'abc' }),
      'VALIDATION',
      'idempotencyKey',
      'La clave del pedido (idempotencyKey) debe ser un UUID.',
    ],
  ];
  for (const [input, code, field, message] of cases) {
    const answer = await placeOrder(api, token, input);
    const label = JSON.stringify(input).slice(0, 120);
    assert.equal(answer.status, false, label);
    assert.equal(answer.code, code, label);
    assert.equal(answer.field, field, label);
    if (typeof message === 'string')
      assert.equal(answer.message.endsWith(message), true, `${label}: ${answer.message}`);
    else assert.match(answer.message, message, label);
  }
  await api.app.database.db.update(products).set({ maxPerOrder: 10 }).where(eq(products.id, product.id));
  const overStock = await placeOrder(api, token, orderInput(line(5)));
  assert.equal(overStock.code, 'CART_CHANGED');
  assert.deepEqual(overStock.problems, [
    {
      productId: product.id,
      code: 'OUT_OF_STOCK',
      message: `Solo quedan 4 ${product.unit} de ${product.name}: ajustamos la cantidad.`,
      available: 4,
    },
  ]);
  const fractional = await api.gql(PLACE_ORDER, { variables: { input: orderInput(line(1.5)) }, authorization: token });
  assert.equal(fractional.statusCode, 400);
  assert.equal(fractional.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  assert.equal(await countRows(api, 'orders'), 0);
  assert.equal(await countRows(api, 'order_lines'), 0);
  assert.equal(await countRows(api, 'payments_test'), 0);
  assert.equal(await stockOf(api, product.id), 4);
  assert.equal((await delivered()).received.length, 0);
});

test('declined cards: the reason in Spanish, stock back, no paid order', async () => {
  const product = await pickProduct(api, 0, { stock: 6, maxPerOrder: 5 });
  const token = await clientToken();
  const cases: [string, string, string][] = [
    ['4000 0000 0000 0002', 'CARD_DECLINED', 'El banco rechazó la tarjeta. Prueba con otra tarjeta.'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS', 'La tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.'],
    ['4000 0000 0000 0069', 'EXPIRED_CARD', 'La tarjeta está vencida. Prueba con otra tarjeta.'],
    ['5105 1051 0510 5100 1', 'NOT_TEST_CARD', 'Solo se aceptan tarjetas de prueba.'],
    ['4111 1111 1111 1111', 'NOT_TEST_CARD', 'Solo se aceptan tarjetas de prueba.'],
  ];
  for (const [number, code, message] of cases) {
    const input = orderInput([{ productId: product.id, quantity: 5 }], { card: { ...CARD, number } });
    const answer = await placeOrder(api, token, input);
    assert.deepEqual(
      { status: answer.status, code: answer.code, message: answer.message, order: answer.order },
      { status: false, code, message, order: null },
      number,
    );
    assert.equal(await stockOf(api, product.id), 6, number);
    assert.deepEqual(await placeOrder(api, token, input), answer, 'a retry with the same key gets the same refusal');
  }
  const rows = await api.app.database.db.select().from(orders);
  assert.equal(rows.length, cases.length);
  assert.ok(rows.every((row) => row.status === 'CANCELLED'));
  assert.equal((await delivered()).received.length, 0);
  const mexican = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 5 }], { card: { ...CARD, number: '4000 0048 4000 0008' } }),
  );
  assert.equal(mexican.status, true);
  assert.equal(await stockOf(api, product.id), 1);
});

test('admin, unverified client and anonymous callers are refused with the spec texts', async () => {
  const product = await pickProduct(api, 0, { stock: 6 });
  const input = () => orderInput([{ productId: product.id, quantity: 1 }]);
  const admin = await placeOrder(api, await api.tokenFor(DEMO_ADMIN), input());
  assert.deepEqual([admin.code, admin.message], ['NOT_CLIENT', 'Funcionalidad sólo para usuarios clientes...']);
  const unverified = await placeOrder(
    api,
    await api.tokenFor({ email: 'guadalupe.martinez@example.com', password: DEMO_CLIENT.password }),
    input(),
  );
  assert.deepEqual(
    [unverified.code, unverified.message],
    [
      'EMAIL_NOT_VERIFIED',
      'Tu correo no ha sido verificado, esto se requiere para poder enviarte información sobre tus compras...',
    ],
  );
  const anonymous = await placeOrder(api, undefined, input());
  assert.deepEqual(
    [anonymous.code, anonymous.message],
    ['SESSION', 'No hay una sesión activa. Ingresa con tu usuario y contraseña.'],
  );
  const forged = await placeOrder(api, 'Bearer not.a.token', input());
  assert.equal(forged.code, 'SESSION');
  // Verified later: the same session may buy (the account is re-read on every request).
  const token = await api.tokenFor({ email: 'guadalupe.martinez@example.com', password: DEMO_CLIENT.password });
  await api.app.database.db
    .update(users)
    .set({ isEmailVerified: true })
    .where(eq(users.email, 'guadalupe.martinez@example.com'));
  assert.equal((await placeOrder(api, token, input())).status, true);
  assert.equal(await countRows(api, 'orders'), 1);
});

test('an inactive product cannot be bought', async () => {
  const product = await pickProduct(api, 0, { stock: 6, isActive: false });
  const answer = await placeOrder(api, await clientToken(), orderInput([{ productId: product.id, quantity: 1 }]));
  assert.equal(answer.code, 'CART_CHANGED');
  assert.deepEqual(
    answer.problems.map((problem) => [problem.code, problem.message]),
    [['NOT_FOUND', 'Este producto ya no está disponible.']],
  );
});

test('an order at the product limits (999 x $99,999.99) is lowered to $500,000.00 of goods, never an error', async () => {
  const product = await pickProduct(api, 0, {
    basePriceCents: 9_999_999,
    discountPercentage: 0,
    stock: 99_999,
    maxPerOrder: 999,
  });
  const quote = await api.gql<{ quoteCart: { problems: { code: string; message: string; available: number }[] } }>(
    `query ($lines: [OrderLineInput!]!) { quoteCart(lines: $lines) { problems { code message available } } }`,
    { variables: { lines: [{ productId: product.id, quantity: 999 }] } },
  );
  assert.deepEqual(quote.body.data?.quoteCart.problems, [
    {
      code: 'OVER_TOTAL',
      message: `Un pedido puede sumar como máximo $500,000.00: ajustamos ${product.name} a 5 ${product.unit}.`,
      available: 5,
    },
  ]);
  const token = await clientToken();
  const refusedOrder = await placeOrder(api, token, orderInput([{ productId: product.id, quantity: 999 }]));
  assert.equal(refusedOrder.code, 'CART_CHANGED');
  assert.equal(await stockOf(api, product.id), 99_999);
  const paid = await placeOrder(api, token, orderInput([{ productId: product.id, quantity: 5 }]));
  assert.equal(paid.status, true, paid.message);
  assert.equal(await stockOf(api, product.id), 99_994);
});
