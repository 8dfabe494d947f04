import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_ZONE_NAME } from '../../db/seed/delivery.seed.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { deliveryPostalRanges, deliveryZones } from './delivery.table.js';

const api = useTestApi();

const SAVE_ZONE = `mutation ($input: DeliveryZoneInput!) {
  saveDeliveryZone(input: $input) {
    status message field
    zone { zone { name fee freeShippingFrom } cutoffDaysBefore cutoffTime postalRanges { first last } }
  }
}`;
const ZONES = `{ adminDeliveryZones { zones { zone { id name fee freeShippingFrom } cutoffDaysBefore cutoffTime postalRanges { first last } } } }`;
const COVERAGE = `query ($postalCode: String!) { deliveryCoverage(postalCode: $postalCode) { covered zone { name fee } } }`;

interface SavedZone {
  zone: { name: string; fee: number; freeShippingFrom: number | null; id?: string };
  cutoffDaysBefore: number;
  cutoffTime: string;
  postalRanges: { first: string; last: string }[];
}
interface ZoneAnswer {
  status: boolean;
  message: string;
  field: string | null;
  zone: SavedZone | null;
}

async function call<T>(
  query: string,
  variables: Record<string, unknown>,
  who: { email: string; password: string } = DEMO_ADMIN,
): Promise<T> {
  const { body } = await api.gql<Record<string, T>>(query, { variables, authorization: await api.tokenFor(who) });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

async function demoZone(): Promise<SavedZone & { zone: { id: string } }> {
  const { zones } = await call<{ zones: (SavedZone & { zone: { id: string } })[] }>(ZONES, {});
  return zones.find((zone) => zone.zone.name === DEMO_ZONE_NAME)!;
}

/** The demo zone's settings as an input, with `change` applied. */
async function zoneInput(change: Record<string, unknown> = {}) {
  const zone = await demoZone();
  return {
    id: zone.zone.id,
    fee: zone.zone.fee,
    freeShippingFrom: zone.zone.freeShippingFrom,
    cutoffDaysBefore: zone.cutoffDaysBefore,
    cutoffTime: zone.cutoffTime,
    postalRanges: zone.postalRanges,
    ...change,
  };
}

test("an admin changes the zone's fee, threshold, cutoff and postal codes; the shop uses them at once", async () => {
  const original = await zoneInput();
  assert.equal((await call<{ covered: boolean }>(COVERAGE, { postalCode: '45700' })).covered, false);
  const postalRanges = [...original.postalRanges, { first: '45700', last: '45719' }];
  const answer = await call<ZoneAnswer>(SAVE_ZONE, {
    input: { ...original, fee: 59.5, freeShippingFrom: 800, cutoffDaysBefore: 0, cutoffTime: '18:30', postalRanges },
  });
  assert.equal(answer.message, 'Zona guardada.');
  assert.deepEqual(answer.zone, {
    zone: { name: DEMO_ZONE_NAME, fee: 59.5, freeShippingFrom: 800 },
    cutoffDaysBefore: 0,
    cutoffTime: '18:30',
    postalRanges,
  });
  const covered = await call<{ covered: boolean; zone: { fee: number } }>(COVERAGE, { postalCode: '45710' });
  assert.deepEqual(covered, { covered: true, zone: { name: DEMO_ZONE_NAME, fee: 59.5 } });
  const never = await call<ZoneAnswer>(SAVE_ZONE, { input: { ...original, freeShippingFrom: null } });
  assert.equal(never.zone?.zone.freeShippingFrom, null);
  assert.equal((await call<ZoneAnswer>(SAVE_ZONE, { input: original })).status, true);
  assert.equal((await call<{ covered: boolean }>(COVERAGE, { postalCode: '45710' })).covered, false);
});

test('bad input is refused in Spanish and nothing is written', async () => {
  const before = await demoZone();
  const cases: [Record<string, unknown>, string][] = [
    [{ fee: -1 }, 'El costo de envío debe ser de 0 a 10,000 pesos, con dos decimales como máximo.'],
    [{ fee: 49.999 }, 'El costo de envío debe ser de 0 a 10,000 pesos, con dos decimales como máximo.'],
    [
      { freeShippingFrom: -5 },
      'El envío gratis desde debe ser de 0 a 1,000,000 pesos, con dos decimales como máximo, o quedar vacío.',
    ],
    [{ cutoffDaysBefore: 7 }, 'Los días de anticipación del cierre deben ser un número entero del 0 al 6.'],
    [{ cutoffTime: '24:00' }, 'La hora de cierre debe tener el formato HH:MM (de 00:00 a 23:59).'],
    [{ cutoffTime: '8 pm' }, 'La hora de cierre debe tener el formato HH:MM (de 00:00 a 23:59).'],
    [{ postalRanges: [] }, 'La zona necesita al menos un rango de códigos postales.'],
    [
      { postalRanges: [{ first: '4410', last: '44990' }] },
      '«4410» no es un código postal: deben ser 5 dígitos, por ejemplo 44160.',
    ],
    [
      { postalRanges: [{ first: '44990', last: '44100' }] },
      'El rango 44990 a 44100 está al revés: el primero debe ser el menor.',
    ],
    [
      {
        postalRanges: [
          { first: '44100', last: '44500' },
          { first: '44400', last: '44990' },
        ],
      },
      'Los rangos 44100 a 44500 y 44400 a 44990 se cruzan.',
    ],
    [{ id: '00000000-0000-4000-8000-000000000000' }, 'No encontramos esa zona de entrega.'],
    [{ id: 'no-es-un-id' }, 'No encontramos esa zona de entrega.'],
  ];
  for (const [change, message] of cases) {
    const answer = await call<ZoneAnswer>(SAVE_ZONE, { input: await zoneInput(change) });
    // The refusal names the field it is about, so the admin's form shows it there (none for an unknown zone).
    const field = Object.keys(change)[0] === 'id' ? null : Object.keys(change)[0];
    const seen = { status: answer.status, message: answer.message, field: answer.field };
    assert.deepEqual(seen, { status: false, message, field }, JSON.stringify(change));
  }
  assert.deepEqual(await demoZone(), before);
});

test("codes of another zone are refused in Spanish, naming that zone, and the zone's codes stay as they were", async () => {
  const { db } = api.app.database;
  const [other] = await db
    .insert(deliveryZones)
    .values({ name: 'Zona Chapala', slug: 'zona-chapala', feeCents: 9900 })
    .returning();
  await db.insert(deliveryPostalRanges).values({ zoneId: other!.id, firstCode: 45900, lastCode: 45930 });
  try {
    const before = await demoZone();
    const postalRanges = [...before.postalRanges, { first: '45920', last: '45999' }];
    const answer = await call<ZoneAnswer>(SAVE_ZONE, { input: await zoneInput({ postalRanges }) });
    assert.deepEqual(
      { status: answer.status, message: answer.message, field: answer.field },
      { status: false, message: 'Los códigos 45920 a 45930 ya son de la zona «Zona Chapala».', field: 'postalRanges' },
    );
    assert.deepEqual(await demoZone(), before);
  } finally {
    await db.delete(deliveryZones).where(eq(deliveryZones.id, other!.id));
  }
});

test('only an admin may change a zone', async () => {
  const before = await demoZone();
  const input = await zoneInput({ fee: 1 });
  const asClient = await call<ZoneAnswer>(SAVE_ZONE, { input }, DEMO_CLIENT);
  assert.equal(asClient.status, false);
  const { body } = await api.gql<{ saveDeliveryZone: ZoneAnswer }>(SAVE_ZONE, { variables: { input } });
  assert.equal(body.data?.saveDeliveryZone.status, false);
  assert.match(body.data!.saveDeliveryZone.message, /sesión|permiso|administrador/i);
  assert.deepEqual(await demoZone(), before);
});
