import { eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../orders/orders.store.js';
import { deliveryWindowBookings, deliveryWindowTemplates } from './delivery.table.js';

/**
 * Orders booked in each zone's windows from `today` (the shop's, YYYY-MM-DD) on, by zone id: the
 * admin is told before switching a zone off (those orders keep their window).
 */
export async function upcomingBookingsByZone(db: Executor, today: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      zoneId: deliveryWindowTemplates.zoneId,
      booked: sql<string>`coalesce(sum(${deliveryWindowBookings.booked}), 0)`,
    })
    .from(deliveryWindowBookings)
    .innerJoin(deliveryWindowTemplates, eq(deliveryWindowTemplates.id, deliveryWindowBookings.templateId))
    .where(gte(deliveryWindowBookings.date, today))
    .groupBy(deliveryWindowTemplates.zoneId);
  return new Map(rows.map((row) => [row.zoneId, Number(row.booked)]));
}
