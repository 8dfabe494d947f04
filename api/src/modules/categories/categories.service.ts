import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Category } from '../../generated/graphql.js';
import type { Database } from '../../db/database.js';
import { products } from '../products/products.table.js';
import { toCategory } from './categories.mapper.js';
import { categories } from './categories.table.js';

export class CategoriesService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {}

  /** Active categories in display order, each with its number of active products. */
  async listActive(): Promise<Category[]> {
    const rows = await this.db
      .select({ ...getTableColumns(categories), productCount: count(products.id) })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
      .where(eq(categories.isActive, true))
      .groupBy(categories.id)
      .orderBy(asc(categories.order), asc(categories.name));
    return rows.map(({ productCount, ...row }) => toCategory(row, productCount, this.publicUrl));
  }

  /** Active products per category id, one grouped query for a whole product list. */
  async activeProductCounts(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ categoryId: products.categoryId, total: count() })
      .from(products)
      .where(eq(products.isActive, true))
      .groupBy(products.categoryId);
    return new Map(rows.map((row) => [row.categoryId, row.total]));
  }
}
