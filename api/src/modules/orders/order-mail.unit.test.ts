import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardBrandName } from 'rules';
import { ADDRESS } from '../../test/orders-client.js';
import { buildOrderMail } from './order-mail.js';
import type { StoredOrder } from './orders.store.js';

const SHOP = {
  name: 'Del Campo',
  tagline: 'Del campo a tu mesa',
  city: 'Guadalajara, Jalisco',
  phone: '33 3615 2040',
  email: 'contacto@delcampo.mx',
};

function stored(discountCents: number, deliveryNote: string | null = null): StoredOrder {
  const order = {
    number: 'DC-000007',
    cardBrand: 'visa',
    cardLast4: '4242',
    subtotalCents: 10_000,
    discountCents,
    taxCents: 0,
    shippingCents: 4_900,
    totalCents: 14_900 - discountCents,
    address: ADDRESS,
    windowDate: null,
    deliveryNote,
  };
  return { order, lines: [] } as unknown as StoredOrder;
}

const mailText = (discountCents: number) =>
  buildOrderMail(stored(discountCents), { name: 'Ana', email: 'ana@example.com' }, 'Tu pedido', SHOP).text;

test('the receipt names the card brand as it is written and has no discount line without a discount (issue 29)', () => {
  const text = mailText(0);
  assert.match(text, /pagado con Visa terminada en 4242/);
  assert.doesNotMatch(text, /Descuento/);
  assert.match(mailText(1_000), /Descuento: -\$10\.00/);
});

test('card brands as their networks write them', () => {
  assert.deepEqual(['visa', 'mastercard', 'amex', 'Visa', 'elo'].map(cardBrandName), [
    'Visa',
    'Mastercard',
    'American Express',
    'Visa',
    'Elo',
  ]);
});

test("the customer's delivery note is in the receipt as text, escaped in the HTML (issue 29)", () => {
  const note = 'Tocar el timbre <b>2</b> & dejar con "el portero"';
  const mail = buildOrderMail(stored(0, note), { name: 'Ana', email: 'ana@example.com' }, 'Tu pedido', SHOP);
  assert.match(mail.text, /Notas para la entrega: Tocar el timbre <b>2<\/b> & dejar con "el portero"/);
  assert.match(
    mail.html,
    /Notas para la entrega: Tocar el timbre &lt;b&gt;2&lt;\/b&gt; &amp; dejar con &quot;el portero&quot;/,
  );
  assert.doesNotMatch(mail.html, /<b>2<\/b>/);
  assert.doesNotMatch(mailText(0), /Notas para la entrega/);
});
