import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { categories } from '../categories/categories.table.js';

/**
 * How many products each category holds, kept by triggers on products (migration
 * 0009_category_product_counts): productsPage reads its totals here instead of counting the catalogue.
 */
export const categoryProductCounts = pgTable('category_product_counts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  /** Every product of the category, active or not (the admin list's totals). */
  products: integer('products').notNull().default(0),
  /** Its active products (the storefront's totals, when the category itself is active). */
  activeProducts: integer('active_products').notNull().default(0),
});
