import { formatDateTime } from '../format/format-date';
import { formatMXN } from '../format/format-mxn';
import { formatPhone } from '../format/format-phone';
import { formatQuantity } from '../format/format-quantity';
import { MESSAGES } from '../messages/messages';
import type { OrderStatusName } from './order-status';
import type { OrderSide } from './order-side';
import { orderStatusView, type OrderStatusView } from './order-status-view';

/** What an order's page needs: the fields of myOrder and adminOrder (the admin's has more). */
export interface OrderDetailItem {
  id: string;
  number: string;
  status: OrderStatusName;
  paymentDeclined?: boolean | null;
  createdAt: string;
  cardBrand?: string | null;
  cardLast4?: string | null;
  refundedAt?: string | null;
  phone?: string | null;
  customer?: { name: string; email: string } | null;
  deliveryWindow?: { label: string } | null;
  /** What the customer typed for the driver at checkout (plain text). */
  deliveryNote?: string | null;
  address: {
    street1?: string | null;
    street2?: string | null;
    zip?: string | null;
    city?: string | null;
    state?: string | null;
    country?: string | null;
  };
  lines: readonly OrderLineItem[];
  totals: { subtotal: number; discount: number; tax: number; shipping: number; total: number };
}

export interface OrderLineItem {
  productId: string;
  name: string;
  unit?: string | null;
  quantity: number;
  unitPrice?: number | null;
  discountPercentage?: number | null;
  lineTotal: number;
}

export type OrderFactKey =
  'status' | 'date' | 'customer' | 'address' | 'phone' | 'note' | 'window' | 'payment' | 'refund';

/** One labelled fact of the order ("Fecha: 21 nov 2026, 21:30"). */
export interface OrderFact {
  key: OrderFactKey;
  label: string;
  text: string;
  /** The state fact: drawn as a tag. */
  status?: OrderStatusView;
  /** The phone fact: the number as stored (the admin dials it). */
  phone?: string | null;
}

/** A part of the page: a heading (the admin's "Cliente y entrega", "Pago") and its facts. */
export interface OrderFactGroup {
  key: 'order' | 'customer' | 'payment';
  title?: string;
  facts: OrderFact[];
}

const shopperText = MESSAGES.orders;
const adminText = MESSAGES.adminOrders;

/** "Av. Juárez 100, 44100 Guadalajara, Jalisco, México": the parts it has, in the order a label reads. */
export function orderAddressLine(address: OrderDetailItem['address']): string {
  const { street1, street2, zip, city, state, country } = address;
  const place = [zip, city].filter(Boolean).join(' ');
  return [street1, street2, place, state, country].filter(Boolean).join(', ');
}

const fact = (key: OrderFactKey, label: string, text: string, extra: Partial<OrderFact> = {}): OrderFact => ({
  key,
  label,
  text,
  ...extra,
});

function headFacts(order: OrderDetailItem, statusLabel: string): OrderFact[] {
  return [
    fact('status', statusLabel, '', { status: orderStatusView(order.status, Boolean(order.paymentDeclined)) }),
    fact('date', shopperText.date, formatDateTime(order.createdAt)),
  ];
}

/** The customer's note for the driver, when there is one (shown as text, never markup). */
const noteFact = (order: OrderDetailItem, label: string): OrderFact[] =>
  order.deliveryNote ? [fact('note', label, order.deliveryNote)] : [];

const hasCard = (order: OrderDetailItem) => Boolean(order.cardBrand && order.cardLast4);

const refundFact = (order: OrderDetailItem): OrderFact[] =>
  order.refundedAt
    ? [fact('refund', shopperText.refund, shopperText.refundedOn(formatDateTime(order.refundedAt)))]
    : [];

/** The shopper's receipt: one list, the facts the order has (no empty phone, window or card). */
function shopperGroups(order: OrderDetailItem): OrderFactGroup[] {
  const checkout = MESSAGES.checkout;
  const facts = [
    ...headFacts(order, shopperText.status),
    fact('address', checkout.address, orderAddressLine(order.address)),
    ...(order.phone ? [fact('phone', checkout.phone, formatPhone(order.phone), { phone: order.phone })] : []),
    ...(order.deliveryWindow ? [fact('window', checkout.deliveryWindow, order.deliveryWindow.label)] : []),
    ...noteFact(order, shopperText.deliveryNote),
    ...(hasCard(order)
      ? [fact('payment', checkout.card, shopperText.paidWith(order.cardBrand!, order.cardLast4!))]
      : []),
    ...refundFact(order),
  ];
  return [{ key: 'order', facts }];
}

/** The admin's page: the order, then customer and delivery, then payment; every fact, said when missing. */
function adminGroups(order: OrderDetailItem): OrderFactGroup[] {
  const customer = order.customer ? `${order.customer.name} · ${order.customer.email}` : '';
  const phone = order.phone ? formatPhone(order.phone) : MESSAGES.adminDeliveries.noPhone;
  const payment = hasCard(order) ? adminText.card(order.cardBrand!, order.cardLast4!) : adminText.noCard;
  return [
    { key: 'order', facts: headFacts(order, adminText.status) },
    {
      key: 'customer',
      title: adminText.sectionCustomer,
      facts: [
        fact('customer', adminText.customer, customer),
        fact('address', adminText.address, orderAddressLine(order.address)),
        fact('phone', adminText.phone, phone, { phone: order.phone ?? null }),
        ...noteFact(order, adminText.deliveryNote),
        fact(
          'window',
          MESSAGES.adminDeliveries.deliveryWindow,
          order.deliveryWindow?.label ?? MESSAGES.adminDeliveries.noWindow,
        ),
      ],
    },
    {
      key: 'payment',
      title: adminText.sectionPayment,
      facts: [fact('payment', adminText.payment, payment), ...refundFact(order)],
    },
  ];
}

/** The facts of an order's page, grouped as the side shows them. */
export function orderFactGroups(order: OrderDetailItem, side: OrderSide): OrderFactGroup[] {
  return side === 'admin' ? adminGroups(order) : shopperGroups(order);
}

/** One row of the totals ("Envío: Gratis"); `strong` for the total. */
export interface OrderTotalRow {
  key: 'subtotal' | 'discount' | 'tax' | 'shipping' | 'total';
  label: string;
  text: string;
  strong?: boolean;
}

/**
 * Subtotal, discount (only when there is one: never "Descuento -$0.00"), tax, shipping ("Gratis" at 0)
 * and total. A placed order is priced for good: no "free shipping from" upsell.
 */
export function orderTotalRows(totals: OrderDetailItem['totals'], side: OrderSide): OrderTotalRow[] {
  const text = side === 'admin' ? adminText : MESSAGES.checkout;
  return [
    { key: 'subtotal', label: text.subtotal, text: formatMXN(totals.subtotal) },
    ...(totals.discount > 0
      ? [{ key: 'discount' as const, label: text.discount, text: `-${formatMXN(totals.discount)}` }]
      : []),
    { key: 'tax', label: text.tax, text: formatMXN(totals.tax) },
    {
      key: 'shipping',
      label: text.shipping,
      text: totals.shipping === 0 ? text.freeShipping : formatMXN(totals.shipping),
    },
    { key: 'total', label: text.total, text: formatMXN(totals.total), strong: true },
  ];
}

export type OrderLineColumnKey = 'name' | 'quantity' | 'unitPrice' | 'lineTotal';

/** The columns of the order's lines (Productos, Cantidad, Precio, Importe); amounts align right. */
export const ORDER_LINE_COLUMNS: readonly { key: OrderLineColumnKey; title: string; align?: 'right' }[] = [
  { key: 'name', title: adminText.lines },
  { key: 'quantity', title: adminText.quantity },
  { key: 'unitPrice', title: adminText.unitPrice, align: 'right' },
  { key: 'lineTotal', title: adminText.lineTotal, align: 'right' },
];

/** One line as text: "2 kg", "$20.00 (-10%)", "$36.00". */
export function orderLineTexts(line: OrderLineItem): Record<OrderLineColumnKey, string> {
  const discount = line.discountPercentage ? ` (-${line.discountPercentage}%)` : '';
  return {
    name: line.name,
    quantity: line.unit != null ? formatQuantity(line.quantity, line.unit) : String(line.quantity),
    unitPrice: line.unitPrice != null ? `${formatMXN(line.unitPrice)}${discount}` : '',
    lineTotal: formatMXN(line.lineTotal),
  };
}
