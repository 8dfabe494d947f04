import { cardBrandName } from 'rules';
import type { ShopInfo } from '../../config.js';
import { MESSAGES } from '../common/messages.js';
import { centsToPesos } from '../common/money.js';
import { renderMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-sender.js';
import { orderWindow } from './orders.mapper.js';
import type { StoredOrder } from './orders.store.js';
import type { OrderStatusName } from './orders.table.js';

const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

export function formatCents(cents: number): string {
  return MXN.format(centsToPesos(cents));
}

/** The confirmation sent once the card is charged: lines, totals, address (the layout escapes every text). */
export function buildOrderMail(
  stored: StoredOrder,
  recipient: { name: string; email: string },
  subject: string,
  shop: ShopInfo,
): MailMessage {
  const { order, lines } = stored;
  const address = order.address;
  const window = orderWindow(order);
  const addressLines = address
    ? [address.street1, address.street2, `${address.city}, ${address.state}, C.P. ${address.zip}`, address.country]
    : [];
  return renderMail(
    {
      to: { name: recipient.name, address: recipient.email },
      subject,
      greeting: `Hola ${recipient.name}, gracias por tu compra.`,
      paragraphs: [
        `Pedido ${order.number} · pagado con ${order.cardBrand ? cardBrandName(order.cardBrand) : 'tarjeta'} terminada en ${order.cardLast4 ?? '····'}.`,
        ...lines.map(
          (line) =>
            `${line.quantity} ${line.unit} × ${line.name} a ${formatCents(line.unitPriceCents)}` +
            `${line.discountPercentage > 0 ? ` (-${line.discountPercentage}%)` : ''} = ${formatCents(line.lineTotalCents)}`,
        ),
        `Subtotal: ${formatCents(order.subtotalCents)}`,
        // No discount, no line (issue 29: no "Descuento: -$0.00").
        ...(order.discountCents > 0 ? [`Descuento: -${formatCents(order.discountCents)}`] : []),
        `IVA: ${formatCents(order.taxCents)}`,
        `Envío: ${order.shippingCents === 0 ? 'Gratis' : formatCents(order.shippingCents)}`,
        `Total: ${formatCents(order.totalCents)}`,
        `Entrega en: ${addressLines.filter(Boolean).join(', ')}`,
        ...(window ? [`Horario de entrega: ${window.label}`] : []),
        // The customer's own words: the layout escapes them like every text (never HTML).
        ...(order.deliveryNote ? [`Notas para la entrega: ${order.deliveryNote}`] : []),
      ],
      notes: ['Puedes seguir tu pedido en "Mis compras".'],
    },
    shop,
  );
}

/** The client's notice of an admin status change (the layout escapes every text). */
export function buildStatusMail(
  stored: StoredOrder,
  from: OrderStatusName,
  recipient: { name: string; email: string },
  shop: ShopInfo,
): MailMessage {
  const { order } = stored;
  const label = (status: OrderStatusName) => MESSAGES.orders.statusName[status];
  return renderMail(
    {
      to: { name: recipient.name, address: recipient.email },
      subject: MESSAGES.adminOrders.statusMailSubject(order.number, label(order.status)),
      greeting: `Hola ${recipient.name}:`,
      paragraphs: [
        MESSAGES.adminOrders.statusMailBody(order.number, label(from), label(order.status)),
        ...(order.refundedAt ? [MESSAGES.adminOrders.refundNote] : []),
        `Total: ${formatCents(order.totalCents)}`,
      ],
      notes: ['Puedes seguir tu pedido en "Mis compras".'],
    },
    shop,
  );
}
