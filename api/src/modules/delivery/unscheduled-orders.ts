import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { UnscheduledOrdersResult } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { centsToPesos } from '../common/money.js';
import type { Executor } from '../orders/orders.store.js';
import { orders } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';
import { deliveryZones } from './delivery.table.js';

/** The states of an order still to deliver (those moveOrderWindow accepts). */
const TO_DELIVER = ['PAID', 'PREPARING'] as const;

/**
 * Entregas' "Sin horario" (issue 29): the orders still to deliver that have no window, oldest
 * first. Every order placed since issue 29 books one, so these are the older ones; one statement on
 * the partial index orders_unscheduled_idx (only orders without a window are in it).
 */
export async function unscheduledOrders(db: Executor): Promise<UnscheduledOrdersResult> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      name: users.name,
      lastname: users.lastname,
      zoneName: deliveryZones.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(deliveryZones, eq(deliveryZones.id, orders.deliveryZoneId))
    .where(and(isNull(orders.windowTemplateId), inArray(orders.status, [...TO_DELIVER])))
    .orderBy(asc(orders.createdAt), asc(orders.number));
  return {
    status: true,
    message: MESSAGES.ok,
    orders: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      customerName: `${row.name} ${row.lastname}`.trim(),
      zoneName: row.zoneName,
      total: centsToPesos(row.totalCents),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
