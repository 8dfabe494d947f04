import type { FormRule } from 'antd';
import { MESSAGES, PRODUCT_LIMITS, roundCentavos } from 'shared';
import { PRODUCT_UNITS } from './product-form-values';

// The checks of the API's ProductInput, with its messages, so a bad value never leaves the page.
const text = MESSAGES.adminProducts;
const limits = PRODUCT_LIMITS;
const pesos = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Check = (value: unknown) => string | null;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWhole = (value: unknown): value is number => isNumber(value) && Number.isInteger(value);

export const checkName: Check = (value) => {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return MESSAGES.validation.nameRequired;
  if (name.length > limits.nameMax) return text.nameTooLong(limits.nameMax);
  if (!/[\p{L}\p{N}]/u.test(name)) return text.nameNoLetters;
  return null;
};

export const checkDescription: Check = (value) =>
  typeof value === 'string' && value.trim().length > limits.descriptionMax
    ? text.descriptionTooLong(limits.descriptionMax)
    : null;

export const checkUnit: Check = (value) =>
  (PRODUCT_UNITS as readonly unknown[]).includes(value) ? null : text.unitRequired;

export const checkCategory: Check = (value) => (typeof value === 'string' && value ? null : text.categoryRequired);

export const checkBasePrice: Check = (value) => {
  if (!isNumber(value)) return text.priceRequired;
  if (value < 0) return text.priceNegative;
  if (value > limits.basePriceMax) return text.priceTooHigh(pesos.format(limits.basePriceMax));
  if (Math.abs(roundCentavos(value) - value) > 1e-9) return text.priceDecimals;
  return null;
};

export const checkDiscount: Check = (value) =>
  isWhole(value) && value >= 0 && value <= limits.discountMax ? null : text.discountRange(limits.discountMax);

export const checkStock: Check = (value) => {
  if (isNumber(value) && value < 0) return text.stockNegative;
  return isWhole(value) && value <= limits.stockMax ? null : text.stockRange(limits.stockMax);
};

export const checkMaxPerOrder: Check = (value) =>
  isWhole(value) && value >= 1 && value <= limits.maxPerOrderMax ? null : text.maxPerOrderRange(limits.maxPerOrderMax);

/** An antd Form rule that runs one check. */
export function ruleOf(check: Check): FormRule {
  return {
    validator: (_rule, value) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
