import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { countRows, orderInput, pickProduct, placeOrder, stockOf } from '../../test/orders-client.js';
import { orders } from '../orders/orders.table.js';
import { deliveryWindowTemplates, deliveryZones } from './delivery.table.js';
import { bookedIn, deliveryWindows } from '../../test/windows-client.js';

// Issue 29: what the shop promises. Every order of a zone books a window or is refused before the
// card; a zone's minimum order; the coverage answer's "how much and when"; Entregas' "Sin horario".
const api = useTestApi();
beforeEach(() => api.resetData());

const COVERAGE = `query ($postalCode: String!) {
  deliveryCoverage(postalCode: $postalCode) {
    covered message zone { fee freeShippingFrom minimumOrder } nextWindow { id date start label } noWindowMessage
  }
}`;

interface Coverage {
  covered: boolean;
  message: string;
  zone: { fee: number; freeShippingFrom: number | null; minimumOrder: number } | null;
  nextWindow: { id: string; date: string; start: string; label: string } | null;
  noWindowMessage: string | null;
}

async function coverage(postalCode: string): Promise<Coverage> {
  const { body } = await api.gql<{ deliveryCoverage: Coverage }>(COVERAGE, { variables: { postalCode } });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.deliveryCoverage;
}

const QUOTE = `query ($lines: [OrderLineInput!]!, $postalCode: String) {
  quoteCart(lines: $lines, postalCode: $postalCode) { status totals { subtotal discount } deliveryZone { minimumOrder } missingForMinimum }
}`;

async function setMinimum(cents: number) {
  await api.app.database.db.update(deliveryZones).set({ minOrderCents: cents });
}

/** Every window of the demo zone without a place: capacity 0. */
async function fillEveryWindow() {
  await api.app.database.db.update(deliveryWindowTemplates).set({ capacity: 0 });
}

async function windowlessOrders(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    api.app.database.db,
    sql`select count(*)::int as n from orders where window_template_id is null`,
  );
  return row!.n;
}

test('an order of a covered address without a window is refused naming the next window with places; nothing written', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const first = (await deliveryWindows(api)).windows.find((window) => window.available)!;
  const answer = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: null }),
  );
  assert.deepEqual([answer.status, answer.code, answer.field], [false, 'WINDOW_REQUIRED', 'deliveryWindowId']);
  assert.equal(answer.message, `Elige un horario de entrega. El próximo con lugar: ${first.label}.`);
  assert.equal(await countRows(api, 'orders'), 0);
  assert.equal(await countRows(api, 'payments_test'), 0, 'the card was never charged');
  assert.equal(await stockOf(api, product.id), 20);
});

test('a zone whose every window is full: refused before the card, saying when booking opens and how to reach the shop', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const window = (await deliveryWindows(api)).windows[0]!;
  await fillEveryWindow();
  const noneSoon =
    /^Por ahora no quedan horarios de entrega con lugar en los próximos 7 días.+Abrimos nuevos horarios cada día.+llámanos al 33 3615 2040 o escríbenos a contacto@delcampo\.mx\.$/;
  const listed = await api.gql<{ deliveryWindows: { noWindowMessage: string | null } }>(
    `query { deliveryWindows(postalCode: "44160") { noWindowMessage } }`,
  );
  assert.match(listed.body.data!.deliveryWindows.noWindowMessage ?? '', noneSoon);
  const chosen = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id }),
  );
  assert.deepEqual([chosen.status, chosen.code], [false, 'WINDOW_FULL']);
  assert.match(chosen.message, noneSoon);
  const without = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: null }),
  );
  assert.deepEqual([without.status, without.code], [false, 'WINDOW_REQUIRED']);
  assert.match(without.message, noneSoon);
  assert.equal(await countRows(api, 'orders'), 0);
  assert.equal(await countRows(api, 'payments_test'), 0);
  assert.equal(await stockOf(api, product.id), 20);
  const answer = await coverage('44160');
  assert.equal(answer.nextWindow, null);
  assert.match(answer.noWindowMessage ?? '', noneSoon);
});

test('a rush of orders into a window with 5 places, some without a window: exactly 5 booked, the rest refused, no order without a window', async () => {
  const window = (await deliveryWindows(api)).windows[0]!;
  await api.app.database.db
    .update(deliveryWindowTemplates)
    .set({ capacity: 5 })
    .where(eq(deliveryWindowTemplates.id, window.id.split(':')[0]!));
  const product = await pickProduct(api, 2, { stock: 500, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const line = [{ productId: product.id, quantity: 1 }];
  const answers = await Promise.all([
    ...Array.from({ length: 30 }, () => placeOrder(api, token, orderInput(line, { deliveryWindowId: window.id }))),
    ...Array.from({ length: 6 }, () => placeOrder(api, token, orderInput(line, { deliveryWindowId: null }))),
  ]);
  const codes = answers.map((answer) => answer.code ?? 'PAID');
  assert.equal(codes.filter((code) => code === 'PAID').length, 5);
  assert.equal(codes.filter((code) => code === 'WINDOW_FULL').length, 25);
  assert.equal(codes.filter((code) => code === 'WINDOW_REQUIRED').length, 6);
  assert.equal(await bookedIn(api, window.id), 5);
  assert.equal(await countRows(api, 'orders'), 5);
  assert.equal(await windowlessOrders(), 0, 'no order is ever stored without a window');
  assert.equal(await stockOf(api, product.id), 495);
});

test('below the zone minimum: refused with BELOW_MINIMUM and what is missing, no stock or window place taken; at it, paid', async () => {
  await setMinimum(15_000);
  const product = await pickProduct(api, 0, {
    stock: 50,
    maxPerOrder: 50,
    basePriceCents: 4_000,
    discountPercentage: 0,
  });
  const token = await api.tokenFor(DEMO_CLIENT);
  const window = (await deliveryWindows(api)).windows.find((w) => w.available)!;
  const quote = await api.gql<{ quoteCart: { missingForMinimum: number; deliveryZone: { minimumOrder: number } } }>(
    QUOTE,
    { variables: { lines: [{ productId: product.id, quantity: 2 }], postalCode: '44160' } },
  );
  assert.deepEqual(
    [quote.body.data!.quoteCart.missingForMinimum, quote.body.data!.quoteCart.deliveryZone.minimumOrder],
    [70, 150],
  );
  const below = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 2 }], { deliveryWindowId: window.id }),
  );
  assert.deepEqual([below.status, below.code], [false, 'BELOW_MINIMUM']);
  assert.equal(
    below.message,
    'El pedido mínimo para entregar en tu zona es de $150.00: te faltan $70.00. Agrega productos para completarlo.',
  );
  assert.equal(await bookedIn(api, window.id), 0, 'a refused order never takes a window place');
  assert.equal(await stockOf(api, product.id), 50);
  assert.equal(await countRows(api, 'orders'), 0);
  assert.equal(await countRows(api, 'payments_test'), 0);
  const enough = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 4 }], { deliveryWindowId: window.id }),
  );
  assert.equal(enough.status, true, enough.message);
  assert.equal(await bookedIn(api, window.id), 1);
});

test('the coverage answer: fee, free threshold, minimum and the earliest window with places (a full first one skipped)', async () => {
  await setMinimum(15_000);
  const windows = (await deliveryWindows(api)).windows;
  await api.app.database.db
    .update(deliveryWindowTemplates)
    .set({ capacity: 0 })
    .where(eq(deliveryWindowTemplates.id, windows[0]!.id.split(':')[0]!));
  const next = (await deliveryWindows(api)).windows.find((window) => window.available)!;
  assert.notEqual(next.id, windows[0]!.id);
  const answer = await coverage('44160');
  assert.deepEqual(answer.zone, { fee: 49, freeShippingFrom: 500, minimumOrder: 150 });
  assert.deepEqual(answer.nextWindow, { id: next.id, date: next.date, start: next.start, label: next.label });
  assert.equal(answer.noWindowMessage, null);
  const outside = await coverage('12345');
  assert.deepEqual([outside.covered, outside.zone, outside.nextWindow], [false, null, null]);
});

test('the admin sets a zone minimum (pesos, checked); the demo seed gives the demo zone $150', async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const [zone] = await api.app.database.db.select().from(deliveryZones);
  const SAVE = `mutation ($input: DeliveryZoneInput!) { saveDeliveryZone(input: $input) { status message field zone { zone { minimumOrder } } } }`;
  const input = {
    id: zone!.id,
    fee: 49,
    freeShippingFrom: 500,
    minimumOrder: 180.5,
    cutoffDaysBefore: 1,
    cutoffTime: '20:00',
    postalRanges: [{ first: '44100', last: '44990' }],
  };
  const saved = await api.gql<{ saveDeliveryZone: { status: boolean; zone: { zone: { minimumOrder: number } } } }>(
    SAVE,
    { variables: { input }, authorization: admin },
  );
  assert.equal(saved.body.data!.saveDeliveryZone.status, true);
  assert.equal(saved.body.data!.saveDeliveryZone.zone.zone.minimumOrder, 180.5);
  const bad = await api.gql<{ saveDeliveryZone: { status: boolean; message: string; field: string } }>(SAVE, {
    variables: { input: { ...input, minimumOrder: -1 } },
    authorization: admin,
  });
  assert.deepEqual(
    [
      bad.body.data!.saveDeliveryZone.status,
      bad.body.data!.saveDeliveryZone.field,
      bad.body.data!.saveDeliveryZone.message,
    ],
    [
      false,
      'minimumOrder',
      'El pedido mínimo debe ser de 0 a 10,000 pesos, con dos decimales como máximo (0 o vacío: sin mínimo).',
    ],
  );
  // The seed's own value, before the test helper's reset clears it for the other tests.
  const { seedDeliveryWindows, DEMO_MIN_ORDER_CENTS } = await import('../../db/seed/delivery.seed.js');
  await api.app.database.db.delete(deliveryWindowTemplates);
  await seedDeliveryWindows(api.app.database.db);
  const [seeded] = await api.app.database.db.select().from(deliveryZones);
  assert.equal(seeded!.minOrderCents, DEMO_MIN_ORDER_CENTS);
  assert.equal(DEMO_MIN_ORDER_CENTS, 15_000);
});

test('unscheduledOrders (admin only): the PAID and PREPARING orders without a window, oldest first', async () => {
  const product = await pickProduct(api, 0, { stock: 50, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const placed = [];
  for (let i = 0; i < 3; i += 1)
    placed.push(await placeOrder(api, token, orderInput([{ productId: product.id, quantity: 1 }])));
  const [older, newer, cancelled] = placed.map((answer) => answer.order!);
  // Orders as they were stored before issue 29: no window.
  const { db } = api.app.database;
  for (const order of [older!, newer!, cancelled!]) {
    await db
      .update(orders)
      .set({ windowTemplateId: null, windowDate: null, windowStartMinute: null, windowEndMinute: null })
      .where(eq(orders.id, order.id));
  }
  await db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, cancelled!.id));
  await db.update(orders).set({ status: 'PREPARING' }).where(eq(orders.id, newer!.id));
  const QUERY = `query { unscheduledOrders { status message orders { id number status customerName zoneName total } } }`;
  const refused = await api.gql<{ unscheduledOrders: { status: boolean; orders: unknown[] } }>(QUERY, {
    authorization: token,
  });
  assert.deepEqual(
    [refused.body.data!.unscheduledOrders.status, refused.body.data!.unscheduledOrders.orders],
    [false, []],
  );
  const admin = await api.tokenFor(DEMO_ADMIN);
  const listed = await api.gql<{
    unscheduledOrders: {
      status: boolean;
      orders: { id: string; status: string; zoneName: string; customerName: string }[];
    };
  }>(QUERY, { authorization: admin });
  const rows = listed.body.data!.unscheduledOrders.orders;
  assert.deepEqual(
    rows.map((row) => [row.id, row.status, row.zoneName]),
    [
      [older!.id, 'PAID', 'Zona Metropolitana de Guadalajara'],
      [newer!.id, 'PREPARING', 'Zona Metropolitana de Guadalajara'],
    ],
  );
  assert.ok(rows[0]!.customerName.length > 0);
});
