import { eq } from 'drizzle-orm';
import { deliveryWindowTemplates, deliveryZones } from '../../modules/delivery/delivery.table.js';
import type { Executor } from '../../modules/orders/orders.store.js';

/** The zone migration 0011 creates (the shop's zone when zones arrived). */
export const DEMO_ZONE_NAME = 'Zona Metropolitana de Guadalajara';

/** Its postal codes as migration 0011 gives them (tests put them back after changing them). */
export const DEMO_ZONE_RANGES = [
  [44100, 44990],
  [45010, 45245],
  [45400, 45429],
  [45500, 45639],
  [45640, 45679],
  [45680, 45699],
] as const;

/** Monday to Saturday, 9-12, 12-15 and 15-18, 10 orders each (the example). */
export const DEMO_WINDOWS = [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  [
    [540, 720],
    [720, 900],
    [900, 1080],
  ].map(([startMinute, endMinute]) => ({ weekday, startMinute: startMinute!, endMinute: endMinute!, capacity: 10 })),
);

/** The demo zone's minimum order (issue 29): $150.00 of goods after discounts. */
export const DEMO_MIN_ORDER_CENTS = 15_000;

/** The demo zone's weekly template and minimum order; nothing when the zone is not there. */
export async function seedDeliveryWindows(db: Executor): Promise<void> {
  const [zone] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(eq(deliveryZones.name, DEMO_ZONE_NAME));
  if (!zone) return;
  await db.update(deliveryZones).set({ minOrderCents: DEMO_MIN_ORDER_CENTS }).where(eq(deliveryZones.id, zone.id));
  await db.insert(deliveryWindowTemplates).values(DEMO_WINDOWS.map((window) => ({ ...window, zoneId: zone.id })));
}
