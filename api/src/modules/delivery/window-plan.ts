import type { DeliveryDayExceptionRow, DeliveryWindowTemplateRow, DeliveryZoneRow } from './delivery.table.js';
import { addDays, shopInstant, shopToday, weekdayOf } from './shop-time.js';

/** How many days after today a shopper may book: the checkout shows the next 7 days. */
export const BOOKING_DAYS = 7;

/** One template window on one date, with what is left in it. */
export interface PlannedWindow {
  /** `<templateId>:<YYYY-MM-DD>`: what the client sends back to book it. */
  id: string;
  template: DeliveryWindowTemplateRow;
  date: string;
  capacity: number;
  booked: number;
  remaining: number;
  /** When orders for it close (the zone's cutoff). */
  closesAt: Date;
}

export function windowId(templateId: string, date: string): string {
  return `${templateId}:${date}`;
}

const WINDOW_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{4}-\d{2}-\d{2})$/i;

export function parseWindowId(id: string): { templateId: string; date: string } | null {
  const match = WINDOW_ID.exec(id.trim());
  return match ? { templateId: match[1]!.toLowerCase(), date: match[2]! } : null;
}

/** A window of `date` closes `cutoffDaysBefore` days before at `cutoffMinute`, Mexico City time. */
export function cutoffOf(zone: Pick<DeliveryZoneRow, 'cutoffDaysBefore' | 'cutoffMinute'>, date: string): Date {
  return shopInstant(addDays(date, -zone.cutoffDaysBefore), zone.cutoffMinute);
}

export function capacityOn(
  template: DeliveryWindowTemplateRow,
  exception: DeliveryDayExceptionRow | undefined,
): number {
  if (!template.isActive || exception?.closed) return 0;
  return template.capacity + (exception?.extraCapacity ?? 0);
}

/** The dates a shopper may book at `now`: today and the next BOOKING_DAYS days (the cutoff then filters). */
export function bookableDates(now: Date): { first: string; last: string; dates: string[] } {
  const first = shopToday(now);
  const dates = Array.from({ length: BOOKING_DAYS + 1 }, (_, day) => addDays(first, day));
  return { first, last: dates.at(-1)!, dates };
}

/**
 * The zone's windows still open for orders at `now` over the bookable dates: closed days left out,
 * full ones kept (remaining 0) so the checkout can show them disabled.
 */
export function planWindows(
  zone: DeliveryZoneRow,
  templates: DeliveryWindowTemplateRow[],
  exceptions: Map<string, DeliveryDayExceptionRow>,
  bookings: Map<string, number>,
  now: Date,
): PlannedWindow[] {
  const windows: PlannedWindow[] = [];
  for (const date of bookableDates(now).dates) {
    const exception = exceptions.get(date);
    if (exception?.closed) continue;
    const closesAt = cutoffOf(zone, date);
    if (closesAt.getTime() <= now.getTime()) continue;
    const weekday = weekdayOf(date);
    for (const template of templates) {
      if (template.weekday !== weekday || !template.isActive) continue;
      if (shopInstant(date, template.startMinute).getTime() <= now.getTime()) continue;
      const capacity = capacityOn(template, exception);
      const booked = bookings.get(windowId(template.id, date)) ?? 0;
      windows.push({
        id: windowId(template.id, date),
        template,
        date,
        capacity,
        booked,
        remaining: Math.max(0, capacity - booked),
        closesAt,
      });
    }
  }
  return windows;
}
