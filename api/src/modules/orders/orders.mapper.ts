import type { CartLineProblem, Order, OrderDeliveryWindow, OrderLine, OrderTotals } from '../../generated/graphql.js';
import { formatMinute, windowLabel } from '../delivery/shop-time.js';
import { publicAssetUrl } from '../common/assets.js';
import { centsToPesos } from '../common/money.js';
import type { CartTotals, LineProblem, PricedLine } from './cart-pricing.js';
import type { StoredOrder } from './orders.store.js';

export function toOrderLine(line: PricedLine, publicUrl: string): OrderLine {
  return {
    productId: line.productId,
    name: line.name,
    unit: line.unit,
    imageUrl: publicAssetUrl(publicUrl, line.imagePath),
    quantity: line.quantity,
    unitBasePrice: centsToPesos(line.unitBaseCents),
    discountPercentage: line.discountPercentage,
    unitPrice: centsToPesos(line.unitPriceCents),
    lineTotal: centsToPesos(line.lineTotalCents),
  };
}

export function toOrderTotals(totals: CartTotals): OrderTotals {
  return {
    subtotal: centsToPesos(totals.subtotalCents),
    discount: centsToPesos(totals.discountCents),
    tax: centsToPesos(totals.taxCents),
    shipping: centsToPesos(totals.shippingCents),
    total: centsToPesos(totals.totalCents),
    freeShippingFrom: totals.freeShippingFromCents === null ? null : centsToPesos(totals.freeShippingFromCents),
  };
}

export function toProblem(problem: LineProblem): CartLineProblem {
  return { ...problem };
}

/** The totals as the order was placed, with its zone's free-delivery threshold at that moment. */
export function storedTotals({ order }: StoredOrder): CartTotals {
  return {
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    freeShippingFromCents: order.freeShippingFromCents,
  };
}

export function orderWindow(order: StoredOrder['order']): OrderDeliveryWindow | null {
  const { windowDate: date, windowStartMinute: start, windowEndMinute: end } = order;
  if (date === null || start === null || end === null) return null;
  return { date, start: formatMinute(start), end: formatMinute(end), label: windowLabel(date, start, end) };
}

export function toOrder(stored: StoredOrder, publicUrl: string): Order {
  const { order, lines } = stored;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    lines: lines.map((line) => toOrderLine(line, publicUrl)),
    totals: toOrderTotals(storedTotals(stored)),
    address: order.address ?? { country: null, street1: null, street2: null, city: null, state: null, zip: null },
    deliveryWindow: orderWindow(order),
    phone: order.phone,
    deliveryNote: order.deliveryNote,
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    paymentDeclined: order.failureCode !== null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    customer: null,
  };
}
