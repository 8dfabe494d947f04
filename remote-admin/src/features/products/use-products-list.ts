import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGED_LISTS, pageRequestFor, usePageSize, type PageMove } from 'shared';
import { AdminProductsDocument, type PaginationInput } from '../../generated/graphql';

export interface ProductFilters {
  categoryId: string | null;
  search: string | null;
}

const firstPage = (nPerPage: number): PaginationInput => ({ requestedPage: 'FIRST', nPerPage });

/**
 * The admin's product list: keyset paging, one category or all, a search text and the rows per
 * page (4 by default, remembered). A new filter or page size starts again at the first page; every page is asked of the API (stock and prices change).
 */
export function useProductsList() {
  const [filters, setFilters] = useState<ProductFilters>({ categoryId: null, search: null });
  const [pageSize, setPageSizeState] = usePageSize(PAGED_LISTS.adminProducts);
  const [page, setPage] = useState<PaginationInput>(() => firstPage(pageSize));
  const query = useQuery(AdminProductsDocument, {
    variables: { page, ...filters },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = query.data?.adminProducts ?? query.previousData?.adminProducts;

  const filter = (change: Partial<ProductFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(firstPage(pageSize));
  };
  const setPageSize = (size: number) => {
    setPageSizeState(size);
    setPage(firstPage(size));
  };

  return {
    filters,
    setCategory: (categoryId: string | null) => filter({ categoryId }),
    setSearch: (text: string) => filter({ search: text.trim() || null }),
    move: (request: PageMove) =>
      setPage(
        result?.paginationRes ? pageRequestFor(request, result.paginationRes, { echoAll: true }) : firstPage(pageSize),
      ),
    pageSize,
    setPageSize,
    result,
    loading: query.loading,
    error: query.error,
    reload: () => query.refetch(),
  };
}
