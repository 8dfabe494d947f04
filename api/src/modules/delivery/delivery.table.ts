import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../common/columns.js';

/**
 * A delivery zone: the postal codes the vans reach, with its own fee and free-delivery threshold
 * (centavos) and its cutoff: a window of day D closes `cutoff_days_before` days earlier at
 * `cutoff_minute` (minutes after midnight, America/Mexico_City), e.g. 1 and 1200 = the day before at 20:00.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /** The name folded (accents, case, punctuation): two zones may not have equivalent names. */
    slug: text('slug').notNull().unique(),
    feeCents: integer('fee_cents').notNull(),
    /** Goods after discounts from which delivery is free; null: never free. */
    freeFromCents: integer('free_from_cents'),
    /** Goods after discounts below which the zone takes no order (0: no minimum). */
    minOrderCents: integer('min_order_cents').notNull().default(0),
    cutoffDaysBefore: smallint('cutoff_days_before').notNull().default(1),
    cutoffMinute: smallint('cutoff_minute').notNull().default(1200),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('delivery_zones_fee_non_negative', sql`${table.feeCents} >= 0 and coalesce(${table.freeFromCents}, 0) >= 0`),
    check('delivery_zones_min_order_non_negative', sql`${table.minOrderCents} >= 0`),
    check(
      'delivery_zones_cutoff_range',
      sql`${table.cutoffDaysBefore} between 0 and 6 and ${table.cutoffMinute} between 0 and 1439`,
    ),
  ],
);

/**
 * The postal codes of a zone as inclusive ranges of 5-digit codes read as numbers (44100-44990).
 * Migration 0011 adds an exclusion constraint: no code belongs to two ranges, so to two zones.
 */
export const deliveryPostalRanges = pgTable(
  'delivery_postal_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    firstCode: integer('first_code').notNull(),
    lastCode: integer('last_code').notNull(),
  },
  (table) => [
    index('delivery_postal_ranges_zone_id_idx').on(table.zoneId),
    check(
      'delivery_postal_ranges_order',
      sql`0 <= ${table.firstCode} and ${table.firstCode} <= ${table.lastCode} and ${table.lastCode} <= 99999`,
    ),
  ],
);

/**
 * The weekly template of a zone: on `weekday` (ISO, 1 = Monday ... 7 = Sunday) a window from
 * `start_minute` to `end_minute` (minutes after midnight, Mexico City) with `capacity` orders.
 * A window that no longer runs is switched off (is_active), never deleted: orders keep pointing to it.
 */
export const deliveryWindowTemplates = pgTable(
  'delivery_window_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    capacity: integer('capacity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('delivery_window_templates_zone_weekday_idx').on(table.zoneId, table.weekday, table.startMinute),
    check('delivery_window_templates_weekday', sql`${table.weekday} between 1 and 7`),
    check(
      'delivery_window_templates_times',
      sql`0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
    check('delivery_window_templates_capacity', sql`${table.capacity} between 0 and 10000`),
  ],
);

/** One date of a zone that differs from its template: closed (a holiday) or with extra places in each window. */
export const deliveryDayExceptions = pgTable(
  'delivery_day_exceptions',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    extraCapacity: integer('extra_capacity').notNull().default(0),
    note: text('note'),
  },
  (table) => [
    primaryKey({ columns: [table.zoneId, table.date] }),
    check('delivery_day_exceptions_extra', sql`${table.extraCapacity} between 0 and 10000`),
  ],
);

/**
 * Orders booked in one window on one date: a counter taken by one conditional UPDATE in the
 * placeOrder transaction (the row lock makes concurrent buyers wait and re-check) and given back
 * when the order is cancelled. The reconciler can rebuild it from the orders.
 */
export const deliveryWindowBookings = pgTable(
  'delivery_window_bookings',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => deliveryWindowTemplates.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.date] }),
    check('delivery_window_bookings_booked', sql`${table.booked} >= 0`),
  ],
);

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type DeliveryWindowTemplateRow = typeof deliveryWindowTemplates.$inferSelect;
export type DeliveryDayExceptionRow = typeof deliveryDayExceptions.$inferSelect;
