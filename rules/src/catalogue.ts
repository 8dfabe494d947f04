import * as v from 'valibot';
import { CATEGORY_LIMITS, PRODUCT_LIMITS, SALE_UNITS, type SaleUnit } from './limits.js';
import { RULE_MESSAGES } from './messages.js';
import { isUuid, pesosText, slugify, spanishList, visibleName } from './text.js';

const { categories, products } = RULE_MESSAGES;

/** A catalogue name: visible characters, required, at most `max`, with a letter or digit for its slug. */
function catalogueName(max: number) {
  return v.pipe(
    v.string(categories.nameRequired),
    v.transform(visibleName),
    v.nonEmpty(categories.nameRequired),
    v.maxLength(max, categories.nameTooLong(max)),
    v.check((name) => slugify(name).length > 0, categories.nameNoLetters),
  );
}

const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A whole number in min..max, or `message`. */
function integerIn(min: number, max: number, message: string) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.check((value) => isIntegerIn(value, min, max), message),
    v.transform((value) => value as number),
  );
}

/** Admin › Categorías: name, order and picture; the first failing field answers. */
export const categorySchema = v.object({
  name: catalogueName(CATEGORY_LIMITS.nameMax),
  order: v.pipe(
    v.optional(v.unknown(), null),
    v.check((order) => order !== null && order !== undefined, categories.orderRequired),
    v.check(
      (order) => isIntegerIn(order, 0, CATEGORY_LIMITS.orderMax),
      categories.orderRange(CATEGORY_LIMITS.orderMax),
    ),
    v.transform((order) => order as number),
  ),
  imageNum: integerIn(1, CATEGORY_LIMITS.imageCount, categories.imageNumRange(CATEGORY_LIMITS.imageCount)),
});

/** Pesos -> exact centavos: 0 to 99 999.99 with at most two decimals (19.99 is fine, 19.999 is not). */
export const basePriceSchema = v.pipe(
  v.number(products.priceInvalid),
  v.finite(products.priceInvalid),
  v.minValue(0, products.priceNegative),
  // Binary floats hold 19.99 as 19.989999...; anything further than that from whole centavos has more decimals.
  v.check((pesos) => Math.abs(Math.round(pesos * 100) - pesos * 100) <= 1e-6, products.priceDecimals),
  v.transform((pesos) => Math.round(pesos * 100)),
  v.maxValue(
    PRODUCT_LIMITS.basePriceMaxCents,
    products.priceTooHigh(pesosText(PRODUCT_LIMITS.basePriceMaxCents, { decimals: 2 })),
  ),
);

/** The product form's fields in form order (the picture is the API's own: an upload id). */
export const productSchema = v.object({
  name: catalogueName(PRODUCT_LIMITS.nameMax),
  description: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(PRODUCT_LIMITS.descriptionMax, products.descriptionTooLong(PRODUCT_LIMITS.descriptionMax)),
  ),
  unit: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((unit) => (typeof unit === 'string' ? unit.trim() : '')),
    v.check((unit) => (SALE_UNITS as readonly string[]).includes(unit), products.unitInvalid(spanishList(SALE_UNITS))),
    v.transform((unit) => unit as SaleUnit),
  ),
  categoryId: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(products.categoryRequired),
    v.check(isUuid, products.categoryNotFound),
  ),
  basePrice: basePriceSchema,
  discountPercentage: integerIn(0, PRODUCT_LIMITS.discountMax, products.discountRange(PRODUCT_LIMITS.discountMax)),
  stock: v.pipe(
    v.optional(v.unknown(), null),
    v.check((stock) => !(typeof stock === 'number' && stock < 0), products.stockNegative),
    integerIn(0, PRODUCT_LIMITS.stockMax, products.stockRange(PRODUCT_LIMITS.stockMax)),
  ),
  maxPerOrder: integerIn(1, PRODUCT_LIMITS.maxPerOrderMax, products.maxPerOrderRange(PRODUCT_LIMITS.maxPerOrderMax)),
});
