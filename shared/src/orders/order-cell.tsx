import type { ReactNode } from 'react';
import { orderCellText, type OrderColumnKey, type OrderRowView } from './order-list-view';

/** The two cells each vocabulary draws its own way: the state (a tag) and the open button. */
export interface OrderCellParts {
  status(row: OrderRowView): ReactNode;
  open(row: OrderRowView): ReactNode;
}

/**
 * A cell of an order list: the customer (name, e-mail on hover), the total (found by tests and the
 * phone layout as `order-total`) and the text cells are the same everywhere; state and open button
 * come from the vocabulary (the kit's or antd's).
 */
export function orderCell(key: OrderColumnKey, row: OrderRowView, parts: OrderCellParts): ReactNode {
  if (key === 'status') return parts.status(row);
  if (key === 'open') return parts.open(row);
  if (key === 'customer') return row.customer && <span title={row.customer.email}>{row.customer.name}</span>;
  if (key === 'total') return <span data-testid="order-total">{row.total}</span>;
  return orderCellText(row, key);
}
