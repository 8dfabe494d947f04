import type { ComponentType, ReactNode } from 'react';
import { pagingView, type PagePosition } from '../../paging/paging-view';
import type { PageMove } from '../../paging/page-request';
import { Button } from './button';
import { PageSizeSelect } from './page-size-select';

/** What a paging button must accept: the kit's Button, or antd's on the admin's pages. */
export type PagingButton = ComponentType<{ onClick(): void; disabled: boolean; children: ReactNode }>;

export interface ListPagingProps {
  /** Undefined before the first answer: page 1 of 1, every button off. */
  shown: PagePosition | null | undefined;
  /** The navigation's accessible name. */
  label: string;
  busy: boolean;
  onMove(move: PageMove): void;
  /** The rows per page and its change: with both, "Por página" follows the buttons. */
  pageSize?: number;
  onPageSize?(size: number): void;
  className?: string;
  /** The buttons' vocabulary: the kit's by default. */
  button?: PagingButton;
}

/**
 * Primera / Anterior / "Página x de y" / Siguiente / Última under a keyset-paged list (the shared
 * paging view). Plain elements; the admin passes antd's Button to draw the same controls its way.
 */
export function ListPaging(props: ListPagingProps) {
  const { shown, label, busy, onMove, pageSize, onPageSize, className, button: Move = Button } = props;
  const view = pagingView(shown, busy);
  const [first, prev, next, last] = view.moves.map(({ move, label: caption, enabled }) => (
    <Move key={move} onClick={() => onMove(move)} disabled={!enabled}>
      {caption}
    </Move>
  ));
  return (
    <nav className={['dc-paging', className].filter(Boolean).join(' ')} aria-label={label}>
      {first}
      {prev}
      <span className="dc-paging-position paging-position" data-testid="paging-position" aria-live="polite">
        {view.position}
      </span>
      {next}
      {last}
      {pageSize !== undefined && onPageSize && (
        <PageSizeSelect value={pageSize} onChange={onPageSize} disabled={busy} />
      )}
    </nav>
  );
}
