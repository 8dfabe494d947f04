import type { ReactNode } from 'react';
import { formatDateTime } from '../../format/format-date';
import { formatMXN } from '../../format/format-mxn';
import { Button } from './button';

/** What a card shows of an order: the fields Mis compras and the admin's Pedidos both have. */
export interface OrderCardData {
  id: string;
  number: string;
  createdAt: string;
  totals: { total: number };
}

interface Props<T extends OrderCardData> {
  orders: readonly T[];
  /** The list's accessible name (the page title). */
  label: string;
  /** The word before the number ("Pedido"). */
  numberLabel: string;
  /** The open button's caption ("Ver detalle", "Ver"); its accessible name adds the number. */
  viewLabel: string;
  /** The order's state, as the page shows it (a tag). */
  status(order: T): ReactNode;
  /** What sits beside the date: the customer, the units... */
  detail(order: T): ReactNode;
  /** A line of its own under the date, when the order has one (the delivery window). */
  extra?(order: T): ReactNode;
  onOpen(id: string): void;
}

/**
 * A list of orders on a phone: one card per order (number and state, date and detail, total and
 * the open button), so nothing scrolls sideways. Plain elements: no antd.
 */
export function OrderCards<T extends OrderCardData>({
  orders,
  label,
  numberLabel,
  viewLabel,
  status,
  detail,
  extra,
  onOpen,
}: Props<T>) {
  return (
    <ul className="dc-cards" aria-label={label}>
      {orders.map((order) => (
        <li key={order.id} className="dc-card order-card">
          <div className="dc-card-row">
            <span className="dc-card-title order-card-number">
              {numberLabel} {order.number}
            </span>
            {status(order)}
          </div>
          <div className="dc-card-row dc-card-meta">
            <span>{formatDateTime(order.createdAt)}</span>
            {detail(order)}
          </div>
          {extra?.(order) && <div className="dc-card-row dc-card-meta">{extra(order)}</div>}
          <div className="dc-card-row">
            <strong data-testid="order-total">{formatMXN(order.totals.total)}</strong>
            <Button onClick={() => onOpen(order.id)} aria-label={`${viewLabel} ${order.number}`}>
              {viewLabel}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
