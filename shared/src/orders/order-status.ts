/** The states of an order (the API's OrderStatus enum), in the order an order goes through them. */
export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
/** One of the {@link ORDER_STATUSES}. */
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

/** The antd Tag colour of each state: it only repeats the state's name (MESSAGES.orders.statuses). */
export const ORDER_STATUS_COLORS: Record<OrderStatusName, string> = {
  PENDING_PAYMENT: 'gold',
  PAID: 'green',
  PREPARING: 'blue',
  SHIPPED: 'geekblue',
  DELIVERED: 'cyan',
  CANCELLED: 'default',
};
