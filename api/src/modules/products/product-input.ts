import type { ProductInput } from '../../generated/graphql.js';
import { isUuid, slugify } from '../categories/category-input.js';
import { MESSAGES } from '../common/messages.js';
import { centsToPesos, toCents } from '../common/money.js';
import { isUploadId } from '../uploads/image-storage.js';
import { SALE_UNITS, type SaleUnit } from './products.table.js';
import { visibleName } from '../common/visible-text.js';

/**
 * What the product form may hold. Mirrors PRODUCT_LIMITS in shared/src/constants/spec-constants.ts
 * (the API does not import `shared`): change both together.
 */
export const PRODUCT_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  basePriceMaxCents: 9_999_999,
  discountMax: 100,
  stockMax: 99_999,
  maxPerOrderMax: 999,
} as const;

/** What happens to the picture: kept, replaced by an upload (id checked for format only), or removed. */
export type ImageChange = { kind: 'keep' } | { kind: 'upload'; uploadId: string } | { kind: 'remove' };

export interface CheckedProduct {
  id: string | null;
  name: string;
  slug: string;
  description: string;
  unit: SaleUnit;
  categoryId: string;
  basePriceCents: number;
  discountPercentage: number;
  stock: number;
  maxPerOrder: number;
  isActive: boolean;
  image: ImageChange;
}

export type ProductCheck = { ok: true; value: CheckedProduct } | { ok: false; message: string };
type FieldCheck<Value> = { ok: true; value: Value } | { ok: false; message: string };

const text = MESSAGES.adminProducts;
const refuse = (message: string) => ({ ok: false as const, message });

/** Every field in form order; the first bad one answers with its Spanish message. Ids are checked for format only. */
export function checkProductInput(input: ProductInput): ProductCheck {
  const texts = checkTexts(input);
  if (!texts.ok) return texts;
  const categoryId = input.categoryId.trim();
  if (categoryId.length === 0) return refuse(text.categoryRequired);
  if (!isUuid(categoryId)) return refuse(text.categoryNotFound);
  const numbers = checkNumbers(input);
  if (!numbers.ok) return numbers;
  const image = checkImageChange(input);
  if (!image.ok) return image;
  const id = input.id?.trim() || null;
  const value = { id, ...texts.value, categoryId, ...numbers.value, isActive: input.isActive, image: image.value };
  return { ok: true, value };
}

function checkTexts(input: ProductInput) {
  const name = visibleName(input.name);
  if (name.length === 0) return refuse(text.nameRequired);
  if (name.length > PRODUCT_LIMITS.nameMax) return refuse(text.nameTooLong(PRODUCT_LIMITS.nameMax));
  const slug = slugify(name);
  if (slug.length === 0) return refuse(text.nameNoLetters);
  const description = input.description.trim();
  if (description.length > PRODUCT_LIMITS.descriptionMax) {
    return refuse(text.descriptionTooLong(PRODUCT_LIMITS.descriptionMax));
  }
  const unit = SALE_UNITS.find((candidate) => candidate === input.unit.trim());
  if (!unit) return refuse(text.unitInvalid(spanishList(SALE_UNITS)));
  return { ok: true as const, value: { name, slug, description, unit } };
}

function checkNumbers(input: ProductInput) {
  const price = checkPrice(input.basePrice);
  if (!price.ok) return price;
  const { discountPercentage, stock, maxPerOrder } = input;
  if (!isIntegerIn(discountPercentage, 0, PRODUCT_LIMITS.discountMax)) {
    return refuse(text.discountRange(PRODUCT_LIMITS.discountMax));
  }
  if (stock < 0) return refuse(text.stockNegative);
  if (!isIntegerIn(stock, 0, PRODUCT_LIMITS.stockMax)) return refuse(text.stockRange(PRODUCT_LIMITS.stockMax));
  if (!isIntegerIn(maxPerOrder, 1, PRODUCT_LIMITS.maxPerOrderMax)) {
    return refuse(text.maxPerOrderRange(PRODUCT_LIMITS.maxPerOrderMax));
  }
  return { ok: true as const, value: { basePriceCents: price.value, discountPercentage, stock, maxPerOrder } };
}

/** Pesos -> exact centavos: 0 to 99 999.99 with at most two decimals (19.99 is fine, 19.999 is not). */
function checkPrice(pesos: number): FieldCheck<number> {
  if (!Number.isFinite(pesos)) return refuse(text.priceInvalid);
  if (pesos < 0) return refuse(text.priceNegative);
  const cents = toCents(pesos);
  // Binary floats hold 19.99 as 19.989999...; anything further than that from whole centavos has more decimals.
  if (Math.abs(cents - pesos * 100) > 1e-6) return refuse(text.priceDecimals);
  if (cents > PRODUCT_LIMITS.basePriceMaxCents)
    return refuse(text.priceTooHigh(formatPesos(PRODUCT_LIMITS.basePriceMaxCents)));
  return { ok: true, value: cents };
}

function checkImageChange(input: ProductInput): FieldCheck<ImageChange> {
  const uploadId = input.imageUploadId?.trim() ?? '';
  if (uploadId.length > 0) {
    return isUploadId(uploadId) ? { ok: true, value: { kind: 'upload', uploadId } } : refuse(text.uploadInvalid);
  }
  return { ok: true, value: input.removeImage ? { kind: 'remove' } : { kind: 'keep' } };
}

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** 9999999 -> "99,999.99" (as the storefront writes prices). */
function formatPesos(cents: number): string {
  return centsToPesos(cents).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** ['kg', 'pieza', 'manojo'] -> "kg, pieza o manojo". */
function spanishList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items.at(-1)}`;
}
