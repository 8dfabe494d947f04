import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { pageRequestFor, type PageMove } from 'shared';
import { AdminProductsDocument, type PaginationInput } from '../../generated/graphql';

export const PRODUCTS_PAGE_SIZE = 10;

export interface ProductFilters {
  categoryId: string | null;
  search: string | null;
}

const FIRST_PAGE: PaginationInput = { requestedPage: 'FIRST', nPerPage: PRODUCTS_PAGE_SIZE };

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
      setPage(result?.paginationRes ? pageRequestFor(request, result.paginationRes, { echoAll: true }) : FIRST_PAGE),
    result,
    loading: query.loading,
    error: query.error,
    reload: () => query.refetch(),
  };
}
