import { MESSAGES } from 'shared';
import {
  checkBasePrice,
  checkCategory,
  checkDescription,
  checkDiscount,
  checkMaxPerOrder,
  checkName,
  checkStock,
  checkUnit,
} from './product-form-checks';
import { finalPriceOf, formValuesOf, productInputOf } from './product-form-values';

const text = MESSAGES.adminProducts;

describe('product form checks (the API limits of PRODUCT_LIMITS)', () => {
  it('accepts the edges and refuses one step past them, with the API messages', () => {
    expect(checkName('a'.repeat(80))).toBeNull();
    expect(checkName(` ${'a'.repeat(81)} `)).toBe(text.nameTooLong(80));
    expect(checkName('  ')).toBe(MESSAGES.validation.nameRequired);
    expect(checkName('---')).toBe(text.nameNoLetters);
    expect(checkDescription('d'.repeat(1000))).toBeNull();
    expect(checkDescription('d'.repeat(1001))).toBe(text.descriptionTooLong(1000));
    expect(checkUnit('manojo')).toBeNull();
    expect(checkUnit('litro')).toBe(text.unitRequired);
    expect(checkCategory(undefined)).toBe(text.categoryRequired);
    expect(checkBasePrice(0)).toBeNull();
    expect(checkBasePrice(99999.99)).toBeNull();
    expect(checkBasePrice(100000)).toBe(text.priceTooHigh('99,999.99'));
    expect(checkBasePrice(-0.01)).toBe(text.priceNegative);
    expect(checkBasePrice(0.305)).toBe(text.priceDecimals);
    expect(checkBasePrice(0.1 + 0.2)).toBeNull(); // float noise, not a third decimal
    expect(checkBasePrice(null)).toBe(text.priceRequired);
    expect(checkDiscount(100)).toBeNull();
    expect(checkDiscount(-1)).toBe(text.discountRange(100));
    expect(checkDiscount(12.5)).toBe(text.discountRange(100));
    expect(checkStock(0)).toBeNull();
    expect(checkStock(-1)).toBe(text.stockNegative);
    expect(checkStock(1.5)).toBe(text.stockRange(99999));
    expect(checkMaxPerOrder(1)).toBeNull();
    expect(checkMaxPerOrder(999)).toBeNull();
    expect(checkMaxPerOrder(0)).toBe(text.maxPerOrderRange(999));
    expect(checkMaxPerOrder(1000)).toBe(text.maxPerOrderRange(999));
  });
});

describe('product form values', () => {
  it('computes the final price to the centavo, and nothing while a box is unusable', () => {
    expect(finalPriceOf(40, 25)).toBe(30);
    expect(finalPriceOf(19.99, 25)).toBe(14.99);
    expect(finalPriceOf(10, 100)).toBe(0);
    expect(finalPriceOf(null, 10)).toBeNull();
    expect(finalPriceOf(10, 101)).toBeNull();
    expect(finalPriceOf(-1, 0)).toBeNull();
  });

  it('builds the input of saveProduct with trimmed texts and the picture change', () => {
    const values = { ...formValuesOf(null), name: ' Uva ', description: ' Roja ', categoryId: 'c2', basePrice: 55 };
    expect(productInputOf(null, values, { imageUploadId: 'up-1', removeImage: false })).toEqual({
      id: null,
      name: 'Uva',
      description: 'Roja',
      unit: 'kg',
      categoryId: 'c2',
      basePrice: 55,
      discountPercentage: 0,
      stock: 0,
      maxPerOrder: 10,
      isActive: true,
      imageUploadId: 'up-1',
      removeImage: false,
    });
  });
});
