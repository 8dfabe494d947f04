import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../test/helper.js';
import { useApiWithSmtp } from '../../test/mail-test-api.js';
import { bookedIn, deliveryWindows } from '../../test/windows-client.js';
import {
  ADDRESS,
  CARD,
  countRows,
  orderInput,
  PHONE,
  PHONE_DIGITS,
  pickProduct,
  placeOrder,
  stockOf,
} from '../../test/orders-client.js';
import { orders } from './orders.table.js';

// The contact phone (issue 18): asked at checkout, stored on the order as its 10 digits, shown on
// the route sheet and the admin's order; the checkout starts with the one of the last order.

const { api, delivered } = useApiWithSmtp();

const OTHER_CLIENT = { email: 'maria.lopez@example.com', password: DEMO_CLIENT.password };
const SHEET = `query ($windowId: ID!) { deliveryRouteSheet(windowId: $windowId) {
  status message sheet { orders { number email phone } }
} }`;
const ADMIN_ORDER = `query ($id: ID!) { adminOrder(id: $id) { status order { number phone } } }`;
const LAST_PHONE = '{ myLastOrderPhone }';

async function ask<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { body } = await api.gql<Record<string, T>>(query, { variables, authorization: token });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

const lastPhone = (token?: string) => ask<string | null>(LAST_PHONE, {}, token);

test('a phone typed with +52, parentheses and dashes is kept as its 10 digits on the order and the route sheet', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const window = (await deliveryWindows(api)).windows[0]!;
  const client = await api.tokenFor(DEMO_CLIENT);
  const answer = await placeOrder(
    api,
    client,
    orderInput([{ productId: product.id, quantity: 2 }], { phone: PHONE, deliveryWindowId: window.id }),
  );
  assert.equal(answer.status, true, answer.message);
  assert.equal(answer.order!.phone, PHONE_DIGITS);
  const [row] = await api.app.database.db.select().from(orders).where(eq(orders.id, answer.order!.id));
  assert.equal(row?.phone, PHONE_DIGITS);

  const admin = await api.tokenFor(DEMO_ADMIN);
  const sheet = await ask<{ sheet: { orders: { number: string; email: string; phone: string | null }[] } }>(
    SHEET,
    { windowId: window.id },
    admin,
  );
  assert.deepEqual(sheet.sheet.orders, [
    { number: answer.order!.number, email: DEMO_CLIENT.email, phone: PHONE_DIGITS },
  ]);
  const detail = await ask<{ order: { phone: string | null } }>(ADMIN_ORDER, { id: answer.order!.id }, admin);
  assert.equal(detail.order.phone, PHONE_DIGITS);

  // An order placed before the shop asked for a phone has none: the sheet answers null, not a guess.
  await api.app.database.db.update(orders).set({ phone: null }).where(eq(orders.id, answer.order!.id));
  const old = await ask<{ sheet: { orders: { phone: string | null }[] } }>(SHEET, { windowId: window.id }, admin);
  assert.equal(old.sheet.orders[0]!.phone, null);
  // The database holds digits only, whatever writes to it.
  await assert.rejects(
    queryRows(api.app.database.db, sql`update orders set phone = '33 1234 5678' where id = ${answer.order!.id}`),
  );
});

test('a missing or malformed phone is refused in Spanish before the stock, the window or the card is touched', async () => {
  const product = await pickProduct(api, 0, { stock: 6, maxPerOrder: 5 });
  const window = (await deliveryWindows(api)).windows[0]!;
  const token = await api.tokenFor(DEMO_CLIENT);
  const required = 'Teléfono de contacto: este dato es obligatorio';
  const format = 'El teléfono son 10 dígitos, por ejemplo 33 1234 5678.';
  const cases: [phone: unknown, message: string][] = [
    [undefined, required],
    [null, required],
    ['   ', required],
    ['331234567', format],
    ['33 1234 56789', format],
    ['+1 333 614 2020', format],
    ['33.3614.2020', format],
    ['tel 3336142020', format],
  ];
  for (const [phone, message] of cases) {
    const input = orderInput([{ productId: product.id, quantity: 5 }], { deliveryWindowId: window.id, phone });
    if (phone === undefined) delete (input as Record<string, unknown>).phone;
    const answer = await placeOrder(api, token, input);
    assert.deepEqual(
      { status: answer.status, code: answer.code, field: answer.field, message: answer.message, order: answer.order },
      { status: false, code: 'VALIDATION', field: 'phone', message, order: null },
      JSON.stringify(phone),
    );
  }
  // Checked with the rest of the input: an address outside every zone does not answer first.
  const outside = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { address: { ...ADDRESS, zip: '01000' }, phone: '123' }),
  );
  assert.deepEqual([outside.code, outside.field], ['VALIDATION', 'phone']);
  assert.equal(await countRows(api, 'orders'), 0);
  assert.equal(await countRows(api, 'order_lines'), 0);
  assert.equal(await countRows(api, 'payments_test'), 0);
  assert.equal(await stockOf(api, product.id), 6);
  assert.equal(await bookedIn(api, window.id), 0);
  assert.equal((await delivered()).received.length, 0);
});

test('the same idempotency key with another phone is another request', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const input = orderInput([{ productId: product.id, quantity: 1 }]);
  assert.equal((await placeOrder(api, token, input)).status, true);
  // The same number written another way is the same request.
  const same = await placeOrder(api, token, { ...input, phone: PHONE_DIGITS });
  assert.equal(same.status, true, same.message);
  const other = await placeOrder(api, token, { ...input, phone: '33 1111 2222' });
  assert.equal(other.code, 'IDEMPOTENCY_MISMATCH');
  assert.equal(await countRows(api, 'orders'), 1);
});

test('myLastOrderPhone: the phone of the caller own latest order, never a declined attempt; null for others', async (t) => {
  // The last test of the file: it leaves the demo data as the next file expects.
  t.after(() => api.resetData());
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const client = await api.tokenFor(DEMO_CLIENT);
  const line = [{ productId: product.id, quantity: 1 }];
  assert.equal(await lastPhone(client), null, 'no order yet');

  assert.equal((await placeOrder(api, client, orderInput(line, { phone: '33 1111 2222' }))).status, true);
  assert.equal(await lastPhone(client), '3311112222');
  const declined = await placeOrder(
    api,
    client,
    orderInput(line, { phone: '55 9999 8888', card: { ...CARD, number: '4000 0000 0000 0002' } }),
  );
  assert.equal(declined.code, 'CARD_DECLINED');
  assert.equal(await lastPhone(client), '3311112222', 'a declined attempt is not an order');
  assert.equal((await placeOrder(api, client, orderInput(line, { phone: '(81) 2222-3333' }))).status, true);
  assert.equal(await lastPhone(client), '8122223333');
  // An order without a phone (placed before the field) does not hide the one before it.
  await queryRows(
    api.app.database.db,
    sql`insert into orders (user_id, total_cents, created_at)
        select id, 1000, now() + interval '1 minute' from users where email = ${DEMO_CLIENT.email}`,
  );
  assert.equal(await lastPhone(client), '8122223333');

  assert.equal(await lastPhone(await api.tokenFor(OTHER_CLIENT)), null, "another client's phone is never answered");
  assert.equal(await lastPhone(await api.tokenFor(DEMO_ADMIN)), null);
  assert.equal(await lastPhone(), null, 'anonymous');
  assert.equal(await lastPhone('Bearer not.a.token'), null, 'a forged token');
});
