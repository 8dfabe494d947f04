/** Mexico's area codes of two digits (Mexico City, Guadalajara, Monterrey); every other one has three. */
const TWO_DIGIT_AREAS = new Set(['33', '55', '56', '81']);

/**
 * A stored phone (its 10 digits) as people read it: `'3312345678'` -> `'33 1234 5678'`,
 * `'7441234567'` -> `'744 123 4567'`. Anything else is shown as it is.
 */
export function formatPhone(digits: string): string {
  if (!/^\d{10}$/.test(digits)) return digits;
  if (TWO_DIGIT_AREAS.has(digits.slice(0, 2))) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** The link a phone dials from a mobile: `tel:+523312345678` (Mexico's country code and the 10 digits). */
export function phoneHref(digits: string): string {
  return `tel:+52${digits}`;
}
