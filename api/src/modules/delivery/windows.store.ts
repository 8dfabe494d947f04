import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../orders/orders.store.js';
import {
  deliveryDayExceptions,
  deliveryWindowBookings,
  deliveryWindowTemplates,
  type DeliveryDayExceptionRow,
  type DeliveryWindowTemplateRow,
} from './delivery.table.js';

/** The active template windows of a zone, by weekday and start. */
export function activeTemplates(db: Executor, zoneId: string): Promise<DeliveryWindowTemplateRow[]> {
  return db
    .select()
    .from(deliveryWindowTemplates)
    .where(and(eq(deliveryWindowTemplates.zoneId, zoneId), eq(deliveryWindowTemplates.isActive, true)))
    .orderBy(asc(deliveryWindowTemplates.weekday), asc(deliveryWindowTemplates.startMinute));
}

export async function findTemplate(db: Executor, id: string): Promise<DeliveryWindowTemplateRow | null> {
  const [row] = await db.select().from(deliveryWindowTemplates).where(eq(deliveryWindowTemplates.id, id)).limit(1);
  return row ?? null;
}

/** The zone's exceptions from `first` to `last` (dates, inclusive), by date. */
export async function exceptionsBetween(
  db: Executor,
  zoneId: string,
  first: string,
  last: string,
): Promise<Map<string, DeliveryDayExceptionRow>> {
  const rows = await db
    .select()
    .from(deliveryDayExceptions)
    .where(and(eq(deliveryDayExceptions.zoneId, zoneId), between(deliveryDayExceptions.date, first, last)))
    .orderBy(asc(deliveryDayExceptions.date));
  return new Map(rows.map((row) => [row.date, row]));
}

/** Orders booked per window of the zone from `first` to `last`, keyed `templateId:date`. */
export async function bookingsBetween(
  db: Executor,
  zoneId: string,
  first: string,
  last: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      templateId: deliveryWindowBookings.templateId,
      date: deliveryWindowBookings.date,
      booked: deliveryWindowBookings.booked,
    })
    .from(deliveryWindowBookings)
    .innerJoin(deliveryWindowTemplates, eq(deliveryWindowTemplates.id, deliveryWindowBookings.templateId))
    .where(and(eq(deliveryWindowTemplates.zoneId, zoneId), between(deliveryWindowBookings.date, first, last)));
  return new Map(rows.map((row) => [bookingKey(row.templateId, row.date), row.booked]));
}

export const bookingKey = (templateId: string, date: string) => `${templateId}:${date}`; // the same text as windowId()

/**
 * Takes one place in a window if it still has one: one conditional UPDATE on the window's counter
 * row, whose lock makes concurrent buyers wait and re-check the count (PostgreSQL re-evaluates the
 * WHERE on the row the first one committed). The capacity is the template's plus the day's extra,
 * none on a closed day or for a switched-off window. False when it is full.
 */
export async function bookWindow(db: Executor, templateId: string, date: string): Promise<boolean> {
  // A share lock on the template: an admin changing its capacity (FOR UPDATE) waits for the
  // bookings under way, and a booking after that change reads the new capacity.
  await db
    .select({ id: deliveryWindowTemplates.id })
    .from(deliveryWindowTemplates)
    .where(eq(deliveryWindowTemplates.id, templateId))
    .for('share');
  await db.insert(deliveryWindowBookings).values({ templateId, date, booked: 0 }).onConflictDoNothing();
  const taken = await db
    .update(deliveryWindowBookings)
    .set({ booked: sql`${deliveryWindowBookings.booked} + 1` })
    .where(
      and(
        eq(deliveryWindowBookings.templateId, templateId),
        eq(deliveryWindowBookings.date, date),
        sql`${deliveryWindowBookings.booked} < (
          select case when t.is_active and not coalesce(e.closed, false) then t.capacity + coalesce(e.extra_capacity, 0) else 0 end
          from ${deliveryWindowTemplates} t
          left join ${deliveryDayExceptions} e on e.zone_id = t.zone_id and e.date = ${date}
          where t.id = ${templateId})`,
      ),
    )
    .returning({ booked: deliveryWindowBookings.booked });
  return taken.length === 1;
}

/** Gives a place back (a cancelled order, or one moved to another window). */
export async function releaseWindow(db: Executor, templateId: string, date: string): Promise<void> {
  await db
    .update(deliveryWindowBookings)
    .set({ booked: sql`${deliveryWindowBookings.booked} - 1` })
    .where(
      and(
        eq(deliveryWindowBookings.templateId, templateId),
        eq(deliveryWindowBookings.date, date),
        gt(deliveryWindowBookings.booked, 0),
      ),
    );
}

/** Gives back the place of an order's window, if it booked one (cancelling it). */
export async function releaseOrderWindow(
  db: Executor,
  order: { windowTemplateId: string | null; windowDate: string | null },
): Promise<void> {
  if (order.windowTemplateId && order.windowDate) await releaseWindow(db, order.windowTemplateId, order.windowDate);
}
