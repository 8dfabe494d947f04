import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_ZONE_NAME } from '../../db/seed/delivery.seed.js';
import { useTestApi } from '../../test/helper.js';
import { deliveryWindowTemplates, deliveryZones } from './delivery.table.js';
import { cutoffOf, planWindows, windowId } from './window-plan.js';

const api = useTestApi();

// Thursday 26 November 2026, 09:00-12:00: the zone closes its orders the day before at 20:00 in
// Mexico City (UTC-6, no daylight saving since 2022), which is 02:00 UTC on the 26th.
const DATE = '2026-11-26';
const JUST_BEFORE = new Date('2026-11-26T01:59:59.999Z');
const AT_CUTOFF = new Date('2026-11-26T02:00:00.000Z');

async function demoZone() {
  const [zone] = await api.app.database.db.select().from(deliveryZones).where(eq(deliveryZones.name, DEMO_ZONE_NAME));
  const [template] = await api.app.database.db
    .select()
    .from(deliveryWindowTemplates)
    .where(eq(deliveryWindowTemplates.zoneId, zone!.id))
    .orderBy(deliveryWindowTemplates.weekday, deliveryWindowTemplates.startMinute)
    .limit(1)
    .offset(9); // Thursday (weekday 4) 09:00, after Monday to Wednesday's three windows each
  assert.deepEqual([template!.weekday, template!.startMinute], [4, 540]);
  return { zone: zone!, template: template! };
}

test('the cutoff is 20:00 of the day before in Mexico City, whatever the UTC date', async () => {
  const { zone } = await demoZone();
  assert.equal(cutoffOf(zone, DATE).toISOString(), '2026-11-26T02:00:00.000Z');
  // cutoff_days_before 0 and 07:00: the same morning, 13:00 UTC.
  assert.equal(cutoffOf({ cutoffDaysBefore: 0, cutoffMinute: 420 }, DATE).toISOString(), '2026-11-26T13:00:00.000Z');
});

test('a window can be chosen until its cutoff, not from the cutoff on (the UTC date has already changed)', async () => {
  const { zone, template } = await demoZone();
  const { windows } = api.app.services;
  const { db } = api.app.database;
  const id = windowId(template.id, DATE);
  assert.deepEqual(await windows.check(db, zone, id, JUST_BEFORE), { ok: true, template, date: DATE });
  assert.deepEqual(await windows.check(db, zone, id, AT_CUTOFF), {
    ok: false,
    code: 'WINDOW_INVALID',
    message:
      'Ese horario ya cerró: los pedidos para él se recibían hasta el miércoles, 25 de noviembre a las 20:00. Elige otro.',
  });
  const listed = (now: Date) => planWindows(zone, [template], new Map(), new Map(), now).map((window) => window.id);
  assert.ok(listed(JUST_BEFORE).includes(id));
  assert.ok(!listed(AT_CUTOFF).includes(id));
});

test('"today" is the Mexico City date: at 23:30 on Wednesday there (05:30 UTC Thursday) the 7 days end on Wednesday 2 December', async () => {
  const { zone, template } = await demoZone();
  const lateWednesday = new Date('2026-11-26T05:30:00.000Z');
  // Thursday 26 closed at 20:00 on Wednesday; Thursday 3 December would be inside 7 days of a UTC "today".
  assert.deepEqual(planWindows(zone, [template], new Map(), new Map(), lateWednesday), []);
  const nextThursday = windowId(template.id, '2026-12-03');
  const choice = await api.app.services.windows.check(api.app.database.db, zone, nextThursday, lateWednesday);
  assert.deepEqual(choice, {
    ok: false,
    code: 'WINDOW_INVALID',
    message: 'Solo puedes elegir horarios de los próximos 7 días.',
  });
  const earlyThursday = new Date('2026-11-26T06:00:00.000Z'); // 00:00 Thursday in Mexico City
  assert.equal((await api.app.services.windows.check(api.app.database.db, zone, nextThursday, earlyThursday)).ok, true);
});
