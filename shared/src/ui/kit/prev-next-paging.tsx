import { MESSAGES } from '../../messages/messages';
import { Button } from './button';

interface Props {
  /** The navigation's accessible name. */
  label: string;
  /** Where the page shown stands; nothing shows while there is one page only. */
  position: { hasPrev: boolean; hasNext: boolean } | null | undefined;
  onMove(move: 'PREV' | 'NEXT'): void;
}

/** "Anterior" / "Siguiente" under a keyset-paged list (Mis compras, the admin's Pedidos). Plain elements. */
export function PrevNextPaging({ label, position, onMove }: Props) {
  if (!position || (!position.hasPrev && !position.hasNext)) return null;
  return (
    <nav className="dc-prev-next orders-paging" aria-label={label}>
      <Button disabled={!position.hasPrev} onClick={() => onMove('PREV')}>
        {MESSAGES.catalogue.pagePrev}
      </Button>
      <Button disabled={!position.hasNext} onClick={() => onMove('NEXT')}>
        {MESSAGES.catalogue.pageNext}
      </Button>
    </nav>
  );
}
