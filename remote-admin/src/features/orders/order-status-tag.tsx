import { Tag } from 'antd';
import { MESSAGES, ORDER_STATUS_COLORS } from 'shared';
import type { OrderStatus } from '../../generated/graphql';

/** An order's state in words (the colour only repeats it); a refused payment attempt says so, not "Cancelado". */
export function OrderStatusTag({
  status,
  paymentDeclined = false,
}: {
  status: OrderStatus;
  paymentDeclined?: boolean;
}) {
  if (paymentDeclined) return <Tag color="volcano">{MESSAGES.adminOrders.paymentDeclined}</Tag>;
  return <Tag color={ORDER_STATUS_COLORS[status]}>{MESSAGES.orders.statuses[status]}</Tag>;
}
