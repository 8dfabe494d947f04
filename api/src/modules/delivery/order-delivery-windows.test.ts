import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ZONE_NAME } from '../../db/seed/delivery.seed.js';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../test/helper.js';
import { useApiWithSmtp } from '../../test/mail-test-api.js';
import { orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';
import { bookedIn, deliveryWindows } from '../../test/windows-client.js';

// Issue 29: "Cambiar horario" offers the windows of the zone the order was booked in
// (orderDeliveryWindows, ADMIN only), not those of the zone its postal code falls in today.

const { api, delivered } = useApiWithSmtp();

const CHOICES = `query ($orderId: ID!) {
  orderDeliveryWindows(orderId: $orderId) {
    status message zone { name } noWindowMessage
    windows { id date start end label remaining available }
  }
}`;
const MOVE = `mutation ($orderId: ID!, $windowId: ID!) {
  moveOrderWindow(orderId: $orderId, windowId: $windowId) { status message order { deliveryWindow { label } } }
}`;
const CREATE_ZONE = `mutation ($input: NewDeliveryZoneInput!) { createDeliveryZone(input: $input) { status message } }`;

interface Choices {
  status: boolean;
  message: string;
  zone: { name: string } | null;
  noWindowMessage: string | null;
  windows: { id: string; date: string; start: string; remaining: number; available: boolean }[];
}

async function ask<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { body } = await api.gql<Record<string, T>>(query, { variables, authorization: token });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

/** A paid order of the demo client at 44160, in the demo zone's first open window. */
async function paidOrder() {
  const [window] = (await deliveryWindows(api, '44160')).windows;
  assert.ok(window, 'the demo zone has an open window');
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const answer = await placeOrder(
    api,
    await api.tokenFor(DEMO_CLIENT),
    orderInput([{ productId: product.id, quantity: 1 }], {
      deliveryWindowId: window.id,
      address: { ...ADDRESS_44160 },
    }),
  );
  assert.equal(answer.status, true, answer.message);
  return { order: answer.order!, window };
}

const ADDRESS_44160 = {
  country: 'México',
  street1: 'Av. Juárez 100',
  street2: null,
  city: 'Guadalajara',
  state: 'Jalisco',
  zip: '44160',
};

test("orderDeliveryWindows is for the admin only: a shopper (even the order's own) and an anonymous caller are refused", async () => {
  const { order } = await paidOrder();
  const refusals = [await api.tokenFor(DEMO_CLIENT), undefined];
  for (const token of refusals) {
    const answer = await ask<Choices>(CHOICES, { orderId: order.id }, token);
    assert.equal(answer.status, false);
    assert.ok(answer.message.length > 0, 'a Spanish reason');
    assert.deepEqual([answer.zone, answer.windows], [null, []]);
  }
  const admin = await ask<Choices>(CHOICES, { orderId: order.id }, await api.tokenFor(DEMO_ADMIN));
  assert.equal(admin.status, true, admin.message);
  assert.equal(admin.zone?.name, DEMO_ZONE_NAME);
  // The same windows the checkout offers for the order's postal code, with their places.
  assert.deepEqual(
    admin.windows.map((window) => window.id),
    (await deliveryWindows(api, '44160')).windows.map((window) => window.id),
  );
  // An unknown or malformed id answers in Spanish, with nothing listed.
  for (const orderId of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
    const unknown = await ask<Choices>(CHOICES, { orderId }, await api.tokenFor(DEMO_ADMIN));
    assert.deepEqual([unknown.status, unknown.windows], [false, []]);
    assert.match(unknown.message, /pedido/i);
  }
});

test("the order's booked zone is offered even after its postal code moved to another zone; the move is accepted", async () => {
  const { order, window } = await paidOrder();
  const db = api.app.database.db;
  // 44160 leaves the demo zone (its range split around it) and a new zone without windows takes it.
  await queryRows(
    db,
    sql`with old as (
          delete from delivery_postal_ranges
          where first_code <= 44160 and last_code >= 44160 returning zone_id, first_code, last_code
        )
        insert into delivery_postal_ranges (zone_id, first_code, last_code)
        select zone_id, first_code, 44159 from old where first_code < 44160
        union all select zone_id, 44161, last_code from old where last_code > 44160`,
  );
  const admin = await api.tokenFor(DEMO_ADMIN);
  const created = await ask<{ status: boolean; message: string }>(
    CREATE_ZONE,
    {
      input: {
        name: 'Centro histórico',
        fee: 29,
        cutoffDaysBefore: 1,
        cutoffTime: '20:00',
        postalRanges: [{ first: '44160', last: '44160' }],
      },
    },
    admin,
  );
  assert.equal(created.status, true, created.message);
  // What the old dialog asked (the postal code's zone today) has none of the order's windows.
  const byZip = await deliveryWindows(api, '44160');
  assert.equal(byZip.zone?.name, 'Centro histórico');
  assert.deepEqual(byZip.windows, []);

  const choices = await ask<Choices>(CHOICES, { orderId: order.id }, admin);
  assert.equal(choices.status, true, choices.message);
  assert.equal(choices.zone?.name, DEMO_ZONE_NAME);
  assert.ok(
    choices.windows.some((choice) => choice.id === window.id),
    "the order's own window is listed",
  );
  const other = choices.windows.find((choice) => choice.id !== window.id && choice.available);
  assert.ok(other, 'another window of the booked zone with places');

  const moved = await ask<{ status: boolean; message: string; order: { deliveryWindow: { label: string } } | null }>(
    MOVE,
    { orderId: order.id, windowId: other.id },
    admin,
  );
  assert.equal(moved.status, true, moved.message);
  assert.equal(await bookedIn(api, window.id), 0);
  assert.equal(await bookedIn(api, other.id), 1);
  const mails = (await delivered()).received.filter((mail) => /Cambiamos el horario de entrega/.test(mail.text ?? ''));
  assert.equal(mails.length, 1, 'the customer hears of it');
});
