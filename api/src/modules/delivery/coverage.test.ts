import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { ADDRESS, countRows, orderInput, pickProduct, placeOrder, stockOf } from '../../test/orders-client.js';
import { deliveryPostalRanges, deliveryZones } from './delivery.table.js';

const api = useTestApi();
const DEMO_ZONE = 'Zona Metropolitana de Guadalajara';

const COVERAGE = `query ($postalCode: String!) {
  deliveryCoverage(postalCode: $postalCode) { status message postalCode covered zone { name fee freeShippingFrom } }
}`;

interface Coverage {
  status: boolean;
  message: string;
  postalCode: string;
  covered: boolean;
  zone: { name: string; fee: number; freeShippingFrom: number | null } | null;
}

async function coverage(postalCode: string): Promise<Coverage> {
  const { body } = await api.gql<{ deliveryCoverage: Coverage }>(COVERAGE, { variables: { postalCode } });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.deliveryCoverage;
}

const QUOTE = `query ($lines: [OrderLineInput!]!, $postalCode: String) {
  quoteCart(lines: $lines, postalCode: $postalCode) {
    status message totals { shipping total freeShippingFrom } deliveryZone { name fee }
  }
}`;

interface Quote {
  status: boolean;
  message: string;
  totals: { shipping: number; total: number; freeShippingFrom: number | null };
  deliveryZone: { name: string; fee: number } | null;
}

async function quote(lines: { productId: string; quantity: number }[], postalCode?: string): Promise<Quote> {
  const { body } = await api.gql<{ quoteCart: Quote }>(QUOTE, { variables: { lines, postalCode } });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.quoteCart;
}

/** Changes the demo zone's fee rules by SQL for one test and puts them back. */
async function withDemoZone(set: { feeCents: number; freeFromCents: number | null }, run: () => Promise<void>) {
  const { db } = api.app.database;
  await db.update(deliveryZones).set(set).where(eq(deliveryZones.name, DEMO_ZONE));
  try {
    await run();
  } finally {
    await db
      .update(deliveryZones)
      .set({ feeCents: 4900, freeFromCents: 50_000 })
      .where(eq(deliveryZones.name, DEMO_ZONE));
  }
}

test('a Guadalajara postal code is covered, with the demo zone fee (49.00, free from 500.00)', async () => {
  assert.deepEqual(await coverage('44160'), {
    status: true,
    message: 'Sí entregamos en 44160',
    postalCode: '44160',
    covered: true,
    zone: { name: DEMO_ZONE, fee: 49, freeShippingFrom: 500 },
  });
  // Zapopan and Tlaquepaque are in the metropolitan area too; spaces around the code are trimmed.
  assert.equal((await coverage(' 45110 ')).message, 'Sí entregamos en 45110');
  assert.equal((await coverage('45500')).covered, true);
});

test('a postal code outside every zone: "Por ahora no entregamos en el C.P. 12345"', async () => {
  assert.deepEqual(await coverage('12345'), {
    status: true,
    message: 'Por ahora no entregamos en el C.P. 12345',
    postalCode: '12345',
    covered: false,
    zone: null,
  });
  assert.equal((await coverage('44099')).covered, false);
});

test('a postal code that is not 5 digits is refused in Spanish', async () => {
  for (const bad of ['4416', '441600', '44 16', 'abcde', '', '４４１６０']) {
    const answer = await coverage(bad);
    assert.equal(answer.status, false, bad);
    assert.equal(answer.covered, false);
    assert.equal(answer.message, 'El código postal debe tener 5 dígitos, por ejemplo 44160.');
  }
});

test('quoteCart prices delivery with the postal code zone; outside every zone it answers status false', async () => {
  const product = await pickProduct(api, 0, { basePriceCents: 10_000, discountPercentage: 0, stock: 20 });
  const line = [{ productId: product.id, quantity: 1 }];
  const covered = await quote(line, '44160');
  assert.equal(covered.status, true);
  assert.deepEqual(covered.totals, { shipping: 49, total: 149, freeShippingFrom: 500 });
  assert.deepEqual(covered.deliveryZone, { name: DEMO_ZONE, fee: 49 });
  // Without a postal code: the reference (cheapest) zone, here the demo zone.
  assert.deepEqual((await quote(line)).totals, { shipping: 49, total: 149, freeShippingFrom: 500 });
  const outside = await quote(line, '12345');
  assert.equal(outside.status, false);
  assert.equal(outside.message, 'Por ahora no entregamos en el C.P. 12345');
  assert.equal(outside.deliveryZone, null);
  const malformed = await quote(line, '123');
  assert.equal(malformed.status, false);
  assert.equal(malformed.message, 'El código postal debe tener 5 dígitos, por ejemplo 44160.');
});

test('the fee and threshold come from the zone row, never from a constant or the client', async () => {
  const product = await pickProduct(api, 0, {
    basePriceCents: 10_000,
    discountPercentage: 0,
    stock: 20,
    maxPerOrder: 10,
  });
  await withDemoZone({ feeCents: 5900, freeFromCents: 80_000 }, async () => {
    const six = [{ productId: product.id, quantity: 6 }];
    assert.deepEqual((await quote(six, '44160')).totals, { shipping: 59, total: 659, freeShippingFrom: 800 });
    const answer = await placeOrder(api, await api.tokenFor(DEMO_CLIENT), orderInput(six));
    assert.equal(answer.status, true, answer.message);
    assert.deepEqual(
      { shipping: answer.order!.totals.shipping, free: answer.order!.totals.freeShippingFrom },
      { shipping: 59, free: 800 },
    );
    const eight = [{ productId: product.id, quantity: 8 }];
    assert.equal((await quote(eight, '44160')).totals.shipping, 0);
  });
  await withDemoZone({ feeCents: 4900, freeFromCents: null }, async () => {
    const totals = (await quote([{ productId: product.id, quantity: 9 }], '44160')).totals;
    assert.deepEqual(totals, { shipping: 49, total: 949, freeShippingFrom: null });
  });
});

test('placeOrder to an address outside every zone is refused before payment: nothing stored, no charge', async () => {
  const product = await pickProduct(api, 1, { stock: 7, maxPerOrder: 5 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const before = { orders: await countRows(api, 'orders'), payments: await countRows(api, 'payments_test') };
  for (const address of [
    { ...ADDRESS, zip: '12345' },
    { ...ADDRESS, country: 'Estados Unidos', zip: '44100' },
  ]) {
    const answer = await placeOrder(api, token, orderInput([{ productId: product.id, quantity: 2 }], { address }));
    assert.equal(answer.status, false);
    assert.equal(answer.code, 'NOT_COVERED');
    assert.equal(answer.field, 'address.zip');
    assert.equal(
      answer.message,
      `Por ahora no entregamos en el C.P. ${address.zip}. Revisa el código postal de la dirección de entrega.`,
    );
  }
  assert.equal(await stockOf(api, product.id), 7);
  assert.equal(await countRows(api, 'orders'), before.orders);
  assert.equal(await countRows(api, 'payments_test'), before.payments);
});

test('a postal code cannot belong to two zones (exclusion constraint)', async () => {
  const { db } = api.app.database;
  const [zone] = await db.insert(deliveryZones).values({ name: 'Prueba', slug: 'prueba', feeCents: 100 }).returning();
  try {
    await assert.rejects(
      db.insert(deliveryPostalRanges).values({ zoneId: zone!.id, firstCode: 44900, lastCode: 45000 }),
      (error: Error) => /delivery_postal_ranges_no_overlap/.test(String((error.cause as Error | undefined)?.message)),
    );
    await db.insert(deliveryPostalRanges).values({ zoneId: zone!.id, firstCode: 47000, lastCode: 47010 });
    assert.equal((await coverage('47005')).zone?.name, 'Prueba');
  } finally {
    await db.delete(deliveryZones).where(eq(deliveryZones.id, zone!.id));
  }
  assert.deepEqual(
    (await db.select({ name: deliveryZones.name }).from(deliveryZones)).map((row) => row.name),
    [DEMO_ZONE],
  );
});
