import { MESSAGES } from '../messages/messages';
import { ORDER_STATUS_COLORS, type OrderStatusName } from './order-status';

/** An order's state as both vocabularies show it: the words, and a colour that only repeats them. */
export interface OrderStatusView {
  label: string;
  /** antd's Tag colour name; the kit's badge reads the same name (`dc-tag--green`). */
  tone: string;
}

/** A declined payment attempt says so ("Pago rechazado"), never "Cancelado". */
export function orderStatusView(status: OrderStatusName, paymentDeclined = false): OrderStatusView {
  if (paymentDeclined) return { label: MESSAGES.adminOrders.paymentDeclined, tone: 'volcano' };
  return { label: MESSAGES.orders.statuses[status], tone: ORDER_STATUS_COLORS[status] };
}
