/**
 * What never shows on screen: control and format characters (Unicode Cc and Cf: zero-width spaces
 * and joiners, bidi marks, embeddings, overrides and isolates, the BOM, soft hyphens), the other
 * default-ignorable code points (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the combining
 * grapheme joiner U+034F, variation selectors) and the braille blank U+2800. They could make a
 * "required" name out of nothing, or turn the text around it in an e-mail or the admin.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** Combining marks with no character to sit on (at the start of a word): accents over nothing. */
const ORPHAN_MARKS = /^\p{M}+/u;
const LETTER = /\p{L}/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A name as people see it: invisible characters dropped, composed (NFC), combining marks that sit
 * on nothing dropped, runs of spaces as one, no edges.
 */
export function visibleName(raw: string): string {
  return raw
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(ORPHAN_MARKS, ''))
    .filter((word) => word !== '')
    .join(' ');
}

/** True when `text` holds at least one letter (of any script). */
export function hasLetter(text: string): boolean {
  return LETTER.test(text);
}

/** "Raíces y tubérculos" -> "raices-y-tuberculos": accents folded, anything else becomes one dash. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** ['kg', 'pieza', 'manojo'] -> "kg, pieza o manojo". */
export function spanishList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items.at(-1)}`;
}

/** How card networks write their names; the provider answers them in lower case ("visa"). */
const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  carnet: 'Carnet',
};

/** "visa" -> "Visa", "amex" -> "American Express"; an unknown brand with its first letter capitalised. */
export function cardBrandName(brand: string): string {
  const known = CARD_BRANDS[brand.trim().toLowerCase()];
  if (known) return known;
  const text = brand.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Centavos as the messages write an amount of pesos, as es-MX does: 1000000 -> "10,000",
 * 9999999 -> "99,999.99", 1050 -> "10.5" (`decimals: 2` always writes two: "10.50"). Written here,
 * not with `toLocaleString('es-MX')`: the schemas' messages are built when this package loads, on
 * every form page of a phone, and each such call builds an ICU number formatter there (docs/decisions.md,
 * "Prices written without Intl.NumberFormat"). Whole, non-negative centavos only.
 */
export function pesosText(cents: number, { decimals }: { decimals?: 2 } = {}): string {
  const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  if (decimals === 2) return `${whole}.${fraction}`;
  const shortest = fraction.replace(/0+$/, '');
  return shortest ? `${whole}.${shortest}` : whole;
}
