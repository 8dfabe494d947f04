import { Tag } from 'antd';
import { MESSAGES } from 'shared';
import type { OrderStatus } from '../../generated/graphql';

const COLORS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'gold',
  PAID: 'green',
  PREPARING: 'blue',
  SHIPPED: 'geekblue',
  DELIVERED: 'cyan',
  CANCELLED: 'default',
};

export const ORDER_STATUSES: OrderStatus[] = [
  'PENDING_PAYMENT',
  'PAID',
  'PREPARING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
];

/** An order's state in words (the colour only repeats it). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLORS[status]}>{MESSAGES.orders.statuses[status]}</Tag>;
}
