import { formatDateTime } from '../format/format-date';
import { formatMXN } from '../format/format-mxn';
import type { OrderStatusName } from './order-status';
import { ORDER_SIDES, type OrderSide } from './order-side';
import { orderStatusView, type OrderStatusView } from './order-status-view';

/** What a row of an order list needs: the fields of myOrders and adminOrders (each side asks for its own). */
export interface OrderListItem {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatusName;
  paymentDeclined?: boolean | null;
  customer?: { name: string; email: string } | null;
  deliveryWindow?: { label: string } | null;
  lines?: readonly { quantity: number }[];
  totals: { total: number };
}

export type OrderColumnKey = 'number' | 'date' | 'customer' | 'status' | 'window' | 'items' | 'total' | 'open';

/** One column of the list: its header and how its cells align. */
export interface OrderColumn {
  key: OrderColumnKey;
  title: string;
  align?: 'right';
  /** The header is read by screen readers only (the column of "Ver" buttons). */
  hiddenTitle?: boolean;
}

/** A row, formatted: every text the list shows of one order. */
export interface OrderRowView {
  id: string;
  number: string;
  date: string;
  status: OrderStatusView;
  customer: { name: string; email: string } | null;
  /** The delivery window's label, "—" without one. */
  window: string;
  items: number;
  total: string;
  /** The open button's caption ("Ver detalle", "Ver") and its accessible name ("Ver detalle DC-000007"). */
  open: { caption: string; name: string };
}

const COLUMNS: Record<OrderSide, readonly OrderColumnKey[]> = {
  shopper: ['number', 'date', 'status', 'window', 'items', 'total', 'open'],
  admin: ['number', 'date', 'customer', 'status', 'total', 'open'],
};

/** The columns of a side's list, in order: the shopper sees window and units, the admin the customer. */
export function orderColumns(side: OrderSide): OrderColumn[] {
  const text = ORDER_SIDES[side].text;
  const titles: Record<OrderColumnKey, string> = {
    number: text.number,
    date: text.date,
    customer: text.customer,
    status: text.status,
    window: text.window,
    items: text.items,
    total: text.total,
    open: text.actions,
  };
  return COLUMNS[side].map((key) => ({
    key,
    title: titles[key],
    ...(key === 'total' && { align: 'right' as const }),
    ...(key === 'open' && { hiddenTitle: true }),
  }));
}

/** Units in the order (2 kg of one product and 3 of another: 5). */
export const orderItemCount = (order: OrderListItem): number =>
  (order.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);

/** One order as a side's list shows it. */
export function orderRowView(order: OrderListItem, side: OrderSide): OrderRowView {
  const text = ORDER_SIDES[side].text;
  return {
    id: order.id,
    number: order.number,
    date: formatDateTime(order.createdAt),
    status: orderStatusView(order.status, Boolean(order.paymentDeclined)),
    customer: order.customer ?? null,
    window: order.deliveryWindow?.label ?? '—',
    items: orderItemCount(order),
    total: formatMXN(order.totals.total),
    open: { caption: text.view, name: `${text.view} ${order.number}` },
  };
}

/** The text of a cell that is only text; null for the cells each vocabulary draws (state, customer, open). */
export function orderCellText(row: OrderRowView, key: OrderColumnKey): string | null {
  const texts: Partial<Record<OrderColumnKey, string>> = {
    number: row.number,
    date: row.date,
    window: row.window,
    items: String(row.items),
    total: row.total,
  };
  return texts[key] ?? null;
}
