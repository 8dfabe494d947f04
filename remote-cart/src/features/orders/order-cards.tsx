import { Button } from 'antd';
import { formatMXN, MESSAGES } from 'shared';
import type { MyOrdersQuery } from '../../generated/graphql';
import { OrderStatusTag } from './order-status-tag';

const text = MESSAGES.orders;
type Row = MyOrdersQuery['myOrders']['orders'][number];

interface OrderCardsProps {
  orders: Row[];
  dateOf: (iso: string) => string;
  onOpen: (id: string) => void;
}

const itemCount = (order: Row) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** Mis compras on a phone: one card per order (number and state, date and items, total and "Ver detalle"). */
export function OrderCards({ orders, dateOf, onOpen }: OrderCardsProps) {
  return (
    <ul className="order-cards" aria-label={text.title}>
      {orders.map((order) => (
        <li key={order.id} className="order-card">
          <div className="order-card-row">
            <span className="order-card-number">
              {text.number} {order.number}
            </span>
            <OrderStatusTag status={order.status} />
          </div>
          <div className="order-card-row order-card-meta">
            <span>{dateOf(order.createdAt)}</span>
            <span>
              {text.items}: {itemCount(order)}
            </span>
          </div>
          {order.deliveryWindow && (
            <div className="order-card-row order-card-meta">
              <span>
                {MESSAGES.checkout.deliveryWindow}: {order.deliveryWindow.label}
              </span>
            </div>
          )}
          <div className="order-card-row">
            <strong data-testid="order-total">{formatMXN(order.totals.total)}</strong>
            <Button onClick={() => onOpen(order.id)} aria-label={`${text.view} ${order.number}`}>
              {text.view}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
