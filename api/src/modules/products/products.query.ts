import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PaginationInput, PaginationRes } from '../../generated/graphql.js';
import type { Database } from '../../db/database.js';
import { categories } from '../categories/categories.table.js';
import { MESSAGES } from '../common/messages.js';
import { parsePageInput, RESULT_CODES } from '../common/pagination.input.js';
import { fetchKeysetPage, refusedPage, type KeysetSource } from '../common/pagination.keyset.js';
import { parseQueryObject } from '../common/query-filter.js';
import { listedProductColumns, toProductModel, type ListedProductRow, type ProductModel } from './products.mapper.js';
import {
  MAX_SEARCH,
  namePrefixCondition,
  PRODUCT_CURSORS,
  PRODUCT_FILTERS,
  searchCondition,
} from './products.paging.js';
import { products } from './products.table.js';
import { readKeptTotal, type KeptTotal } from './product-totals.js';

/** One page of products as the storefront's productsPage and the admin's adminProducts answer it. */
export interface ProductsPage {
  status: boolean;
  message: string;
  paginationRes: PaginationRes;
  products: ProductModel[];
}

/** Product rows joined to their category, so conditions may test the category too. */
export function selectProducts(db: Database, where: SQL | undefined) {
  return db
    .select(listedProductColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(where)
    .$dynamic();
}

/** Totals come from the kept counts when `kept` is given (nothing narrows the scope), else by counting. */
function productKeysetSource(db: Database, kept: KeptTotal | undefined): KeysetSource<ListedProductRow> {
  return {
    idColumn: products.id,
    idOf: (row) => row.id,
    fetch: (where, orderBy, limit) =>
      selectProducts(db, where)
        .orderBy(...orderBy)
        .limit(limit),
    count: async (where) => {
      if (kept) return readKeptTotal(db, kept);
      const [row] = await db
        .select({ total: count() })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(where);
      return row?.total ?? 0;
    },
  };
}

export interface ProductsPageRequest {
  input: PaginationInput | null | undefined;
  /** Which products the caller may see at all (shoppers: active ones; admins: every one). */
  scope: SQL | undefined;
  search: string | null | undefined;
  /** The kept count of `scope` (whole categories), used when no search or filter narrows it. */
  keptTotal?: KeptTotal;
}

/**
 * Keyset-paged products (cursor fields name, createdAt) within `scope`, matching every word of
 * `search` and the page's nameToFilter/queryObjString. Bad input is an answer, never an error.
 */
export async function readProductsPage(
  db: Database,
  publicUrl: string,
  { input, scope, search, keptTotal }: ProductsPageRequest,
): Promise<ProductsPage> {
  const page = parsePageInput(input, PRODUCT_CURSORS);
  if (!page.ok) return refusedProductsPage(input, page.code, page.message);
  const searchText = search?.trim() ?? '';
  if (searchText.length > MAX_SEARCH) {
    return refusedProductsPage(input, RESULT_CODES.badNameFilter, MESSAGES.products.searchTooLong(MAX_SEARCH));
  }
  const byObject = parseQueryObject(page.value.queryObjString, PRODUCT_FILTERS);
  if (!byObject.ok) return refusedProductsPage(input, byObject.code, byObject.message);
  const narrowing = and(searchCondition(searchText), namePrefixCondition(page.value.nameToFilter), byObject.value);
  const source = productKeysetSource(db, narrowing ? undefined : keptTotal);
  const { rows, paginationRes } = await fetchKeysetPage(page.value, source, and(scope, narrowing));
  return {
    status: true,
    message: MESSAGES.ok,
    paginationRes,
    products: rows.map((row) => toProductModel(row, publicUrl)),
  };
}

export function refusedProductsPage(
  input: PaginationInput | null | undefined,
  code: number,
  message: string,
): ProductsPage {
  return { status: false, message, paginationRes: refusedPage(input, code, message), products: [] };
}
