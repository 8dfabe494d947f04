import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import type { Executor } from '../orders/orders.store.js';
import { deliveryPostalRanges, deliveryZones, type DeliveryZoneRow } from './delivery.table.js';

/** Every checkout, cart quote and coverage check reads it (prepared, see db/prepared.ts). */
const zoneByPostalCode = preparedPerDatabase((db) =>
  db
    .select({ zone: deliveryZones })
    .from(deliveryPostalRanges)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryPostalRanges.zoneId))
    .where(
      and(
        lte(deliveryPostalRanges.firstCode, sql.placeholder('code')),
        gte(deliveryPostalRanges.lastCode, sql.placeholder('code')),
        eq(deliveryZones.isActive, true),
      ),
    )
    .limit(1)
    .prepare('delivery_zone_by_postal_code'),
);

/** The active zone whose postal-code ranges hold `postalCode` (5 digits, already checked), or null. */
export async function findZoneByPostalCode(db: Database, postalCode: string): Promise<DeliveryZoneRow | null> {
  const [row] = await zoneByPostalCode(db).execute({ code: Number(postalCode) });
  return row?.zone ?? null;
}

export async function findZoneById(db: Executor, id: string): Promise<DeliveryZoneRow | null> {
  const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id)).limit(1);
  return zone ?? null;
}

/**
 * The zone a cart is quoted with before the shopper gives a postal code: the cheapest active one
 * (lowest fee, then lowest threshold): an estimate the checkout replaces with the address's zone.
 * With the demo's single zone it is simply that zone.
 */
export async function referenceZone(db: Executor): Promise<DeliveryZoneRow | null> {
  const [zone] = await db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.isActive, true))
    .orderBy(asc(deliveryZones.feeCents), sql`${deliveryZones.freeFromCents} asc nulls last`, asc(deliveryZones.name))
    .limit(1);
  return zone ?? null;
}
