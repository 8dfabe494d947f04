import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../common/columns.js';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    order: integer('order').notNull().default(0),
    // Picks one of the illustrations in public/images/categories/<imageNum>.svg.
    imageNum: integer('image_num').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('categories_slug_unique').on(table.slug), index('categories_order_idx').on(table.order)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
