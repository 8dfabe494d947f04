import { useState } from 'react';
import { pageRequestFor, type PageMove, type PageRequestInput, type PageShown } from '../paging/page-request';
import { loadPageSize, usePageSize } from '../paging/page-size';
import { ORDER_SIDES, rememberSelectedOrder, type OrderSide } from './order-side';

const firstPage = (nPerPage: number): PageRequestInput => ({ requestedPage: 'FIRST', nPerPage });

/** The page a side's list asks for first: the first, at the size chosen for that list. */
export const firstOrderPage = (side: OrderSide): PageRequestInput =>
  firstPage(loadPageSize(ORDER_SIDES[side].pagedList));

/**
 * The state of a side's order list: the page asked for (keyset, the size the shopper chose, kept
 * per list), moving between pages, starting over (a filter changed) and opening an order (kept in
 * the tab, then its page through the app's `navigate`: the detail has no id in its path; `shared`
 * loads without react-router). The query itself is the side's.
 */
export function useOrderList(side: OrderSide, navigate: (path: string) => unknown) {
  const settings = ORDER_SIDES[side];
  const [pageSize, savePageSize] = usePageSize(settings.pagedList);
  const [page, setPage] = useState<PageRequestInput>(() => firstPage(pageSize));
  return {
    page,
    pageSize,
    setPageSize: (size: number) => {
      savePageSize(size);
      setPage(firstPage(size));
    },
    startOver: () => setPage(firstPage(pageSize)),
    move: (move: PageMove, shown: PageShown | null | undefined) => {
      if (shown) setPage(pageRequestFor(move, shown, { nPerPage: pageSize }));
    },
    open: (id: string) => {
      rememberSelectedOrder(side, id);
      void navigate(settings.detailRoute);
    },
  };
}
