import { and, asc, eq } from 'drizzle-orm';
import { deliveryWindowBookings, deliveryWindowTemplates } from '../../modules/delivery/delivery.table.js';
import { BOOKING_DAYS } from '../../modules/delivery/window-plan.js';
import { addDays, shopToday, weekdayOf } from '../../modules/delivery/shop-time.js';
import type { Executor } from '../../modules/orders/orders.store.js';
import type { OrderStatusName } from '../../modules/orders/orders.table.js';

interface DemoTemplate {
  id: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
  capacity: number;
}

/** The window an open demo order is booked in, as the order copies it. */
export interface DemoBooking {
  windowTemplateId: string;
  windowDate: string;
  windowStartMinute: number;
  windowEndMinute: number;
}

/** Goes out on the first delivery day (today, or the next day with windows); PAID orders on the one after. */
const TODAY_STATES: OrderStatusName[] = ['PREPARING', 'SHIPPED'];

/** The zone's active weekly windows, by weekday and start. */
export function zoneTemplates(db: Executor, zoneId: string): Promise<DemoTemplate[]> {
  return db
    .select({
      id: deliveryWindowTemplates.id,
      weekday: deliveryWindowTemplates.weekday,
      startMinute: deliveryWindowTemplates.startMinute,
      endMinute: deliveryWindowTemplates.endMinute,
      capacity: deliveryWindowTemplates.capacity,
    })
    .from(deliveryWindowTemplates)
    .where(and(eq(deliveryWindowTemplates.zoneId, zoneId), eq(deliveryWindowTemplates.isActive, true)))
    .orderBy(asc(deliveryWindowTemplates.weekday), asc(deliveryWindowTemplates.startMinute));
}

/** The next `count` dates from today on (Mexico City) that have windows, each with its windows. */
function deliveryDays(templates: DemoTemplate[], now: Date, count: number) {
  const today = shopToday(now);
  const days: { date: string; windows: DemoTemplate[] }[] = [];
  for (let offset = 0; offset <= BOOKING_DAYS && days.length < count; offset += 1) {
    const date = addDays(today, offset);
    const windows = templates.filter((template) => template.weekday === weekdayOf(date));
    if (windows.length > 0) days.push({ date, windows });
  }
  return days;
}

/**
 * A real morning for the demo (issue 29): the orders still open are booked into this week's
 * windows, so Entregas, "Entregas de hoy" and a route sheet show work on first start. Orders in
 * preparation or on their way go out on the first delivery day (today when it has windows), the
 * paid ones on the next; each day's orders are spread over its windows in turn, never past a
 * window's capacity. Answers the booking of each order by its index (none for the rest).
 */
export function planDemoBookings(
  statuses: readonly OrderStatusName[],
  templates: DemoTemplate[],
  now: Date,
): Map<number, DemoBooking> {
  const [first, second = first] = deliveryDays(templates, now, 2);
  const bookings = new Map<number, DemoBooking>();
  if (!first) return bookings;
  const taken = new Map<string, number>();
  statuses.forEach((status, index) => {
    const day = TODAY_STATES.includes(status) ? first : status === 'PAID' ? second! : null;
    if (!day) return;
    const free = day.windows
      .map((_, turn) => day.windows[(index + turn) % day.windows.length]!)
      .find((window) => (taken.get(`${window.id}:${day.date}`) ?? 0) < window.capacity);
    if (!free) return;
    const key = `${free.id}:${day.date}`;
    taken.set(key, (taken.get(key) ?? 0) + 1);
    bookings.set(index, {
      windowTemplateId: free.id,
      windowDate: day.date,
      windowStartMinute: free.startMinute,
      windowEndMinute: free.endMinute,
    });
  });
  return bookings;
}

/** The counters of those bookings (what the checkout would have taken). */
export async function saveDemoBookingCounters(db: Executor, bookings: Iterable<DemoBooking>): Promise<void> {
  const counts = new Map<string, { templateId: string; date: string; booked: number }>();
  for (const booking of bookings) {
    const key = `${booking.windowTemplateId}:${booking.windowDate}`;
    const counter = counts.get(key) ?? { templateId: booking.windowTemplateId, date: booking.windowDate, booked: 0 };
    counter.booked += 1;
    counts.set(key, counter);
  }
  if (counts.size > 0) await db.insert(deliveryWindowBookings).values([...counts.values()]);
}
