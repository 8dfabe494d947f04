import type { FormRule } from 'antd';
import { MESSAGES, fieldMessage } from 'shared';
import { problemOf, productSchema } from 'shared/forms';
import { PRODUCT_UNITS } from './product-form-values';

// The checks of the API's ProductInput are its own schemas (the `rules` package, through shared),
// so a bad value never leaves the page and the form says what the API would say.
const text = MESSAGES.adminProducts;
const fields = productSchema.entries;

type Check = (value: unknown) => string | null;

/** The API's check of one field, its message as a field error (no final period). */
const byRule =
  (schema: (typeof fields)[keyof typeof fields]): Check =>
  (value) => {
    const problem = problemOf(schema, value);
    return problem === null ? null : fieldMessage(problem);
  };

export const checkName: Check = byRule(fields.name);

export const checkDescription: Check = byRule(fields.description);

// The unit and the category come from lists; the form only needs one chosen.
export const checkUnit: Check = (value) =>
  (PRODUCT_UNITS as readonly unknown[]).includes(value) ? null : text.unitRequired;

export const checkCategory: Check = (value) => (typeof value === 'string' && value ? null : text.categoryRequired);

const checkPriceRule = byRule(fields.basePrice);

/** An empty box asks for a price; a number gets the API's checks. */
export const checkBasePrice: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? checkPriceRule(value) : text.priceRequired;

export const checkDiscount: Check = byRule(fields.discountPercentage);

export const checkStock: Check = byRule(fields.stock);

export const checkMaxPerOrder: Check = byRule(fields.maxPerOrder);

/** An antd Form rule that runs one check. */
export function ruleOf(check: Check): FormRule {
  return {
    validator: (_rule, value) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
