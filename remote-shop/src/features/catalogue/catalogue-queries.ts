import type { PaginationInput } from '../../generated/graphql';

/** How many featured products the home shows. */
export const FEATURED_COUNT = 8;

export const featuredVariables = () => ({ limit: FEATURED_COUNT });

/** The first page of a product list, in pages of `nPerPage`. */
export const firstPage = (nPerPage: number): PaginationInput => ({ requestedPage: 'FIRST', nPerPage });

/** The variables of one page of a category's products (narrowed by a search when given). */
export const productsPageVariables = (categorySlug: string, search: string, page: PaginationInput) => ({
  page,
  categorySlug,
  search: search || null,
});
