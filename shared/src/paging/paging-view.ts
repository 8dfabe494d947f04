import { MESSAGES } from '../messages/messages';
import type { PageMove } from './page-request';

/** What the paging controls need of the page shown (the API's PaginationRes). */
export interface PagePosition {
  pageNum: number;
  totalPags?: number | null;
  hasPrev: boolean;
  hasNext: boolean;
}

export interface PagingView {
  /** "Página 2 de 5" (page 1 of 1 before the first answer). */
  position: string;
  moves: { move: PageMove; label: string; enabled: boolean }[];
}

/** Primera / Anterior / "Página x de y" / Siguiente / Última: the same for every paged list and vocabulary. */
export function pagingView(shown: PagePosition | null | undefined, busy = false): PagingView {
  const text = MESSAGES.catalogue;
  const back = !busy && Boolean(shown?.hasPrev);
  const forward = !busy && Boolean(shown?.hasNext);
  return {
    position: text.pagePosition((shown?.pageNum ?? 0) + 1, Math.max(shown?.totalPags ?? 1, 1)),
    moves: [
      { move: 'FIRST', label: text.pageFirst, enabled: back },
      { move: 'PREV', label: text.pagePrev, enabled: back },
      { move: 'NEXT', label: text.pageNext, enabled: forward },
      { move: 'LAST', label: text.pageLast, enabled: forward },
    ],
  };
}
