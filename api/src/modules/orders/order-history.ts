import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '../users/users.table.js';
import type { Executor } from './orders.store.js';
import { orderStatusEnum, orderStatusHistory, type OrderStatusName } from './orders.table.js';

/** One row of order_status_history: call it inside the transaction that makes the change. */
export async function recordStatusChange(
  db: Executor,
  orderId: string,
  from: OrderStatusName,
  to: OrderStatusName,
  changedBy: string | null,
): Promise<void> {
  await recordStatusChanges(db, [{ orderId, fromStatus: from, toStatus: to, changedBy }]);
}

/** Several rows of order_status_history in one statement (a past change carries its changedAt). */
export async function recordStatusChanges(db: Executor, rows: (typeof orderStatusHistory.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(orderStatusHistory).values(rows);
}

/**
 * The same row as recordStatusChange for each order of `source` (a CTE of the same statement that
 * returns orders' ids), made by the system: the change and its history commit as one statement.
 */
export function statusChangeFor(source: SQLWrapper, from: OrderStatusName, to: OrderStatusName): SQL {
  const column = (name: keyof typeof orderStatusHistory.$inferInsert) => sql.identifier(orderStatusHistory[name].name);
  const status = sql.identifier(orderStatusEnum.enumName);
  return sql`insert into ${orderStatusHistory} (${column('orderId')}, ${column('fromStatus')}, ${column('toStatus')})
    select ${sql.identifier('id')}, ${from}::${status}, ${to}::${status} from ${source}`;
}

export interface StatusChangeEntry {
  from: OrderStatusName;
  to: OrderStatusName;
  changedById: string | null;
  changedByName: string | null;
  changedAt: Date;
}

/** The history of one order, oldest first, with the name of who made each change. */
export async function historyOf(db: Executor, orderId: string): Promise<StatusChangeEntry[]> {
  return db
    .select({
      from: orderStatusHistory.fromStatus,
      to: orderStatusHistory.toStatus,
      changedById: orderStatusHistory.changedBy,
      changedByName: sql<string | null>`trim(${users.name} || ' ' || ${users.lastname})`,
      changedAt: orderStatusHistory.changedAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}
