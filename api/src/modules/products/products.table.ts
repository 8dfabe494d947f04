import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories } from '../categories/categories.table.js';
import { timestampMs } from '../common/columns.js';
import { SALE_UNITS } from 'rules';
import { searchTextSql } from './search-text.js';

// The units are the `rules` list (the forms and the API's checks read it too); sale-units.test.ts
// holds the database's enum (migration 0000) and the GraphQL descriptions to it.
export { SALE_UNITS, type SaleUnit } from 'rules';
export const saleUnitEnum = pgEnum('sale_unit', SALE_UNITS);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    unit: saleUnitEnum('unit').notNull().default('kg'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    // Money is exact: integer centavos, never floating point.
    basePriceCents: integer('base_price_cents').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    // Path under the API's public URL (e.g. /images/products/nopal.svg) or an absolute URL.
    imagePath: text('image_path'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
    // name + description folded for accent- and case-insensitive search (see search-text.ts).
    searchText: text('search_text').notNull().generatedAlwaysAs(searchTextSql),
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    index('products_category_id_idx').on(table.categoryId),
    index('products_name_id_idx').on(table.name, table.id),
    index('products_created_at_id_idx').on(table.createdAt, table.id),
    /** productsPage totals: the active products of a category counted by an index-only scan. */
    index('products_active_category_id_idx')
      .on(table.categoryId)
      .where(sql`${table.isActive}`),
    /** dashboardSales' low stock: the lowest stock first, read in index order (no scan of the catalogue). */
    index('products_active_stock_name_id_idx')
      .on(table.stock, table.name, table.id)
      .where(sql`${table.isActive}`),
    check('products_base_price_non_negative', sql`${table.basePriceCents} >= 0`),
    check('products_discount_range', sql`${table.discountPercentage} between 0 and 100`),
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
    check('products_max_per_order_positive', sql`${table.maxPerOrder} > 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
