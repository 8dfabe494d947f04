import { createHmac } from 'node:crypto';
import type { PlaceOrderInput } from '../../generated/graphql.js';
import {
  addressSchema,
  cardSchema,
  CHECKOUT_LIMITS,
  checkWith,
  deliveryNoteSchema,
  idempotencyKeySchema,
  linesSchema,
  phoneSchema,
} from 'rules';
import type { OrderAddress } from './orders.table.js';
import type { CardDetails } from './payments/payment-provider.js';

export { isMexico, isUuid } from 'rules';

export const MAX_ORDER_LINES = CHECKOUT_LIMITS.orderLinesMax;

export interface CheckedOrder {
  idempotencyKey: string;
  lines: { productId: string; quantity: number }[];
  address: OrderAddress;
  card: CardDetails;
  /** The delivery window chosen (DeliveryWindow.id, trimmed), or null. */
  deliveryWindowId: string | null;
  /** The contact phone, its 10 digits. */
  phone: string;
  /** The customer's note for the driver, plain text on one line; null without one. */
  deliveryNote: string | null;
}

export type OrderInputCheck = { ok: true; value: CheckedOrder } | { ok: false; field: string; message: string };

/** The first failing field answers (VALIDATION + field + Spanish message); nothing is priced or stored. */
export function checkPlaceOrderInput(input: PlaceOrderInput, now = new Date()): OrderInputCheck {
  const idempotencyKey = checkWith(idempotencyKeySchema, input.idempotencyKey);
  if (!idempotencyKey.ok) return { ...idempotencyKey, field: 'idempotencyKey' };
  const lines = checkWith(linesSchema, input.lines);
  if (!lines.ok) return { ...lines, field: `lines${lines.field}` };
  const address = checkWith(addressSchema, input.address);
  if (!address.ok) return { ...address, field: `address.${address.field}` };
  const phone = checkWith(phoneSchema, input.phone);
  if (!phone.ok) return { ...phone, field: 'phone' };
  const deliveryNote = checkWith(deliveryNoteSchema, input.deliveryNote);
  if (!deliveryNote.ok) return { ...deliveryNote, field: 'deliveryNote' };
  const card = checkWith(
    cardSchema(() => now),
    input.card,
  );
  if (!card.ok) return { ...card, field: `card.${card.field}` };
  const deliveryWindowId = input.deliveryWindowId?.trim() || null;
  // The address in the order its fingerprint has always been computed in (see fingerprintOf).
  const { country, street1, street2, city, state, zip } = address.value;
  const value = {
    idempotencyKey: idempotencyKey.value,
    lines: lines.value,
    address: { country, street1, street2, city, state, zip },
    card: card.value,
    deliveryWindowId,
    phone: phone.value,
    deliveryNote: deliveryNote.value,
  };
  return { ok: true, value };
}

/**
 * What makes two requests "the same body": an HMAC (keyed with the server secret, so the stored
 * value reveals nothing about the card) over the checked input.
 */
export function fingerprintOf(order: CheckedOrder, secret: string): string {
  const lines = [...order.lines].sort((a, b) => a.productId.localeCompare(b.productId));
  // The window joins the text only when chosen: a request without one keeps the fingerprint it had before windows.
  const window = order.deliveryWindowId ? [order.deliveryWindowId] : [];
  // So does the note: a request without one keeps its fingerprint; another note is another body.
  const note = order.deliveryNote ? [{ deliveryNote: order.deliveryNote }] : [];
  const canonical = JSON.stringify([
    lines.map((line) => [line.productId, line.quantity]),
    order.address,
    order.card,
    ...window,
    { phone: order.phone },
    ...note,
  ]);
  return createHmac('sha256', secret).update(canonical).digest('base64url');
}
