/** A card's expiry as typed (MM/AA), read into the numbers the API takes. */
export interface CardExpiry {
  expMonth: number;
  expYear: number;
}

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** `12/31` or `12/2031` -> {12, 2031}; null when it is not a month and a year. */
export function parseExpiry(text: string): CardExpiry | null {
  const match = EXPIRY.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** A card works until the last day of its expiry month. */
export function isExpired({ expMonth, expYear }: CardExpiry, now = new Date()): boolean {
  const currentMonth = now.getFullYear() * 12 + now.getMonth() + 1;
  return expYear * 12 + expMonth < currentMonth;
}

/** Keeps digits only: card numbers may be typed with spaces. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** A fresh key for one checkout attempt (UUID v4), so a retried request never pays twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
