import { MESSAGES, type PageMove } from 'shared';
import { Button } from 'shared/ui';

interface Props {
  pageNum: number;
  totalPags: number;
  hasPrev: boolean;
  hasNext: boolean;
  disabled: boolean;
  onMove(move: PageMove): void;
}

/** The spec's paging controls (FIRST, PREV, NEXT, LAST) and where the shopper is. */
export function PagingControls({ pageNum, totalPags, hasPrev, hasNext, disabled, onMove }: Props) {
  const { catalogue } = MESSAGES;
  const move = (request: PageMove, label: string, enabled: boolean) => (
    <Button onClick={() => onMove(request)} disabled={disabled || !enabled}>
      {label}
    </Button>
  );
  return (
    <nav className="paging" aria-label={catalogue.pagingLabel}>
      {move('FIRST', catalogue.pageFirst, hasPrev)}
      {move('PREV', catalogue.pagePrev, hasPrev)}
      <span className="paging-position" data-testid="paging-position" aria-live="polite">
        {catalogue.pagePosition(pageNum + 1, Math.max(totalPags, 1))}
      </span>
      {move('NEXT', catalogue.pageNext, hasNext)}
      {move('LAST', catalogue.pageLast, hasNext)}
    </nav>
  );
}
