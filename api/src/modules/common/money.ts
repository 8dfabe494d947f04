/** Money is stored as integer centavos; GraphQL shows pesos with two decimals. */

export function toCents(pesos: number): number {
  return Math.round(pesos * 100);
}

export function centsToPesos(cents: number): number {
  return Math.round(cents) / 100;
}

/** Price after a whole-number percentage discount, rounded to the nearest centavo. */
export function discountedCents(baseCents: number, discountPercentage: number): number {
  return Math.round((baseCents * (100 - discountPercentage)) / 100);
}
