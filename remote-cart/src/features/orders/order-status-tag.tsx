import { Tag } from 'antd';
import { MESSAGES, ORDER_STATUS_COLORS } from 'shared';
import type { OrderStatus } from '../../generated/graphql';

/** An order's state in words (the colour only repeats it). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={ORDER_STATUS_COLORS[status]}>{MESSAGES.orders.statuses[status]}</Tag>;
}
