import type { OrderRowView } from '../../orders/order-list-view';
import { ORDER_SIDES, type OrderSide } from '../../orders/order-side';
import { Button } from './button';
import { StatusTag } from './status-tag';

interface Props {
  side: OrderSide;
  rows: readonly OrderRowView[];
  onOpen(id: string): void;
}

/** Beside the date: the units the shopper bought, or the customer the admin serves. */
function CardDetail({ side, row }: { side: OrderSide; row: OrderRowView }) {
  if (side === 'shopper') {
    return (
      <span>
        {ORDER_SIDES.shopper.text.items}: {row.items}
      </span>
    );
  }
  return row.customer && <span title={row.customer.email}>{row.customer.name}</span>;
}

/**
 * A list of orders on a phone: one card per order (number and state, date and detail, the
 * shopper's delivery window, total and the open button), so nothing scrolls sideways. Plain
 * elements: the admin's Pedidos shows the same cards on a phone.
 */
export function OrderCards({ side, rows, onOpen }: Props) {
  const { text } = ORDER_SIDES[side];
  return (
    <ul className="dc-cards" aria-label={text.title}>
      {rows.map((row) => (
        <li key={row.id} className="dc-card order-card">
          <div className="dc-card-row">
            <span className="dc-card-title order-card-number">
              {text.number} {row.number}
            </span>
            <StatusTag view={row.status} />
          </div>
          <div className="dc-card-row dc-card-meta">
            <span>{row.date}</span>
            <CardDetail side={side} row={row} />
          </div>
          {side === 'shopper' && row.window !== '—' && (
            <div className="dc-card-row dc-card-meta">
              <span>
                {text.window}: {row.window}
              </span>
            </div>
          )}
          <div className="dc-card-row">
            <strong data-testid="order-total">{row.total}</strong>
            <Button onClick={() => onOpen(row.id)} aria-label={row.open.name}>
              {row.open.caption}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
