import type { OrderStatusName } from './orders.table.js';

/**
 * The one table of allowed order transitions. DELIVERED and CANCELLED are final. Every change of
 * an order's status (payment, the client's cancel, the admin) is checked against it.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatusName, readonly OrderStatusName[]>> = {
  PENDING_PAYMENT: ['PAID', 'CANCELLED'],
  PAID: ['PREPARING', 'CANCELLED'],
  PREPARING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** Whether an order may go from `from` to `to` (staying in the same state is not a transition). */
export function canTransition(from: OrderStatusName, to: OrderStatusName): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Cancelling from these gives the stock back and refunds the charge. */
export function needsRefund(from: OrderStatusName, to: OrderStatusName): boolean {
  return to === 'CANCELLED' && (from === 'PAID' || from === 'PREPARING');
}
