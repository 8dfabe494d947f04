import { Button } from 'antd';
import { MESSAGES, type PageMove } from 'shared';
import { PageSizeSelect } from 'shared/ui';

/** What the buttons need of the page shown (the API's PaginationRes). */
export interface ShownPagePosition {
  pageNum: number;
  totalPags?: number | null;
  hasPrev: boolean;
  hasNext: boolean;
}

interface Props {
  /** Undefined before the first answer: page 1 of 1, every button off. */
  shown: ShownPagePosition | undefined;
  label: string;
  busy: boolean;
  onMove(request: PageMove): void;
  /** Extra class beside `paging`. */
  className?: string;
  /** The rows per page and its change: with both, "Por página" (4/12/24/48) follows the buttons. */
  pageSize?: number;
  onPageSize?(size: number): void;
}

/** Primera / Anterior / "Página N de M" / Siguiente / Última, like every paged list of the shop. */
export function ListPaging({ shown, label, busy, onMove, className, pageSize, onPageSize }: Props) {
  const text = MESSAGES.catalogue;
  const button = (request: PageMove, caption: string, enabled: boolean) => (
    <Button onClick={() => onMove(request)} disabled={busy || !enabled}>
      {caption}
    </Button>
  );
  const hasPrev = Boolean(shown?.hasPrev);
  const hasNext = Boolean(shown?.hasNext);
  return (
    <nav className={className ? `paging ${className}` : 'paging'} aria-label={label}>
      {button('FIRST', text.pageFirst, hasPrev)}
      {button('PREV', text.pagePrev, hasPrev)}
      <span className="paging-position" data-testid="paging-position" aria-live="polite">
        {text.pagePosition((shown?.pageNum ?? 0) + 1, Math.max(shown?.totalPags ?? 1, 1))}
      </span>
      {button('NEXT', text.pageNext, hasNext)}
      {button('LAST', text.pageLast, hasNext)}
      {pageSize !== undefined && onPageSize && (
        <PageSizeSelect value={pageSize} onChange={onPageSize} disabled={busy} />
      )}
    </nav>
  );
}
