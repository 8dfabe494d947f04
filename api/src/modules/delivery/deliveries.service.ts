import type { Database } from '../../db/database.js';
import type {
  DashboardDeliveries,
  DeliveryDay,
  DeliveryDaysResult,
  DeliverySlot,
  RouteSheetItem,
  RouteSheetResult,
  UnscheduledOrdersResult,
} from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { centsToPesos } from '../common/money.js';
import type { DeliveryDayExceptionRow } from './delivery.table.js';
import {
  activeZoneTemplates,
  bookingsOfAllZones,
  exceptionsOfAllZones,
  findZoneTemplate,
  itemsOfOrders,
  windowOrders,
  type OrderItemRow,
  type ZoneTemplate,
} from './deliveries.store.js';
import { unscheduledOrders } from './unscheduled-orders.js';
import { dayLabel, formatMinute, parseDate, weekdayOf, windowLabel } from './shop-time.js';
import { bookableDates, capacityOn, parseWindowId, windowId } from './window-plan.js';
import { bookingKey, exceptionsBetween } from './windows.store.js';

const EMPTY_ADDRESS = { country: null, street1: null, street2: null, city: null, state: null, zip: null };

/**
 * The admin's morning (docs/delivery.md, "Entregas"): the windows of the coming days with booked
 * against capacity, and a window's route sheet. The resolvers check the ADMIN role first.
 */
export class DeliveriesService {
  constructor(private readonly db: Database) {}

  /** Today and the next 7 days: three statements whatever the number of zones or orders. */
  async days(now = new Date()): Promise<DeliveryDaysResult> {
    const { dates } = bookableDates(now);
    return { status: true, message: MESSAGES.ok, days: await this.daysBetween(dates) };
  }

  /** Today's windows only: the dashboard's "Entregas de hoy". */
  async today(now = new Date()): Promise<DashboardDeliveries> {
    const [today] = await this.daysBetween(bookableDates(now).dates.slice(0, 1));
    return { status: true, message: MESSAGES.ok, today: today ?? null };
  }

  /** The orders still to deliver without a window: Entregas' "Sin horario". */
  unscheduled(): Promise<UnscheduledOrdersResult> {
    return unscheduledOrders(this.db);
  }

  /** One window's orders (not cancelled) with their items, and each product's total to pick. */
  async routeSheet(id: string): Promise<RouteSheetResult> {
    const notFound = { status: false, message: MESSAGES.delivery.window.notFound, sheet: null };
    const parsed = parseWindowId(id);
    const date = parsed && parseDate(parsed.date);
    const found = parsed && date ? await findZoneTemplate(this.db, parsed.templateId) : null;
    if (!found || !date || weekdayOf(date) !== found.template.weekday) return notFound;
    const { template } = found;
    const [exceptions, rows] = await Promise.all([
      exceptionsBetween(this.db, template.zoneId, date, date),
      windowOrders(this.db, template.id, date),
    ]);
    const items = await itemsOfOrders(
      this.db,
      rows.map((row) => row.id),
    );
    const window = toSlot(found, date, capacityOn(template, exceptions.get(date)), rows.length);
    const orders = rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      customerName: `${row.name} ${row.lastname}`.trim(),
      email: row.email,
      phone: row.phone,
      deliveryNote: row.deliveryNote,
      address: row.address ?? EMPTY_ADDRESS,
      total: centsToPesos(row.totalCents),
      items: items.filter((item) => item.orderId === row.id).map(toItem),
    }));
    return { status: true, message: MESSAGES.ok, sheet: { window, orders, picking: pickingList(items) } };
  }

  private async daysBetween(dates: string[]): Promise<DeliveryDay[]> {
    const first = dates[0]!;
    const last = dates.at(-1)!;
    const [templates, exceptions, bookings] = await Promise.all([
      activeZoneTemplates(this.db),
      exceptionsOfAllZones(this.db, first, last),
      bookingsOfAllZones(this.db, first, last),
    ]);
    return dates.map((date) => {
      const windows = templates
        .filter(({ template }) => template.weekday === weekdayOf(date))
        .filter(({ template }) => !exceptions.get(bookingKey(template.zoneId, date))?.closed)
        // A zone switched off: only the windows with orders booked before (they keep their window).
        .filter((found) => found.zoneIsActive || (bookings.get(windowId(found.template.id, date)) ?? 0) > 0)
        .map((found) => {
          const exception = exceptions.get(bookingKey(found.template.zoneId, date));
          const booked = bookings.get(windowId(found.template.id, date)) ?? 0;
          return toSlot(found, date, capacityOn(found.template, exception), booked);
        });
      return { date, label: dayLabel(date), closed: windows.length === 0, note: notesOn(exceptions, date), windows };
    });
  }
}

function toSlot({ template, zoneName }: ZoneTemplate, date: string, capacity: number, booked: number): DeliverySlot {
  return {
    id: windowId(template.id, date),
    zoneName,
    date,
    start: formatMinute(template.startMinute),
    end: formatMinute(template.endMinute),
    label: windowLabel(date, template.startMinute, template.endMinute),
    capacity,
    booked,
  };
}

function notesOn(exceptions: Map<string, DeliveryDayExceptionRow>, date: string): string | null {
  const notes = [...exceptions.values()].filter((row) => row.date === date && row.note).map((row) => row.note);
  return notes.length > 0 ? notes.join('; ') : null;
}

const toItem = ({ productId, name, unit, quantity }: OrderItemRow): RouteSheetItem => ({
  productId,
  name,
  unit,
  quantity,
});

/** Each product once, its quantities summed over the window's orders, by name. */
export function pickingList(items: OrderItemRow[]): RouteSheetItem[] {
  const totals = new Map<string, RouteSheetItem>();
  for (const item of items) {
    const total = totals.get(item.productId);
    if (total) total.quantity += item.quantity;
    else totals.set(item.productId, toItem(item));
  }
  return [...totals.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
