import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PaginationInput } from '../../generated/graphql.js';
import type { Database } from '../../db/database.js';
import { isUuid } from '../categories/category-input.js';
import { MESSAGES } from '../common/messages.js';
import { toProductModel, type ProductModel } from './products.mapper.js';
import { categoryCondition, onSaleToShoppers, shopperCategories } from './products.paging.js';
import { readProductsPage, selectProducts, type ProductsPage } from './products.query.js';
import { products } from './products.table.js';

export const FEATURED_LIMIT = { default: 8, min: 1, max: 24 } as const;

export interface ProductLookup {
  status: boolean;
  message: string;
  product: ProductModel | null;
}

/**
 * The shop's catalogue: only active products of active categories. Products come without their
 * category; the Product.category loader fetches the categories of a whole response at once.
 */
export class ProductsService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {}

  /** Active products of active categories by name; an unknown slug gives an empty list. */
  async listActive(categorySlug?: string | null): Promise<ProductModel[]> {
    const rows = await this.select(and(onSaleToShoppers, categoryCondition(categorySlug))).orderBy(
      asc(products.name),
      asc(products.id),
    );
    return rows.map((row) => toProductModel(row, this.publicUrl));
  }

  /**
   * Keyset-paged products (cursor fields name, createdAt), optionally one category's and
   * matching every word of `search`. Bad input is an answer (status false), never an error.
   */
  async listPage(
    input: PaginationInput | null | undefined,
    categorySlug: string | null | undefined,
    search: string | null | undefined,
  ): Promise<ProductsPage> {
    const scope = and(onSaleToShoppers, categoryCondition(categorySlug));
    const keptTotal = { counted: 'activeProducts', categories: shopperCategories(categorySlug) } as const;
    return readProductsPage(this.db, this.publicUrl, { input, scope, search, keptTotal });
  }

  /** One product a shopper may see; anything else (unknown, inactive, malformed id) is the same answer. */
  async findForShoppers(id: string): Promise<ProductLookup> {
    const notAvailable = { status: false, message: MESSAGES.products.notAvailable, product: null };
    if (!isUuid(id)) return notAvailable;
    const [row] = await this.select(and(onSaleToShoppers, eq(products.id, id))).limit(1);
    if (!row) return notAvailable;
    return { status: true, message: MESSAGES.ok, product: toProductModel(row, this.publicUrl) };
  }

  /** The biggest discounts first, then by name; `limit` is clamped to 1..24 (default 8). */
  async featured(limit: number | null | undefined): Promise<ProductModel[]> {
    const rows = await this.select(onSaleToShoppers)
      .orderBy(desc(products.discountPercentage), asc(products.name), asc(products.id))
      .limit(clampFeaturedLimit(limit));
    return rows.map((row) => toProductModel(row, this.publicUrl));
  }

  private select(where: SQL | undefined) {
    return selectProducts(this.db, where);
  }
}

export function clampFeaturedLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return FEATURED_LIMIT.default;
  return Math.min(FEATURED_LIMIT.max, Math.max(FEATURED_LIMIT.min, Math.trunc(limit)));
}
