import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories } from '../categories/categories.table.js';
import { categoryProductCounts } from './category-counts.table.js';

/**
 * A page's total read from the counts the database keeps per category (category-counts.table.ts)
 * instead of counting products: one row per category, whatever the size of the catalogue. It
 * answers only scopes made of whole categories; a search or filter still counts the products.
 */
export interface KeptTotal {
  /** Every product (the admin list) or only the active ones (the storefront). */
  counted: 'products' | 'activeProducts';
  /** Which categories add up, as a condition on the categories table. */
  categories: SQL | undefined;
}

export async function readKeptTotal(db: Database, kept: KeptTotal): Promise<number> {
  const column = categoryProductCounts[kept.counted];
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${column}), 0)::int` })
    .from(categoryProductCounts)
    .innerJoin(categories, eq(categoryProductCounts.categoryId, categories.id))
    .where(kept.categories);
  return row?.total ?? 0;
}
