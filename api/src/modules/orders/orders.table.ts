import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../common/columns.js';
import { users } from '../users/users.table.js';

export const ORDER_STATUSES = ['PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/** Only what the dashboard needs for now; order lines and payments arrive with checkout. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('orders_total_non_negative', sql`${table.totalCents} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
