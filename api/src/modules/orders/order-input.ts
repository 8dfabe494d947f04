import { createHmac } from 'node:crypto';
import type { PlaceOrderInput } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import type { OrderAddress } from './orders.table.js';
import type { CardDetails } from './payments/payment-provider.js';

/** Minimum length of street1 (the same number as shared's ADDRESS_MIN_LENGTH); other address texts need 2. */
export const ADDRESS_MIN_LENGTH = 5;
const OTHER_ADDRESS_MIN = 2;
const ADDRESS_MAX = 200;
export const MAX_ORDER_LINES = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEXICO = new Set(['mx', 'mex', 'mexico', 'méxico']);
const TIME_ZONE = 'America/Mexico_City';

export interface CheckedOrder {
  idempotencyKey: string;
  lines: { productId: string; quantity: number }[];
  address: OrderAddress;
  card: CardDetails;
  /** The delivery window chosen (DeliveryWindow.id, trimmed), or null. */
  deliveryWindowId: string | null;
}

export type OrderInputCheck = { ok: true; value: CheckedOrder } | { ok: false; field: string; message: string };

const text = MESSAGES.orders;
const refuse = (field: string, message: string): OrderInputCheck => ({ ok: false, field, message });

/** The country texts read as Mexico (the only country with delivery zones, and 5-digit postal codes). */
export function isMexico(country: string): boolean {
  return MEXICO.has(country.trim().toLowerCase());
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The first failing field answers (VALIDATION + field + Spanish message); nothing is priced or stored. */
export function checkPlaceOrderInput(input: PlaceOrderInput, now = new Date()): OrderInputCheck {
  const idempotencyKey = input.idempotencyKey.trim().toLowerCase();
  if (!isUuid(idempotencyKey)) return refuse('idempotencyKey', text.idempotencyKey);
  const lines = checkLines(input.lines);
  if (!lines.ok) return lines;
  const address = checkAddress(input.address);
  if (!address.ok) return address;
  const card = checkCard(input.card, now);
  if (!card.ok) return card;
  const deliveryWindowId = input.deliveryWindowId?.trim() || null;
  const value = { idempotencyKey, lines: lines.value, address: address.value, card: card.value, deliveryWindowId };
  return { ok: true, value };
}

type Part<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

function checkLines(lines: PlaceOrderInput['lines']): Part<CheckedOrder['lines']> {
  if (lines.length === 0) return { ok: false, field: 'lines', message: text.emptyCart };
  if (lines.length > MAX_ORDER_LINES) return { ok: false, field: 'lines', message: text.tooManyLines(MAX_ORDER_LINES) };
  const seen = new Set<string>();
  const checked: CheckedOrder['lines'] = [];
  for (const [index, line] of lines.entries()) {
    const productId = line.productId.trim().toLowerCase();
    if (seen.has(productId)) return { ok: false, field: `lines[${index}].productId`, message: text.duplicateLine };
    seen.add(productId);
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      return { ok: false, field: `lines[${index}].quantity`, message: text.quantity };
    }
    checked.push({ productId, quantity: line.quantity });
  }
  return { ok: true, value: checked };
}

function checkAddress(address: PlaceOrderInput['address']): Part<OrderAddress> {
  const label = text.field;
  const fields: [keyof OrderAddress, string, number][] = [
    ['country', label.country, OTHER_ADDRESS_MIN],
    ['street1', label.street1, ADDRESS_MIN_LENGTH],
    ['city', label.city, OTHER_ADDRESS_MIN],
    ['state', label.state, OTHER_ADDRESS_MIN],
  ];
  const value: OrderAddress = {
    country: address.country.trim(),
    street1: address.street1.trim(),
    street2: address.street2?.trim() || null,
    city: address.city.trim(),
    state: address.state.trim(),
    zip: address.zip.trim(),
  };
  for (const [key, name, min] of fields) {
    const field = value[key] ?? '';
    if (field === '') return { ok: false, field: `address.${key}`, message: text.required(name) };
    if (field.length < min) return { ok: false, field: `address.${key}`, message: text.minLength(name, min) };
    if (field.length > ADDRESS_MAX)
      return { ok: false, field: `address.${key}`, message: text.maxLength(name, ADDRESS_MAX) };
  }
  if ((value.street2 ?? '').length > ADDRESS_MAX) {
    return { ok: false, field: 'address.street2', message: text.maxLength(label.street2, ADDRESS_MAX) };
  }
  const zip = value.zip ?? '';
  if (zip === '') return { ok: false, field: 'address.zip', message: text.required(label.zip) };
  const inMexico = MEXICO.has((value.country ?? '').toLowerCase());
  if (inMexico ? !/^\d{5}$/.test(zip) : zip.length > 12) {
    return { ok: false, field: 'address.zip', message: text.zipFormat };
  }
  return { ok: true, value };
}

function checkCard(card: PlaceOrderInput['card'], now: Date): Part<CardDetails> {
  const number = card.number.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(number)) return { ok: false, field: 'card.number', message: text.cardNumberFormat };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { ok: false, field: 'card.expMonth', message: text.expiryMonth };
  }
  const expYear = fullYear(card.expYear);
  if (expYear === null) return { ok: false, field: 'card.expYear', message: text.expiryYear };
  const today = yearMonthIn(TIME_ZONE, now);
  // A card works until the end of its expiry month.
  if (expYear * 12 + card.expMonth < today.year * 12 + today.month) {
    return { ok: false, field: 'card.expYear', message: text.expiryPast };
  }
  const cvc = card.cvc.trim();
  if (!/^\d{3}$/.test(cvc)) return { ok: false, field: 'card.cvc', message: text.cvcFormat };
  return { ok: true, value: { number, expMonth: card.expMonth, expYear, cvc } };
}

function fullYear(year: number): number | null {
  if (!Number.isInteger(year)) return null;
  if (year >= 0 && year <= 99) return 2000 + year;
  if (year >= 2000 && year <= 2199) return year;
  return null;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs more than the rest of the checks. */
const yearMonthFormats = new Map<string, Intl.DateTimeFormat>();

function yearMonthIn(timeZone: string, now: Date): { year: number; month: number } {
  let format = yearMonthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    yearMonthFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month') };
}

/**
 * What makes two requests "the same body": an HMAC (keyed with the server secret, so the stored
 * value reveals nothing about the card) over the checked input.
 */
export function fingerprintOf(order: CheckedOrder, secret: string): string {
  const lines = [...order.lines].sort((a, b) => a.productId.localeCompare(b.productId));
  // The window joins the text only when chosen: a request without one keeps the fingerprint it had before windows.
  const window = order.deliveryWindowId ? [order.deliveryWindowId] : [];
  const canonical = JSON.stringify([
    lines.map((line) => [line.productId, line.quantity]),
    order.address,
    order.card,
    ...window,
  ]);
  return createHmac('sha256', secret).update(canonical).digest('base64url');
}
