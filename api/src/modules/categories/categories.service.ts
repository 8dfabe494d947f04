import { and, asc, count, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
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
    const rows = await this.withProductCount(eq(categories.isActive, true)).orderBy(
      asc(categories.order),
      asc(categories.name),
    );
    return rows.map(({ productCount, ...row }) => toCategory(row, productCount, this.publicUrl));
  }

  /** One active category by slug (with its product count), or null. */
  async findActiveBySlug(slug: string): Promise<Category | null> {
    const [row] = await this.withProductCount(and(eq(categories.isActive, true), eq(categories.slug, slug.trim())));
    if (!row) return null;
    const { productCount, ...category } = row;
    return toCategory(category, productCount, this.publicUrl);
  }

  /**
   * The categories with these ids, each with its number of active products, in ONE statement:
   * what the Product.category loader asks for once per response. Unknown ids are left out.
   */
  async findByIds(ids: readonly string[]): Promise<Map<string, Category>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.withProductCount(inArray(categories.id, unique));
    return new Map(rows.map(({ productCount, ...row }) => [row.id, toCategory(row, productCount, this.publicUrl)]));
  }

  /** Categories matching `where`, each with a count of its active products. */
  private withProductCount(where: SQL | undefined) {
    return this.db
      .select({ ...getTableColumns(categories), productCount: count(products.id) })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
      .where(where)
      .groupBy(categories.id)
      .$dynamic();
  }
}
