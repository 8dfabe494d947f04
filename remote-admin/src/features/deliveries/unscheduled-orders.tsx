import { useQuery } from '@apollo/client/react';
import { Alert, Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatMXN, MESSAGES, ORDER_STATUS_COLORS, rememberSelectedOrder, ROUTES } from 'shared';
import { UnscheduledOrdersDocument } from '../../generated/graphql';

const text = MESSAGES.adminDeliveries;

/**
 * "Sin horario" (issue 29): the paid or preparing orders that have no delivery window (placed
 * before every order had to book one), oldest first, each linking to its order page where the admin
 * gives it one. Nothing is shown while there are none.
 */
export function UnscheduledOrders() {
  const { data, error } = useQuery(UnscheduledOrdersDocument, { fetchPolicy: 'network-only' });
  const answer = data?.unscheduledOrders;
  if (error || (answer && !answer.status)) {
    return <Alert type="error" showIcon title={answer?.message ?? text.unscheduledFailed} />;
  }
  if (!answer || answer.orders.length === 0) return null;
  return (
    <Card className="delivery-unscheduled" title={<h2 className="delivery-day-title">{text.unscheduledTitle}</h2>}>
      <p>{text.unscheduledIntro}</p>
      <ul className="delivery-unscheduled-list" data-testid="unscheduled-orders">
        {answer.orders.map((order) => (
          <li key={order.id}>
            <Link to={ROUTES.adminOrderDetail} onClick={() => rememberSelectedOrder('admin', order.id)}>
              {MESSAGES.orders.number} {order.number}
            </Link>{' '}
            <Tag color={ORDER_STATUS_COLORS[order.status]}>{MESSAGES.orders.statuses[order.status]}</Tag>{' '}
            {order.customerName} · {formatMXN(order.total)}
            {order.zoneName && ` · ${order.zoneName}`}
          </li>
        ))}
      </ul>
    </Card>
  );
}
