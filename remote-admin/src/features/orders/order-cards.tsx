import { Button } from 'antd';
import { formatMXN, MESSAGES } from 'shared';
import type { AdminOrdersQuery } from '../../generated/graphql';
import { OrderStatusTag } from './order-status-tag';

const text = MESSAGES.adminOrders;
type Row = AdminOrdersQuery['adminOrders']['orders'][number];

interface OrderCardsProps {
  orders: Row[];
  dateOf: (iso: string) => string;
  onOpen: (id: string) => void;
}

/** Pedidos on a phone: one card per order (number and state, date and customer, total and "Ver"). */
export function OrderCards({ orders, dateOf, onOpen }: OrderCardsProps) {
  return (
    <ul className="order-cards" aria-label={text.title}>
      {orders.map((order) => (
        <li key={order.id} className="order-card">
          <div className="order-card-row">
            <span className="order-card-number">
              {text.number} {order.number}
            </span>
            <OrderStatusTag status={order.status} paymentDeclined={order.paymentDeclined} />
          </div>
          <div className="order-card-row order-card-meta">
            <span>{dateOf(order.createdAt)}</span>
            {order.customer && <span title={order.customer.email}>{order.customer.name}</span>}
          </div>
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
