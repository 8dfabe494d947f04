import { roundCentavos, SALE_UNITS } from 'shared';
import type { AdminProductFieldsFragment, ProductInput } from '../../generated/graphql';

/** The `:id` of the route that opens an empty form (spec 2: "the value new marks a new record"). */
export const NEW_PRODUCT_ID = 'new';

/** Units of sale the API accepts: the `rules` list, the one the API's column and checks derive from. */
export const PRODUCT_UNITS = SALE_UNITS;

/** What the form holds while the admin types (numbers are null while a box is empty). */
export interface ProductFormValues {
  name: string;
  description: string;
  unit: string;
  categoryId: string | undefined;
  basePrice: number | null;
  discountPercentage: number | null;
  stock: number | null;
  maxPerOrder: number | null;
  isActive: boolean;
}

/** The picture part of saveProduct's input. */
export interface ProductImageChange {
  imageUploadId: string | null;
  removeImage: boolean;
}

/** The form's starting values: the product's own, or the defaults of a new one. */
export function formValuesOf(product: AdminProductFieldsFragment | null): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      unit: 'kg',
      categoryId: undefined,
      basePrice: null,
      discountPercentage: 0,
      stock: 0,
      maxPerOrder: 10,
      isActive: true,
    };
  }
  return {
    name: product.name,
    description: product.description,
    unit: product.unit,
    categoryId: product.categoryId,
    basePrice: product.price.base,
    discountPercentage: product.price.discountPercentage,
    stock: product.stock,
    maxPerOrder: product.maxPerOrder,
    isActive: product.isActive,
  };
}

/** saveProduct's input from values the checks accepted (text trimmed, as the API stores it). */
export function productInputOf(id: string | null, values: ProductFormValues, image: ProductImageChange): ProductInput {
  return {
    id,
    name: values.name.trim(),
    description: values.description.trim(),
    unit: values.unit,
    categoryId: values.categoryId ?? '',
    basePrice: Number(values.basePrice),
    discountPercentage: Number(values.discountPercentage),
    stock: Number(values.stock),
    maxPerOrder: Number(values.maxPerOrder),
    isActive: values.isActive,
    imageUploadId: image.imageUploadId,
    removeImage: image.removeImage,
  };
}

/** Base price less the discount, rounded to centavos; null while either box holds no usable number. */
export function finalPriceOf(basePrice: unknown, discountPercentage: unknown): number | null {
  if (typeof basePrice !== 'number' || typeof discountPercentage !== 'number') return null;
  if (!Number.isFinite(basePrice) || basePrice < 0 || discountPercentage < 0 || discountPercentage > 100) return null;
  return roundCentavos(basePrice * (1 - discountPercentage / 100));
}
