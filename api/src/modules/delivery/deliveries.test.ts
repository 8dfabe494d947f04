import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ZONE_NAME } from '../../db/seed/delivery.seed.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { openSubscription, untilLive } from '../../test/subscription-client.js';
import { ADDRESS, orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';
import { shopToday, weekdayOf } from './shop-time.js';
import { todayWindowSql } from '../../test/today-window.js';
import { deliveryWindows, type WindowData } from '../../test/windows-client.js';

const api = useTestApi();

const DAYS = `{ deliveryDays { status message days { date label closed note windows { id zoneName date start end label capacity booked } } } }`;
const SHEET = `query ($windowId: ID!) { deliveryRouteSheet(windowId: $windowId) { status message sheet {
  window { id booked capacity label }
  orders { id number status customerName email total address { street1 street2 city zip } items { productId name unit quantity } }
  picking { productId name unit quantity }
} } }`;
const TODAY = `{ dashboardDeliveries { status message today { date closed windows { id start end booked capacity } } } }`;

interface Slot {
  id: string;
  date: string;
  start: string;
  capacity: number;
  booked: number;
}
interface Day {
  date: string;
  closed: boolean;
  note: string | null;
  windows: Slot[];
}

async function ask<T>(
  query: string,
  variables: Record<string, unknown> = {},
  who: { email: string; password: string } = DEMO_ADMIN,
): Promise<T> {
  const { body } = await api.gql<Record<string, T>>(query, { variables, authorization: await api.tokenFor(who) });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

async function buy(window: WindowData, lines: [index: number, quantity: number][]) {
  const products = await Promise.all(lines.map(([index]) => pickProduct(api, index, { stock: 50, maxPerOrder: 10 })));
  const input = orderInput(
    products.map((product, i) => ({ productId: product.id, quantity: lines[i]![1] })),
    { deliveryWindowId: window.id },
  );
  const answer = await placeOrder(api, await api.tokenFor(DEMO_CLIENT), input);
  assert.equal(answer.status, true, answer.message);
  return { order: answer.order!, products };
}

const run = (statement: string) => queryRows(api.app.database.db, sql.raw(statement));

test('a client is refused the Entregas page, a route sheet and the dashboard tile', async () => {
  const refusal = 'Esta operación requiere una cuenta de administrador.';
  const days = await ask<{ status: boolean; message: string; days: unknown[] }>(DAYS, {}, DEMO_CLIENT);
  assert.deepEqual([days.status, days.message, days.days], [false, refusal, []]);
  const window = (await deliveryWindows(api)).windows[0]!;
  const sheet = await ask<{ status: boolean; message: string; sheet: unknown }>(
    SHEET,
    { windowId: window.id },
    DEMO_CLIENT,
  );
  assert.deepEqual([sheet.status, sheet.message, sheet.sheet], [false, refusal, null]);
  const tile = await ask<{ status: boolean; message: string; today: unknown }>(TODAY, {}, DEMO_CLIENT);
  assert.deepEqual([tile.status, tile.message, tile.today], [false, refusal, null]);
});

test('deliveryDays: today and 7 more days, booked against capacity with the day extra, closed days closed', async (t) => {
  t.after(() => api.resetData());
  const window = (await deliveryWindows(api)).windows[0]!;
  await buy(window, [[0, 1]]);
  const other = (await deliveryWindows(api)).windows.find((w) => w.date !== window.date && w.weekday !== 7)!;
  await run(
    `insert into delivery_day_exceptions (zone_id, date, closed, extra_capacity, note)
     select id, '${window.date}'::date, false, 5, 'Buen Fin' from delivery_zones
     union all select id, '${other.date}'::date, true, 0, 'Día feriado' from delivery_zones`,
  );
  const answer = await ask<{ status: boolean; days: Day[] }>(DAYS);
  assert.equal(answer.status, true);
  const today = shopToday(new Date());
  assert.equal(answer.days.length, 8);
  assert.equal(answer.days[0]!.date, today);
  const booked = answer.days.find((day) => day.date === window.date)!;
  assert.equal(booked.note, 'Buen Fin');
  assert.deepEqual(
    booked.windows.map((slot) => [slot.start, slot.booked, slot.capacity]),
    [
      ['09:00', window.start === '09:00' ? 1 : 0, 15],
      ['12:00', window.start === '12:00' ? 1 : 0, 15],
      ['15:00', window.start === '15:00' ? 1 : 0, 15],
    ],
  );
  const closed = answer.days.find((day) => day.date === other.date)!;
  assert.deepEqual([closed.closed, closed.note, closed.windows], [true, 'Día feriado', []]);
  const sunday = answer.days.find((day) => weekdayOf(day.date) === 7)!;
  assert.deepEqual([sunday.closed, sunday.windows], [true, []]);
});

interface Sheet {
  status: boolean;
  message: string;
  sheet: {
    window: { id: string; booked: number; capacity: number; label: string };
    orders: {
      number: string;
      customerName: string;
      email: string;
      total: number;
      address: { street1: string; zip: string };
      items: { productId: string; quantity: number; name: string }[];
    }[];
    picking: { productId: string; name: string; quantity: number }[];
  } | null;
}

test('a route sheet lists the window orders with address and items and sums the picking list; a cancel leaves it', async (t) => {
  t.after(() => api.resetData());
  const window = (await deliveryWindows(api)).windows[0]!;
  const first = await buy(window, [
    [0, 2],
    [1, 1],
  ]);
  const second = await buy(window, [[0, 3]]);
  const elsewhere = (await deliveryWindows(api)).windows[1]!;
  await buy(elsewhere, [[2, 1]]);

  const answer = await ask<Sheet>(SHEET, { windowId: window.id });
  assert.equal(answer.status, true, answer.message);
  const sheet = answer.sheet!;
  assert.deepEqual([sheet.window.id, sheet.window.booked, sheet.window.capacity], [window.id, 2, 10]);
  assert.deepEqual(
    sheet.orders.map((order) => [order.number, order.email, order.address.street1, order.address.zip]),
    [
      [first.order.number, DEMO_CLIENT.email, ADDRESS.street1, ADDRESS.zip],
      [second.order.number, DEMO_CLIENT.email, ADDRESS.street1, ADDRESS.zip],
    ],
  );
  assert.ok(sheet.orders[0]!.customerName.length > 0);
  // Each order's total, as the customer paid it (the driver checks it at the door).
  assert.deepEqual(
    sheet.orders.map((order) => order.total),
    [first.order.totals.total, second.order.totals.total],
  );
  assert.deepEqual(
    sheet.orders.map((order) => order.items.map((item) => [item.productId, item.quantity])),
    [
      [
        [first.products[0]!.id, 2],
        [first.products[1]!.id, 1],
      ],
      [[first.products[0]!.id, 3]],
    ],
  );
  const picking = new Map(sheet.picking.map((item) => [item.productId, item.quantity]));
  assert.deepEqual(
    [...picking.entries()].sort(),
    [
      [first.products[0]!.id, 5],
      [first.products[1]!.id, 1],
    ].sort(),
  );

  const cancelled = await api.gql<{ cancelMyOrder: { status: boolean; message: string } }>(
    'mutation ($id: ID!) { cancelMyOrder(id: $id) { status message } }',
    { variables: { id: second.order.id }, authorization: await api.tokenFor(DEMO_CLIENT) },
  );
  assert.equal(cancelled.body.data!.cancelMyOrder.status, true, cancelled.body.data!.cancelMyOrder.message);
  const after = (await ask<Sheet>(SHEET, { windowId: window.id })).sheet!;
  assert.deepEqual(
    after.orders.map((order) => order.number),
    [first.order.number],
  );
  assert.deepEqual(
    [after.window.booked, after.picking.find((item) => item.productId === first.products[0]!.id)?.quantity],
    [1, 2],
  );
});

test('a route sheet of an unknown or malformed window is refused in Spanish', async () => {
  const window = (await deliveryWindows(api)).windows[0]!;
  const [templateId] = window.id.split(':');
  for (const windowId of ['nada', `${templateId}:2026-02-30`, `00000000-0000-4000-8000-000000000000:${window.date}`]) {
    const answer = await ask<Sheet>(SHEET, { windowId });
    assert.deepEqual(
      [answer.status, answer.message, answer.sheet],
      [false, 'No encontramos ese horario de entrega. Elige uno de la lista.', null],
      windowId,
    );
  }
});

test('Entregas de hoy: today windows with booked / capacity, sent live when an order is placed and cancelled', async (t) => {
  t.after(() => api.resetData());
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/graphql`;
  for (const statement of todayWindowSql(DEMO_ZONE_NAME, 10)) await run(statement);
  const tile = await ask<{ status: boolean; today: Day }>(TODAY);
  assert.equal(tile.status, true);
  assert.equal(tile.today.date, shopToday(new Date()));
  assert.deepEqual(
    tile.today.windows.map((slot) => [slot.booked, slot.capacity]),
    [[0, 10]],
  );

  type Live = { dashboardChanged: { deliveries: { today: Day } } };
  const live = openSubscription<Live>(
    url,
    'subscription { dashboardChanged { deliveries { status today { date windows { id booked capacity } } } } }',
    await api.tokenFor(DEMO_ADMIN),
  );
  t.after(() => live.close());
  assert.ok(await untilLive(live, () => api.app.services.events.dashboardChanged()), JSON.stringify(live.errors));
  const bookedNow = (count: number) => () =>
    live.received.some((data) => data.dashboardChanged.deliveries.today.windows[0]?.booked === count);

  const todayWindow = (await deliveryWindows(api)).windows.find((w) => w.date === tile.today.date)!;
  const { order } = await buy(todayWindow, [[0, 1]]);
  assert.ok(await live.until(bookedNow(1)), 'no snapshot with the booking');
  const seen = live.received.length;
  const cancel = await api.gql<{ cancelMyOrder: { status: boolean } }>(
    'mutation ($id: ID!) { cancelMyOrder(id: $id) { status } }',
    { variables: { id: order.id }, authorization: await api.tokenFor(DEMO_CLIENT) },
  );
  assert.equal(cancel.body.data!.cancelMyOrder.status, true);
  assert.ok(
    await live.until(() =>
      live.received.slice(seen).some((d) => d.dashboardChanged.deliveries.today.windows[0]?.booked === 0),
    ),
    'no snapshot after the cancel',
  );
  assert.deepEqual(live.errors, []);
});
