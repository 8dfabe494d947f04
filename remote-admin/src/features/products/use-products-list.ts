import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminProductsDocument, type PaginationInput, type ProductPagingFieldsFragment } from '../../generated/graphql';

export const PRODUCTS_PAGE_SIZE = 10;

export type PageMove = 'FIRST' | 'PREV' | 'NEXT' | 'LAST';

export interface ProductFilters {
  categoryId: string | null;
  search: string | null;
}

const FIRST_PAGE: PaginationInput = { requestedPage: 'FIRST', nPerPage: PRODUCTS_PAGE_SIZE };

/** The request that moves from the page shown: the server's cursors of that page, echoed back. */
export function pageMovedFrom(shown: ProductPagingFieldsFragment, requestedPage: PageMove): PaginationInput {
  const { pageNum, nPerPage, cursorField, startValue, endValue, startId, endId, isSortAsc, isShowTotals } = shown;
  return {
    requestedPage,
    pageNum,
    nPerPage,
    cursorField,
    startValue,
    endValue,
    startId,
    endId,
    isSortAsc,
    isShowTotals,
  };
}

/**
 * The admin's product list: keyset paging, one category or all, and a search text. A new filter
 * starts again at the first page; every page is asked of the API (stock and prices change).
 */
export function useProductsList() {
  const [filters, setFilters] = useState<ProductFilters>({ categoryId: null, search: null });
  const [page, setPage] = useState<PaginationInput>(FIRST_PAGE);
  const query = useQuery(AdminProductsDocument, {
    variables: { page, ...filters },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = query.data?.adminProducts ?? query.previousData?.adminProducts;

  const filter = (change: Partial<ProductFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(FIRST_PAGE);
  };

  return {
    filters,
    setCategory: (categoryId: string | null) => filter({ categoryId }),
    setSearch: (text: string) => filter({ search: text.trim() || null }),
    move: (request: PageMove) =>
      setPage(result?.paginationRes ? pageMovedFrom(result.paginationRes, request) : FIRST_PAGE),
    result,
    loading: query.loading,
    error: query.error,
    reload: () => query.refetch(),
  };
}
