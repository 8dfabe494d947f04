import { Button } from 'antd';
import { MESSAGES } from 'shared';
import type { ProductPagingFieldsFragment } from '../../generated/graphql';
import type { PageMove } from './use-products-list';

interface Props {
  shown: ProductPagingFieldsFragment;
  label: string;
  busy: boolean;
  onMove(request: PageMove): void;
}

/** Primera / Anterior / "Página N de M" / Siguiente / Última, like every paged list of the shop. */
export function ListPaging({ shown, label, busy, onMove }: Props) {
  const text = MESSAGES.catalogue;
  const button = (request: PageMove, caption: string, enabled: boolean) => (
    <Button onClick={() => onMove(request)} disabled={busy || !enabled}>
      {caption}
    </Button>
  );
  return (
    <nav className="paging products-paging" aria-label={label}>
      {button('FIRST', text.pageFirst, shown.hasPrev)}
      {button('PREV', text.pagePrev, shown.hasPrev)}
      <span className="paging-position" data-testid="paging-position" aria-live="polite">
        {text.pagePosition(shown.pageNum + 1, Math.max(shown.totalPags ?? 1, 1))}
      </span>
      {button('NEXT', text.pageNext, shown.hasNext)}
      {button('LAST', text.pageLast, shown.hasNext)}
    </nav>
  );
}
