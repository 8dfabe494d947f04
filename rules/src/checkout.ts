import * as v from 'valibot';
import { CHECKOUT_LIMITS } from './limits.js';
import { RULE_MESSAGES } from './messages.js';
import { isUuid } from './text.js';
import { shopMonth } from './time.js';

const text = RULE_MESSAGES.checkout;
const label = text.field;
const MEXICO = new Set(['mx', 'mex', 'mexico', 'méxico']);
const { addressMax } = CHECKOUT_LIMITS;

/** The country texts read as Mexico (the only country with delivery zones, and 5-digit postal codes). */
export function isMexico(country: string): boolean {
  return MEXICO.has(country.trim().toLowerCase());
}

/** A required address text: trimmed, at least `min` and at most 200 characters. */
export function addressText(name: string, min: number) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(text.required(name)),
    v.minLength(min, text.minLength(name, min)),
    v.maxLength(addressMax, text.maxLength(name, addressMax)),
  );
}

/** Mexico: 5 digits; elsewhere free text of at most 12 characters. */
export function isZipOf(country: string, zip: string): boolean {
  return isMexico(country) ? /^\d{5}$/.test(zip) : zip.length <= CHECKOUT_LIMITS.foreignZipMax;
}

/** The delivery address in the order the checkout shows it; the postal code's format depends on the country. */
export const addressSchema = v.pipe(
  v.object({
    country: addressText(label.country, CHECKOUT_LIMITS.otherAddressMin),
    street1: addressText(label.street1, CHECKOUT_LIMITS.streetMin),
    city: addressText(label.city, CHECKOUT_LIMITS.otherAddressMin),
    state: addressText(label.state, CHECKOUT_LIMITS.otherAddressMin),
    street2: v.pipe(
      v.optional(v.nullable(v.string()), null),
      v.transform((street2) => street2?.trim() || null),
      v.check((street2) => (street2 ?? '').length <= addressMax, text.maxLength(label.street2, addressMax)),
    ),
    zip: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(text.required(label.zip))),
  }),
  v.forward(
    v.check((address) => isZipOf(address.country, address.zip), text.zipFormat),
    ['zip'],
  ),
);

/** 26 -> 2026; 2026 stays; anything else is not a year of a card. */
export function fullYear(year: number): number | null {
  if (!Number.isInteger(year)) return null;
  if (year >= 0 && year <= 99) return 2000 + year;
  if (year >= 2000 && year <= 2199) return year;
  return null;
}

/** A card works until the end of its expiry month (the shop's calendar). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const today = shopMonth(now);
  return expYear * 12 + expMonth < today.year * 12 + today.month;
}

/** A card number as typed, spaces dropped (what the checkout sends). */
export const cardNumberDigits = (typed: string): string => typed.replace(/\s+/g, '');

/** The card number: spaces dropped, required, 13 to 19 digits. */
export const cardNumberSchema = v.pipe(
  v.optional(v.string(text.cardNumberFormat), ''),
  v.transform(cardNumberDigits),
  v.nonEmpty(text.required(label.cardNumber)),
  v.regex(/^\d{13,19}$/, text.cardNumberFormat),
);

/** The CVC: required, 3 digits. */
export const cvcSchema = v.pipe(
  v.optional(v.string(text.cvcFormat), ''),
  v.trim(),
  v.nonEmpty(text.required(label.cardCvc)),
  v.regex(/^\d{3}$/, text.cvcFormat),
);

/** The card fields in order; the expiry is checked against the shop's month before the CVC. */
export function cardSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.object({
      number: cardNumberSchema,
      expMonth: v.pipe(
        v.number(text.expiryMonth),
        v.integer(text.expiryMonth),
        v.minValue(1, text.expiryMonth),
        v.maxValue(12, text.expiryMonth),
      ),
      expYear: v.pipe(
        v.number(text.expiryYear),
        v.check((year) => fullYear(year) !== null, text.expiryYear),
        v.transform((year) => fullYear(year) as number),
      ),
      cvc: v.string(text.cvcFormat),
    }),
    v.forward(
      v.check((card) => !isExpired(card.expMonth, card.expYear, now()), text.expiryPast),
      ['expYear'],
    ),
    v.forward(
      v.check((card) => card.cvc.trim() !== '', text.required(label.cardCvc)),
      ['cvc'],
    ),
    v.forward(
      v.check((card) => v.is(cvcSchema, card.cvc), text.cvcFormat),
      ['cvc'],
    ),
    v.transform((card) => ({ ...card, cvc: card.cvc.trim() })),
  );
}

function pathItem(input: Record<string, unknown>, key: string): v.ObjectPathItem {
  return { type: 'object', origin: 'value', input, key, value: input[key] };
}

/** One cart line as the API receives it. */
interface LineInput {
  productId: string;
  quantity: number;
}

/** The cart's lines: 1 to 50, each product once, each quantity a whole number above zero. */
export const linesSchema = v.pipe(
  v.array(v.object({ productId: v.string(), quantity: v.number(text.quantity) }), text.emptyCart),
  v.minLength(1, text.emptyCart),
  v.maxLength(CHECKOUT_LIMITS.orderLinesMax, text.tooManyLines(CHECKOUT_LIMITS.orderLinesMax)),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const seen = new Set<string>();
    const lines: LineInput[] = [];
    for (const [index, line] of dataset.value.entries()) {
      const productId = line.productId.trim().toLowerCase();
      const problem = seen.has(productId) ? (['productId', text.duplicateLine] as const) : quantityProblem(line);
      if (problem) {
        const [key, message] = problem;
        addIssue({ message, path: [lineItem(dataset.value, index), pathItem(line as never, key)] });
        return NEVER;
      }
      seen.add(productId);
      lines.push({ productId, quantity: line.quantity });
    }
    return lines;
  }),
);

function quantityProblem(line: LineInput): readonly ['quantity', string] | null {
  return Number.isInteger(line.quantity) && line.quantity >= 1 ? null : ['quantity', text.quantity];
}

function lineItem(input: unknown[], key: number): v.ArrayPathItem {
  return { type: 'array', origin: 'value', input, key, value: input[key] };
}

/** The order's idempotency key: a UUID, lower-cased. */
export const idempotencyKeySchema = v.pipe(
  v.string(text.idempotencyKey),
  v.trim(),
  v.toLowerCase(),
  v.check(isUuid, text.idempotencyKey),
);

/** What may stand between a phone's digits: spaces, dashes and parentheses. */
const PHONE_SEPARATORS = /[\s\-()]/g;

/**
 * A Mexican phone as people type it ("33 1234 5678", "(33) 1234-5678", "+52 33 1234 5678"): its
 * 10 digits once the separators and a leading +52 or 52 are dropped; null when it is not one.
 */
export function phoneDigitsOf(typed: string): string | null {
  const bare = typed.replace(PHONE_SEPARATORS, '');
  const match = new RegExp(`^(?:\\+?52)?(\\d{${CHECKOUT_LIMITS.phoneDigits}})$`).exec(bare);
  return match?.[1] ?? null;
}

/** The order's contact phone (the driver calls it): required, answered as its 10 digits. */
export const phoneSchema = v.pipe(
  v.nullish(v.string(text.phoneFormat), ''),
  v.trim(),
  v.nonEmpty(text.required(label.phone)),
  v.maxLength(CHECKOUT_LIMITS.phoneTextMax, text.phoneFormat),
  v.check((typed) => phoneDigitsOf(typed) !== null, text.phoneFormat),
  v.transform((typed) => phoneDigitsOf(typed) as string),
);

/** Line breaks, tabs and other control characters: a note is one line of plain text. */
// eslint-disable-next-line no-control-regex
const NOTE_CONTROLS = /[\u0000-\u001f\u007f]+/g;

/** A typed note as kept: control characters read as spaces, runs of spaces as one, trimmed. */
export function plainNote(typed: string): string {
  return typed.replace(NOTE_CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The customer's optional note for the driver ("Tocar el timbre, dejar con el portero"): plain
 * text on one line, at most deliveryNoteMax characters; empty or absent is null (no note).
 */
export const deliveryNoteSchema = v.pipe(
  v.nullish(v.string(text.deliveryNoteTooLong(CHECKOUT_LIMITS.deliveryNoteMax)), ''),
  v.transform(plainNote),
  v.maxLength(CHECKOUT_LIMITS.deliveryNoteMax, text.deliveryNoteTooLong(CHECKOUT_LIMITS.deliveryNoteMax)),
  v.transform((note) => note || null),
);
