import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from 'shared';
import {
  ProductsPageDocument,
  type PageRequest,
  type PaginationInput,
  type ProductsPageQuery,
} from '../../generated/graphql';

export type PageMove = Exclude<PageRequest, 'RE_LOAD'>;
type Position = ProductsPageQuery['productsPage']['paginationRes'];

/** The request that moves from the page shown (`position`) by `move`: keyset, never an offset. */
export function pageRequestFor(move: PageMove, position: Position | undefined, size: number): PaginationInput {
  const base: PaginationInput = { requestedPage: move, nPerPage: size, pageNum: position?.pageNum ?? 0 };
  if (move === 'NEXT') return { ...base, endValue: position?.endValue, endId: position?.endId };
  if (move === 'PREV') return { ...base, startValue: position?.startValue, startId: position?.startId };
  return base;
}

interface ListKey {
  categorySlug: string;
  search: string;
}

/**
 * One product list (a category, or everything narrowed by a search) paged with the spec's
 * FIRST/PREV/NEXT/LAST. A new category or search starts again at the first page.
 */
export function useProductPaging({ categorySlug, search }: ListKey, size = PAGE_SIZE_DEFAULT) {
  const key = `${categorySlug}\n${search}`;
  const first: PaginationInput = { requestedPage: 'FIRST', nPerPage: size };
  const [state, setState] = useState({ key, page: first });
  const page = state.key === key ? state.page : first;
  const { data, previousData, loading, error, refetch } = useQuery(ProductsPageDocument, {
    variables: { page, categorySlug, search: search || null },
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.productsPage;
  // While the next page loads, the controls keep showing where the shopper was.
  const position = (data ?? previousData)?.productsPage.paginationRes;
  const go = (move: PageMove) => setState({ key, page: pageRequestFor(move, position, size) });
  return { result, position, loading, error, retry: () => void refetch(), go };
}
