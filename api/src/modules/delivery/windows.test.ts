import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ZONE_NAME } from '../../db/seed/delivery.seed.js';
import { DEMO_CLIENT } from '../../test/helper.js';
import { useApiWithSmtp } from '../../test/mail-test-api.js';
import { countRows, orderInput, pickProduct, placeOrder, stockOf, CARD } from '../../test/orders-client.js';
import { deliveryPostalRanges, deliveryWindowTemplates, deliveryZones } from './delivery.table.js';
import { addDays, shopToday } from './shop-time.js';
import { reconcileWindowBookings } from './window-reconciler.js';
import { bookedIn, deliveryWindows } from '../../test/windows-client.js';

const { api, delivered } = useApiWithSmtp();

const MY_ORDER = `query ($id: ID!) { myOrder(id: $id) { status order { deliveryWindow { date start end label } } } }`;

async function firstWindow(capacity?: number) {
  const window = (await deliveryWindows(api)).windows[0]!;
  if (capacity !== undefined) {
    const templateId = window.id.split(':')[0]!;
    await api.app.database.db
      .update(deliveryWindowTemplates)
      .set({ capacity })
      .where(eq(deliveryWindowTemplates.id, templateId));
  }
  return window;
}

test('deliveryWindows: the next 7 days of the zone template, still open, with the places left', async () => {
  const answer = await deliveryWindows(api, '44160');
  assert.equal(answer.status, true);
  assert.equal(answer.message, `Horarios de entrega de ${DEMO_ZONE_NAME} para los próximos 7 días.`);
  const now = Date.now();
  const today = shopToday(new Date());
  assert.ok(answer.windows.length >= 15, `${answer.windows.length} windows`);
  for (const window of answer.windows) {
    assert.ok(window.date >= today && window.date <= addDays(today, 7), window.date);
    assert.notEqual(window.weekday, 7, 'no Sunday windows in the demo template');
    assert.ok(Date.parse(window.closesAt) > now);
    assert.deepEqual([window.capacity, window.booked, window.remaining, window.available], [10, 0, 10, true]);
    assert.ok(['09:00', '12:00', '15:00'].includes(window.start));
    assert.match(window.label, /^[a-záéíóúñ]+, \d{1,2} de [a-z]+, \d\d:00 a \d\d:00$/);
  }
  const sorted = [...answer.windows].sort((a, b) => (a.date + a.start).localeCompare(b.date + b.start));
  assert.deepEqual(answer.windows, sorted);
  assert.deepEqual(await deliveryWindows(api, '12345'), {
    status: false,
    message: 'Por ahora no entregamos en el C.P. 12345',
    zone: null,
    windows: [],
  });
  assert.equal(
    (await deliveryWindows(api, '4416')).message,
    'El código postal debe tener 5 dígitos, por ejemplo 44160.',
  );
});

test('an order books its window: shown in myOrder and in the confirmation e-mail; the place is taken', async () => {
  const window = await firstWindow();
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const answer = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id }),
  );
  assert.equal(answer.status, true, answer.message);
  assert.equal(await bookedIn(api, window.id), 1);
  const { body } = await api.gql<{ myOrder: { order: { deliveryWindow: unknown } } }>(MY_ORDER, {
    variables: { id: answer.order!.id },
    authorization: token,
  });
  assert.deepEqual(body.data?.myOrder.order.deliveryWindow, {
    date: window.date,
    start: window.start,
    end: window.end,
    label: window.label,
  });
  const again = (await deliveryWindows(api)).windows.find((w) => w.id === window.id)!;
  assert.deepEqual([again.booked, again.remaining], [1, 9]);
  const mail = (await delivered()).only(DEMO_CLIENT.email);
  assert.ok((mail.text ?? '').includes(`Horario de entrega: ${window.label}`), mail.text);
});

test('50 concurrent buyers for a window with 10 places: exactly 10 orders in it, the rest told the next free windows', async () => {
  const window = await firstWindow(10);
  const product = await pickProduct(api, 2, { stock: 500, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      placeOrder(api, token, orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id })),
    ),
  );
  const paid = answers.filter((answer) => answer.status);
  const full = answers.filter((answer) => answer.code === 'WINDOW_FULL');
  assert.equal(paid.length, 10);
  assert.equal(full.length, 40);
  for (const refusal of full) {
    assert.equal(refusal.field, 'deliveryWindowId');
    assert.match(refusal.message, /^Ese horario se llenó\. Horarios con lugar: .+\.$/);
    assert.ok(!refusal.message.includes(window.label), 'the full window is not offered');
  }
  assert.equal(await bookedIn(api, window.id), 10);
  assert.equal(await stockOf(api, product.id), 490, 'a refused order gives its stock back (same transaction)');
  const [row] = await queryRows<{ n: number }>(
    api.app.database.db,
    sql`select count(*)::int as n from orders where window_template_id = ${window.id.split(':')[0]} and window_date = ${window.date}`,
  );
  assert.equal(row?.n, 10);
  const after = (await deliveryWindows(api)).windows.find((w) => w.id === window.id)!;
  assert.deepEqual([after.remaining, after.available], [0, false]);
});

test('a declined card gives the window place back', async () => {
  const window = await firstWindow(1);
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const line = [{ productId: product.id, quantity: 1 }];
  const declined = await placeOrder(
    api,
    token,
    orderInput(line, { deliveryWindowId: window.id, card: { ...CARD, number: '4000 0000 0000 0002' } }),
  );
  assert.equal(declined.code, 'CARD_DECLINED');
  assert.equal(await bookedIn(api, window.id), 0);
  const paid = await placeOrder(api, token, orderInput(line, { deliveryWindowId: window.id }));
  assert.equal(paid.status, true, paid.message);
  const third = await placeOrder(api, token, orderInput(line, { deliveryWindowId: window.id }));
  assert.equal(third.code, 'WINDOW_FULL');
  assert.equal(await bookedIn(api, window.id), 1);
});

test('cancelling a paid order gives its window place back', async () => {
  const window = await firstWindow();
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const paid = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id }),
  );
  assert.equal(await bookedIn(api, window.id), 1);
  const { body } = await api.gql<{ cancelMyOrder: { status: boolean; message: string } }>(
    'mutation ($id: ID!) { cancelMyOrder(id: $id) { status message } }',
    { variables: { id: paid.order!.id }, authorization: token },
  );
  assert.equal(body.data?.cancelMyOrder.status, true, body.data?.cancelMyOrder.message);
  assert.equal(await bookedIn(api, window.id), 0);
});

test('bad windows are refused in Spanish before anything is written', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const window = await firstWindow();
  const [templateId, date] = window.id.split(':') as [string, string];
  const { db } = api.app.database;
  const [other] = await db
    .insert(deliveryZones)
    .values({ name: 'Zona de prueba', slug: 'zona-de-prueba', feeCents: 100 })
    .returning();
  await db.insert(deliveryPostalRanges).values({ zoneId: other!.id, firstCode: 47000, lastCode: 47010 });
  const [otherTemplate] = await db
    .insert(deliveryWindowTemplates)
    .values({ zoneId: other!.id, weekday: window.weekday, startMinute: 540, endMinute: 720, capacity: 5 })
    .returning();
  const before = { orders: await countRows(api, 'orders'), stock: await stockOf(api, product.id) };
  const cases: [string, string][] = [
    [
      `${otherTemplate!.id}:${date}`,
      'Ese horario es de otra zona de entrega: elige uno de los horarios para tu código postal.',
    ],
    ['no-es-un-horario', 'No encontramos ese horario de entrega. Elige uno de la lista.'],
    [`${templateId}:${addDays(date, 1)}`, 'No encontramos ese horario de entrega. Elige uno de la lista.'],
    [`${templateId}:${addDays(date, 14)}`, 'Solo puedes elegir horarios de los próximos 7 días.'],
    [`${templateId}:${addDays(date, -7)}`, 'Ese horario de entrega ya pasó. Elige otro.'],
    [`${templateId}:2026-02-30`, 'No encontramos ese horario de entrega. Elige uno de la lista.'],
  ];
  try {
    for (const [deliveryWindowId, message] of cases) {
      const answer = await placeOrder(
        api,
        token,
        orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId }),
      );
      assert.deepEqual(
        [answer.status, answer.code, answer.field, answer.message],
        [false, 'WINDOW_INVALID', 'deliveryWindowId', message],
        deliveryWindowId,
      );
    }
    // A closed day (an exception) refuses its windows and leaves them out of the list.
    await db.execute(
      sql`insert into delivery_day_exceptions (zone_id, date, closed) select id, ${date}, true from delivery_zones where name = ${DEMO_ZONE_NAME}`,
    );
    const closed = await placeOrder(
      api,
      token,
      orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id }),
    );
    assert.equal(closed.message, 'Ese día no hay entregas. Elige otro día.');
    assert.ok(!(await deliveryWindows(api)).windows.some((w) => w.date === date));
    assert.equal(await countRows(api, 'orders'), before.orders);
    assert.equal(await stockOf(api, product.id), before.stock);
    assert.equal(await bookedIn(api, window.id), 0);
  } finally {
    await db.delete(deliveryZones).where(eq(deliveryZones.id, other!.id));
  }
});

test('the reconciler rebuilds window counters from the orders (a counter changed by hand is corrected)', async () => {
  const window = await firstWindow();
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  for (let i = 0; i < 2; i += 1) {
    const answer = await placeOrder(
      api,
      token,
      orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id }),
    );
    assert.equal(answer.status, true, answer.message);
  }
  const { db } = api.app.database;
  const other = (await deliveryWindows(api)).windows[1]!;
  const log = { warn: () => undefined };
  assert.equal(await reconcileWindowBookings(db, log), 0, 'consistent counters are left alone');
  await db.execute(sql`update delivery_window_bookings set booked = 7`);
  await db.execute(sql`insert into delivery_window_bookings (template_id, date, booked)
    values (${other.id.split(':')[0]}, ${other.date}, 3) on conflict (template_id, date) do update set booked = 3`);
  assert.equal(await reconcileWindowBookings(db, log), 2);
  assert.deepEqual([await bookedIn(api, window.id), await bookedIn(api, other.id)], [2, 0]);
});
