import { and, asc, between, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../orders/orders.store.js';
import { orderLines, orders, type OrderAddress, type OrderStatusName } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';
import {
  deliveryDayExceptions,
  deliveryWindowBookings,
  deliveryWindowTemplates,
  deliveryZones,
  type DeliveryDayExceptionRow,
  type DeliveryWindowTemplateRow,
} from './delivery.table.js';
import { bookingKey } from './windows.store.js';

/** A template window with the name of its zone and whether the zone is switched on. */
export interface ZoneTemplate {
  template: DeliveryWindowTemplateRow;
  zoneName: string;
  zoneIsActive: boolean;
}

const zoneTemplate = {
  template: deliveryWindowTemplates,
  zoneName: deliveryZones.name,
  zoneIsActive: deliveryZones.isActive,
};

/**
 * The active windows of every zone, by weekday, start and zone. A zone switched off offers none,
 * but the orders already booked in its windows are still delivered: the caller keeps those.
 */
export function activeZoneTemplates(db: Executor): Promise<ZoneTemplate[]> {
  return db
    .select(zoneTemplate)
    .from(deliveryWindowTemplates)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryWindowTemplates.zoneId))
    .where(eq(deliveryWindowTemplates.isActive, true))
    .orderBy(asc(deliveryWindowTemplates.weekday), asc(deliveryWindowTemplates.startMinute), asc(deliveryZones.name));
}

/** A template with its zone's name, active or not (a route sheet of a switched-off window still opens). */
export async function findZoneTemplate(db: Executor, templateId: string): Promise<ZoneTemplate | null> {
  const [row] = await db
    .select(zoneTemplate)
    .from(deliveryWindowTemplates)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryWindowTemplates.zoneId))
    .where(eq(deliveryWindowTemplates.id, templateId))
    .limit(1);
  return row ?? null;
}

/** Every zone's exceptions from `first` to `last`, keyed `zoneId:date`. */
export async function exceptionsOfAllZones(
  db: Executor,
  first: string,
  last: string,
): Promise<Map<string, DeliveryDayExceptionRow>> {
  const rows = await db
    .select()
    .from(deliveryDayExceptions)
    .where(between(deliveryDayExceptions.date, first, last))
    .orderBy(asc(deliveryDayExceptions.date));
  return new Map(rows.map((row) => [bookingKey(row.zoneId, row.date), row]));
}

/** Every window's counter from `first` to `last`, keyed `templateId:date` (the primary key's range). */
export async function bookingsOfAllZones(db: Executor, first: string, last: string): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(deliveryWindowBookings)
    .where(between(deliveryWindowBookings.date, first, last));
  return new Map(rows.map((row) => [bookingKey(row.templateId, row.date), row.booked]));
}

export interface WindowOrderRow {
  id: string;
  number: string;
  status: OrderStatusName;
  address: OrderAddress | null;
  name: string;
  lastname: string;
  email: string;
  phone: string | null;
  deliveryNote: string | null;
  totalCents: number;
}

/** The orders of one window and date but the cancelled ones, by number (index orders_window_idx). */
export function windowOrders(db: Executor, templateId: string, date: string): Promise<WindowOrderRow[]> {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      address: orders.address,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
      phone: orders.phone,
      deliveryNote: orders.deliveryNote,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.windowTemplateId, templateId), eq(orders.windowDate, date), ne(orders.status, 'CANCELLED')))
    .orderBy(asc(orders.number));
}

export interface OrderItemRow {
  orderId: string;
  productId: string;
  name: string;
  unit: string;
  quantity: number;
}

/** The lines of all the given orders in one statement, each order's in its own order. */
export async function itemsOfOrders(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      unit: orderLines.unit,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}
