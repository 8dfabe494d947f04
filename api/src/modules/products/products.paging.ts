import { and, eq, gt, like, type SQL } from 'drizzle-orm';
import { categories } from '../categories/categories.table.js';
import type { CursorCatalog } from '../common/pagination.input.js';
import { likeContains, likePrefix, type FilterSpec } from '../common/query-filter.js';
import type { ListedProductRow } from './products.mapper.js';
import { products } from './products.table.js';
import { foldSearchText, searchWords } from './search-text.js';

/** Sortable fields of productsPage; each has a (field, id) index in products.table.ts. */
export const PRODUCT_CURSORS: CursorCatalog<ListedProductRow> = {
  defaultField: 'name',
  fields: {
    name: { column: products.name, kind: 'text', unique: false, read: (row) => row.name },
    createdAt: {
      column: products.createdAt,
      kind: 'timestamp',
      unique: false,
      read: (row) => row.createdAt.toISOString(),
    },
  },
};

/** What queryObjString may filter products by. */
export const PRODUCT_FILTERS: FilterSpec = {
  onSale: (value) => {
    if (typeof value !== 'boolean') return null;
    return value ? gt(products.discountPercentage, 0) : eq(products.discountPercentage, 0);
  },
};

export const MAX_SEARCH = 100;

/** The slugs that mean "every category" (the storefront's "todas" tab). */
const ALL_CATEGORIES = new Set(['', 'todas']);

/** Products a shopper may see: active, in an active category (the query joins categories). */
export const onSaleToShoppers = and(eq(products.isActive, true), eq(categories.isActive, true));

export function categoryCondition(slug: string | null | undefined): SQL | undefined {
  const trimmed = slug?.trim() ?? '';
  return ALL_CATEGORIES.has(trimmed) ? undefined : eq(categories.slug, trimmed);
}

/** The active categories behind categoryCondition (the storefront's totals add up their counts). */
export function shopperCategories(slug: string | null | undefined): SQL | undefined {
  return and(eq(categories.isActive, true), categoryCondition(slug));
}

/** Every word somewhere in the name or description, accents and case aside; wildcards are literal. */
export function searchCondition(text: string): SQL | undefined {
  return and(...searchWords(text).map((word) => like(products.searchText, likeContains(word))));
}

/** nameToFilter: the name starts with it, accents and case aside (search_text starts with the name). */
export function namePrefixCondition(text: string | null): SQL | undefined {
  return text ? like(products.searchText, likePrefix(foldSearchText(text))) : undefined;
}
