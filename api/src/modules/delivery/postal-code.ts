import { MESSAGES } from '../common/messages.js';

export type PostalCodeCheck = { ok: true; code: string } | { ok: false; message: string };

/** A Mexican postal code: exactly 5 digits once the spaces around it are trimmed. */
export function checkPostalCode(raw: string): PostalCodeCheck {
  const code = raw.trim();
  return /^\d{5}$/.test(code) ? { ok: true, code } : { ok: false, message: MESSAGES.delivery.postalCodeFormat };
}
