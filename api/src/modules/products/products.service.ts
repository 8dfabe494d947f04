import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '../../generated/graphql.js';
import type { Database } from '../../db/database.js';
import { toCategory } from '../categories/categories.mapper.js';
import type { CategoriesService } from '../categories/categories.service.js';
import { categories } from '../categories/categories.table.js';
import { toProduct } from './products.mapper.js';
import { products } from './products.table.js';

export class ProductsService {
  constructor(
    private readonly db: Database,
    private readonly categoriesService: CategoriesService,
    private readonly publicUrl: string,
  ) {}

  /** Active products of active categories by name; an unknown slug gives an empty list. */
  async listActive(categorySlug?: string | null): Promise<Product[]> {
    const [rows, counts] = await Promise.all([
      this.db
        .select({ product: products, category: categories })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(
          and(
            eq(products.isActive, true),
            eq(categories.isActive, true),
            categorySlug ? eq(categories.slug, categorySlug) : undefined,
          ),
        )
        .orderBy(asc(products.name), asc(products.id)),
      this.categoriesService.activeProductCounts(),
    ]);
    return rows.map(({ product, category }) => {
      const categoryDto = toCategory(category, counts.get(category.id) ?? 0, this.publicUrl);
      return toProduct(product, categoryDto, this.publicUrl);
    });
  }
}
