import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampMs } from '../common/columns.js';
import { deliveryWindowTemplates, deliveryZones } from '../delivery/delivery.table.js';
import { products } from '../products/products.table.js';
import type { AddressValue } from '../users/users.table.js';
import { users } from '../users/users.table.js';

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/** Feeds the short number people see: DC-000001, DC-000002, ... */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

/** The delivery address of an order, trimmed; street2 may be null. */
export type OrderAddress = AddressValue;

/**
 * One purchase. Money is integer centavos, computed by the server from the products table (see
 * cart-pricing.ts). The card is never stored: only its brand and last 4 digits.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number')
      .notNull()
      // DC-000001 … DC-999999, then DC-1000000: order_number() (migration 0008) pads, never truncates.
      .default(sql`order_number(nextval('order_number_seq'))`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatusEnum('status').notNull().default('PENDING_PAYMENT'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    address: jsonb('address').$type<OrderAddress>(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paymentProvider: text('payment_provider'),
    paymentId: text('payment_id'),
    /** Why the charge failed (provider code and Spanish message): a retried request gets the same answer. */
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** When the charge was refunded (a cancel from PAID or PREPARING). */
    refundedAt: timestampMs('refunded_at'),
    /**
     * A cancel with refund in progress: set by one conditional UPDATE before the provider is asked,
     * so two cancels cannot both refund and no other change slips in meanwhile (see order-status.service.ts).
     */
    refundClaim: text('refund_claim'),
    refundClaimedAt: timestampMs('refund_claimed_at'),
    /** Who made the last status change by hand (the client's cancel or an admin); null for payment and the reconciler. */
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The zone of the address when the order was placed; null for orders placed before zones (migration 0011). */
    deliveryZoneId: uuid('delivery_zone_id').references(() => deliveryZones.id, { onDelete: 'restrict' }),
    /** The zone's free-delivery threshold at that moment (null: never free), shown with the totals. */
    freeShippingFromCents: integer('free_shipping_from_cents'),
    /** The delivery window chosen at checkout, copied (date, times) as it was booked; null: none chosen. */
    windowTemplateId: uuid('window_template_id').references(() => deliveryWindowTemplates.id, { onDelete: 'restrict' }),
    windowDate: date('window_date', { mode: 'string' }),
    windowStartMinute: smallint('window_start_minute'),
    windowEndMinute: smallint('window_end_minute'),
    /** The contact phone typed at checkout, its 10 digits; null for orders placed before it was asked (migration 0012). */
    phone: text('phone'),
    /** The customer's note for the driver (issue 29): plain text, trimmed, on one line; null: none (migration 0015). */
    deliveryNote: text('delivery_note'),
    /** Chosen by the client per checkout attempt; unique per user. */
    idempotencyKey: text('idempotency_key'),
    /** HMAC of the request body: the same key with another body is refused. */
    requestFingerprint: text('request_fingerprint'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('orders_user_id_created_at_id_idx').on(table.userId, table.createdAt, table.id),
    uniqueIndex('orders_number_unique').on(table.number),
    uniqueIndex('orders_user_id_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    index('orders_status_created_at_idx').on(table.status, table.createdAt),
    /** adminOrders: keyset on created_at (then id) with or without a status filter. */
    index('orders_status_created_at_id_idx').on(table.status, table.createdAt, table.id),
    index('orders_created_at_id_idx').on(table.createdAt, table.id),
    /** A window's orders (route sheet, moving an order, the reconciler's recount). */
    index('orders_window_idx')
      .on(table.windowTemplateId, table.windowDate)
      .where(sql`${table.windowTemplateId} is not null`),
    /**
     * Entregas' "Sin horario": the orders without a window. Since issue 29 every new order books one,
     * so this index holds only the older ones and stays tiny whatever the number of orders.
     */
    index('orders_unscheduled_idx')
      .on(table.createdAt)
      .where(sql`${table.windowTemplateId} is null`),
    /**
     * dashboardSales: the paid orders of the last 31 days, summed per day by an index-only scan. The
     * predicate names the states that are not sales (dashboard-sales.ts), as the query writes it; it
     * avoids 'PREPARING', added to the enum in 0003: a fresh database migrates in one transaction,
     * where a value added by ALTER TYPE cannot be used yet.
     */
    index('orders_sales_created_at_total_idx')
      .on(table.createdAt, table.totalCents)
      .where(sql`${table.status} not in ('PENDING_PAYMENT', 'CANCELLED')`),
    check('orders_total_non_negative', sql`${table.totalCents} >= 0`),
    check('orders_phone_digits', sql`${table.phone} ~ '^[0-9]{10}$'`),
    check('orders_delivery_note_length', sql`char_length(${table.deliveryNote}) between 1 and 200`),
    check(
      'orders_amounts_non_negative',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.taxCents} >= 0 and ${table.shippingCents} >= 0`,
    ),
  ],
);

/** The products of an order as they were sold (name, unit, image and prices copied at that moment). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    imagePath: text('image_path'),
    quantity: integer('quantity').notNull(),
    unitBaseCents: integer('unit_base_cents').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_id_product_id_unique').on(table.orderId, table.productId),
    index('order_lines_product_id_idx').on(table.productId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_discount_range', sql`${table.discountPercentage} between 0 and 100`),
  ],
);

/**
 * Every status change of an order, written in the same transaction as the change: payment
 * (PAID / CANCELLED by placeOrder and the reconciler, no user), the client's cancel, the admin.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status').notNull(),
    toStatus: orderStatusEnum('to_status').notNull(),
    /** The client or admin who made it; null for payment and the reconciler. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestampMs('changed_at').notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_id_changed_at_idx').on(table.orderId, table.changedAt)],
);

/**
 * The embedded `test` payment provider's memory (PAYMENT_PROVIDER=test): one row per idempotency
 * key, so a retried charge answers the first result even after a restart.
 */
export const paymentsTest = pgTable('payments_test', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** succeeded | failed | refunded */
  status: text('status').notNull(),
  brand: text('brand'),
  last4: text('last4'),
  failureCode: text('failure_code'),
  customerEmail: text('customer_email'),
  createdAt: timestampMs('created_at').notNull().defaultNow(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
