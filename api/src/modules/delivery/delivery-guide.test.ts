import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, useTestApi } from '../../test/helper.js';
import type { DeliveryZoneGuide } from '../../generated/graphql.js';

const api = useTestApi();
const DEMO_ZONE = 'Zona Metropolitana de Guadalajara';

const GUIDE = `{ deliveryGuide { name fee freeShippingFrom minimumOrder cutoffDaysBefore cutoffTime
  postalRanges { first last } windows { weekday start end } } }`;

type Guide = Omit<DeliveryZoneGuide, '__typename'>;

/** Asked without a session, as the FAQ page does. */
async function guide(): Promise<Guide[]> {
  const { body } = await api.gql<{ deliveryGuide: Guide[] }>(GUIDE);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.deliveryGuide;
}

async function asAdmin<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const { body } = await api.gql<Record<string, T>>(query, {
    variables,
    authorization: await api.tokenFor(DEMO_ADMIN),
  });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

test("anyone reads the active zones' promise: fee, free threshold, cutoff, postal codes and weekly windows", async () => {
  const [zone, ...others] = await guide();
  assert.deepEqual(others, []);
  assert.equal(zone!.name, DEMO_ZONE);
  assert.deepEqual(
    [zone!.fee, zone!.freeShippingFrom, zone!.cutoffDaysBefore, zone!.cutoffTime],
    [49, 500, 1, '20:00'],
  );
  assert.deepEqual(zone!.postalRanges[0], { first: '44100', last: '44990' });
  assert.equal(zone!.postalRanges.length, 6);
  assert.equal(zone!.windows.length, 18, 'Monday to Saturday, three windows each');
  assert.deepEqual(zone!.windows.slice(0, 3), [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '12:00', end: '15:00' },
    { weekday: 1, start: '15:00', end: '18:00' },
  ]);
  assert.deepEqual(new Set(zone!.windows.map((window) => window.weekday)), new Set([1, 2, 3, 4, 5, 6]));
});

test('the answer is cached for everyone and forgotten when an admin changes a zone or switches it off', async () => {
  await guide();
  const hits = api.app.responseCache.stats.hits;
  const before = await guide();
  assert.equal(api.app.responseCache.stats.hits, hits + 1, 'the second read is a cache hit');

  const { zones } = await asAdmin<{ zones: { zone: { id: string; name: string } }[] }>(
    '{ adminDeliveryZones { zones { zone { id name } } } }',
    {},
  );
  const id = zones.find((zone) => zone.zone.name === DEMO_ZONE)!.zone.id;
  const input = {
    id,
    fee: 59,
    freeShippingFrom: 700,
    minimumOrder: 180,
    cutoffDaysBefore: before[0]!.cutoffDaysBefore,
    cutoffTime: before[0]!.cutoffTime,
    postalRanges: before[0]!.postalRanges,
  };
  const saveZone = 'mutation ($input: DeliveryZoneInput!) { saveDeliveryZone(input: $input) { status message } }';
  try {
    assert.equal((await asAdmin<{ status: boolean }>(saveZone, { input })).status, true);
    const [changed] = await guide();
    assert.deepEqual([changed!.fee, changed!.freeShippingFrom, changed!.minimumOrder], [59, 700, 180]);

    const setActive =
      'mutation ($id: ID!, $active: Boolean!) { setDeliveryZoneActive(id: $id, active: $active) { status } }';
    assert.equal((await asAdmin<{ status: boolean }>(setActive, { id, active: false })).status, true);
    assert.deepEqual(await guide(), [], 'a zone switched off promises nothing');
    await asAdmin(setActive, { id, active: true });
  } finally {
    await asAdmin(saveZone, { input: { ...input, fee: 49, freeShippingFrom: 500, minimumOrder: 0 } });
  }
});
