/** Units written as symbols: the same for one and for many ("1 kg", "3 kg"). */
const SYMBOLS = new Set(['kg', 'g', 'l', 'ml']);

/**
 * A quantity with its sale unit, the noun agreeing in number as Spanish writes it:
 * `(1, 'pieza')` -> "1 pieza", `(2, 'pieza')` -> "2 piezas", `(2, 'manojo')` -> "2 manojos",
 * `(3, 'kg')` -> "3 kg". Only exactly one is singular ("0 piezas", "1.5 kg").
 */
export function formatQuantity(quantity: number, unit: string): string {
  const word = unit.trim();
  if (quantity === 1 || SYMBOLS.has(word.toLowerCase()) || word === '') return `${quantity} ${word}`.trim();
  const plural = /[aeiouáéó]$/i.test(word) ? `${word}s` : /[sx]$/i.test(word) ? word : `${word}es`;
  return `${quantity} ${plural}`;
}
