import { useState } from 'react';
import { PAGED_LISTS, pageRequestFor, usePageSize, type PageMove } from 'shared';
import { ProductsPageDocument, type PaginationInput } from '../../generated/graphql';
import { useFirstRenderQuery } from '../first-render/use-first-render-query';
import { firstPage, productsPageVariables } from './catalogue-queries';

interface ListKey {
  categorySlug: string;
  search: string;
}

/**
 * One product list (a category, or everything narrowed by a search) paged with the spec's
 * FIRST/PREV/NEXT/LAST, in pages of the size the shopper chose (4 by default, remembered). A new
 * category, search or page size starts again at the first page.
 */
export function useProductPaging({ categorySlug, search }: ListKey) {
  const [size, setSize] = usePageSize(PAGED_LISTS.shopProducts);
  const key = `${categorySlug}\n${search}\n${size}`;
  const first: PaginationInput = firstPage(size);
  const [state, setState] = useState({ key, page: first });
  const page = state.key === key ? state.page : first;
  const { data, previousData, loading, error, refetch } = useFirstRenderQuery(ProductsPageDocument, {
    variables: productsPageVariables(categorySlug, search, page),
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.productsPage;
  // While the next page loads, the controls keep showing where the shopper was.
  const position = (data ?? previousData)?.productsPage.paginationRes;
  const go = (move: PageMove) => setState({ key, page: pageRequestFor(move, position, { nPerPage: size }) });
  return { result, position, loading, error, retry: () => void refetch(), go, size, setSize };
}
