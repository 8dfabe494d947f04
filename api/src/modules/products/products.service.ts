import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PaginationInput, PaginationRes } from '../../generated/graphql.js';
import type { Database } from '../../db/database.js';
import { categories } from '../categories/categories.table.js';
import { MESSAGES } from '../common/messages.js';
import { parsePageInput, RESULT_CODES } from '../common/pagination.input.js';
import { fetchKeysetPage, refusedPage, type KeysetSource } from '../common/pagination.keyset.js';
import { parseQueryObject } from '../common/query-filter.js';
import { listedProductColumns, toProductModel, type ListedProductRow, type ProductModel } from './products.mapper.js';
import {
  categoryCondition,
  MAX_SEARCH,
  namePrefixCondition,
  onSaleToShoppers,
  PRODUCT_CURSORS,
  PRODUCT_FILTERS,
  searchCondition,
} from './products.paging.js';
import { products } from './products.table.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FEATURED_LIMIT = { default: 8, min: 1, max: 24 } as const;

export interface ProductsPage {
  status: boolean;
  message: string;
  paginationRes: PaginationRes;
  products: ProductModel[];
}

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
    const page = parsePageInput(input, PRODUCT_CURSORS);
    if (!page.ok) return refused(input, page.code, page.message);
    const searchText = search?.trim() ?? '';
    if (searchText.length > MAX_SEARCH) {
      return refused(input, RESULT_CODES.badNameFilter, MESSAGES.products.searchTooLong(MAX_SEARCH));
    }
    const byObject = parseQueryObject(page.value.queryObjString, PRODUCT_FILTERS);
    if (!byObject.ok) return refused(input, byObject.code, byObject.message);
    const filter = and(
      onSaleToShoppers,
      categoryCondition(categorySlug),
      searchCondition(searchText),
      namePrefixCondition(page.value.nameToFilter),
      byObject.value,
    );
    const { rows, paginationRes } = await fetchKeysetPage(page.value, this.keysetSource(), filter);
    return {
      status: true,
      message: MESSAGES.ok,
      paginationRes,
      products: rows.map((row) => toProductModel(row, this.publicUrl)),
    };
  }

  /** One product a shopper may see; anything else (unknown, inactive, malformed id) is the same answer. */
  async findForShoppers(id: string): Promise<ProductLookup> {
    const notAvailable = { status: false, message: MESSAGES.products.notAvailable, product: null };
    if (!UUID.test(id)) return notAvailable;
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

  /** Product rows joined to their category, so conditions may test the category too. */
  private select(where: SQL | undefined) {
    return this.db
      .select(listedProductColumns)
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .$dynamic();
  }

  private keysetSource(): KeysetSource<ListedProductRow> {
    return {
      idColumn: products.id,
      idOf: (row) => row.id,
      fetch: (where, orderBy, limit) =>
        this.select(where)
          .orderBy(...orderBy)
          .limit(limit),
      count: async (where) => {
        const [row] = await this.db
          .select({ total: count() })
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(where);
        return row?.total ?? 0;
      },
    };
  }
}

export function clampFeaturedLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return FEATURED_LIMIT.default;
  return Math.min(FEATURED_LIMIT.max, Math.max(FEATURED_LIMIT.min, Math.trunc(limit)));
}

function refused(input: PaginationInput | null | undefined, code: number, message: string): ProductsPage {
  return { status: false, message, paginationRes: refusedPage(input, code, message), products: [] };
}
