import * as v from 'valibot';
import { fullYear, isExpired, isZipOf } from './checkout.js';
import { RULE_MESSAGES } from './messages.js';

// The checkout form's fields that the API receives in another shape (the postal code checked
// against the country typed beside it, the expiry typed as MM/AA): the same checks and messages as
// the API's addressSchema and cardSchema, field by field.
const text = RULE_MESSAGES.checkout;
const label = text.field;
const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** The postal code to `country`: required, then 5 digits in Mexico, free text of 12 elsewhere (address.zip). */
export function zipSchema(country: string) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(text.required(label.zip)),
    v.check((zip) => isZipOf(country, zip), text.zipFormat),
  );
}

/** A card's expiry month and year, as the API takes them. */
export interface CardExpiry {
  expMonth: number;
  expYear: number;
}

/** `12/31`, ` 4 / 2031 ` -> {expMonth, expYear (4 digits)}; null when it is not a month and a card's year. */
export function readExpiry(typed: string): CardExpiry | null {
  const match = EXPIRY.exec(typed.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  const expYear = fullYear(Number(match[2]));
  if (expMonth < 1 || expMonth > 12 || expYear === null) return null;
  return { expMonth, expYear };
}

/** The expiry as typed (MM/AA or MM/AAAA): required, readable, not before the shop's month (card.expYear). */
export function expiryTextSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(text.required(label.cardExpiry)),
    v.check((typed) => readExpiry(typed) !== null, text.expiryFormat),
    v.transform((typed) => readExpiry(typed) as CardExpiry),
    v.check(({ expMonth, expYear }) => !isExpired(expMonth, expYear, now()), text.expiryPast),
  );
}
