import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { CHECKOUT_LIMITS } from 'rules';
import { queryRows } from '../../db/database.js';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../test/helper.js';
import { useApiWithSmtp } from '../../test/mail-test-api.js';
import { bookedIn, deliveryWindows } from '../../test/windows-client.js';
import { countRows, orderInput, pickProduct, placeOrder, stockOf } from '../../test/orders-client.js';
import { orders } from './orders.table.js';

// The customer's note for the driver (issue 29): optional at checkout, kept as one trimmed line of
// plain text, on the order, the admin's order, the route sheet and the confirmation e-mail.

const { api, delivered } = useApiWithSmtp();

const SHEET = `query ($windowId: ID!) { deliveryRouteSheet(windowId: $windowId) { sheet { orders { number deliveryNote } } } }`;
const ADMIN_ORDER = `query ($id: ID!) { adminOrder(id: $id) { order { deliveryNote } } }`;
const MY_ORDER = `query ($id: ID!) { myOrder(id: $id) { order { deliveryNote } } }`;
const TOO_LONG = `Las notas para la entrega admiten como máximo ${CHECKOUT_LIMITS.deliveryNoteMax} caracteres.`;

async function ask<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { body } = await api.gql<Record<string, T>>(query, { variables, authorization: token });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

test('a note is kept as one trimmed line of text and shown on the order, the admin order, the route sheet and the e-mail', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const window = (await deliveryWindows(api, '44100')).windows[0]!;
  const client = await api.tokenFor(DEMO_CLIENT);
  const typed = '  Tocar el timbre <b>2</b>\n\n  y dejar con "el portero" & gracias  ';
  const kept = 'Tocar el timbre <b>2</b> y dejar con "el portero" & gracias';
  const answer = await placeOrder(
    api,
    client,
    orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id, deliveryNote: typed }),
  );
  assert.equal(answer.status, true, answer.message);
  assert.equal(answer.order!.deliveryNote, kept);
  const [row] = await api.app.database.db.select().from(orders).where(eq(orders.id, answer.order!.id));
  assert.equal(row?.deliveryNote, kept);

  assert.equal(
    (await ask<{ order: { deliveryNote: string } }>(MY_ORDER, { id: row!.id }, client)).order.deliveryNote,
    kept,
  );
  const admin = await api.tokenFor(DEMO_ADMIN);
  const detail = await ask<{ order: { deliveryNote: string } }>(ADMIN_ORDER, { id: row!.id }, admin);
  assert.equal(detail.order.deliveryNote, kept);
  const sheet = await ask<{ sheet: { orders: { number: string; deliveryNote: string | null }[] } }>(
    SHEET,
    { windowId: window.id },
    admin,
  );
  assert.deepEqual(sheet.sheet.orders, [{ number: answer.order!.number, deliveryNote: kept }]);

  // The confirmation e-mail quotes it as text: escaped in the HTML part, never markup.
  const [mail] = (await delivered()).to(DEMO_CLIENT.email);
  assert.ok(mail, 'the confirmation arrived');
  assert.match(mail.text ?? '', /Notas para la entrega: Tocar el timbre <b>2<\/b> y dejar con "el portero" & gracias/);
  const html = String(mail.html);
  assert.match(html, /Tocar el timbre &lt;b&gt;2&lt;\/b&gt; y dejar con &quot;el portero&quot; &amp; gracias/);
  assert.doesNotMatch(html, /<b>2<\/b>/);
});

test('no note, an empty or a blank one is no note (null); the input stays backwards compatible', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const client = await api.tokenFor(DEMO_CLIENT);
  for (const deliveryNote of [undefined, null, '', '  \n\t ']) {
    const input = orderInput([{ productId: product.id, quantity: 1 }], { deliveryNote });
    if (deliveryNote === undefined) delete (input as Record<string, unknown>).deliveryNote;
    const answer = await placeOrder(api, client, input);
    assert.equal(answer.status, true, answer.message);
    assert.equal(answer.order!.deliveryNote, null, JSON.stringify(deliveryNote));
  }
});

test('a note over 200 characters is refused in Spanish before the stock, the window or the card is touched', async () => {
  const product = await pickProduct(api, 0, { stock: 6, maxPerOrder: 5 });
  const window = (await deliveryWindows(api, '44100')).windows[0]!;
  const client = await api.tokenFor(DEMO_CLIENT);
  const exactly = 'x'.repeat(CHECKOUT_LIMITS.deliveryNoteMax);
  for (const deliveryNote of [`${exactly}y`, `${'ñ'.repeat(150)} ${'ñ'.repeat(150)}`]) {
    const answer = await placeOrder(
      api,
      client,
      orderInput([{ productId: product.id, quantity: 5 }], { deliveryWindowId: window.id, deliveryNote }),
    );
    assert.deepEqual(
      { status: answer.status, code: answer.code, field: answer.field, message: answer.message },
      { status: false, code: 'VALIDATION', field: 'deliveryNote', message: TOO_LONG },
    );
  }
  assert.equal(await countRows(api, 'orders'), 0);
  assert.equal(await countRows(api, 'payments_test'), 0);
  assert.equal(await stockOf(api, product.id), 6);
  assert.equal(await bookedIn(api, window.id), 0);
  // Exactly 200 characters once trimmed is accepted.
  const fits = await placeOrder(
    api,
    client,
    orderInput([{ productId: product.id, quantity: 1 }], {
      deliveryWindowId: window.id,
      deliveryNote: `  ${exactly}  `,
    }),
  );
  assert.equal(fits.status, true, fits.message);
  assert.equal(fits.order!.deliveryNote, exactly);
  // The database holds the same bound, whatever writes to it.
  await assert.rejects(
    queryRows(
      api.app.database.db,
      sql`update orders set delivery_note = ${`${exactly}y`} where id = ${fits.order!.id}`,
    ),
  );
});

test('the same idempotency key with another note is another request', async () => {
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const input = orderInput([{ productId: product.id, quantity: 1 }], { deliveryNote: 'Tocar el timbre' });
  assert.equal((await placeOrder(api, token, input)).status, true);
  const same = await placeOrder(api, token, { ...input, deliveryNote: '  Tocar   el timbre ' });
  assert.equal(same.status, true, same.message);
  const other = await placeOrder(api, token, { ...input, deliveryNote: 'Dejar con el portero' });
  assert.equal(other.code, 'IDEMPOTENCY_MISMATCH');
  assert.equal(await countRows(api, 'orders'), 1);
});
