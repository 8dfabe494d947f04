import type { ProductInput } from '../../generated/graphql.js';
import { productSchema, RULE_MESSAGES, slugify, type SaleUnit } from 'rules';
import { checkInput } from '../common/rule-check.js';
import { isUploadId } from '../uploads/image-storage.js';

export { PRODUCT_LIMITS } from 'rules';

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

/** Every field in form order; the first bad one answers with its Spanish message. Ids are checked for format only. */
export function checkProductInput(input: ProductInput): ProductCheck {
  const checked = checkInput(productSchema, input);
  if (!checked.ok) return checked;
  const image = checkImageChange(input);
  if (!image.ok) return image;
  const { basePrice, ...fields } = checked.value;
  const id = input.id?.trim() || null;
  const value = { id, ...fields, slug: slugify(fields.name), basePriceCents: basePrice, isActive: input.isActive };
  return { ok: true, value: { ...value, image: image.value } };
}

function checkImageChange(input: ProductInput): { ok: true; value: ImageChange } | { ok: false; message: string } {
  const uploadId = input.imageUploadId?.trim() ?? '';
  if (uploadId.length > 0) {
    return isUploadId(uploadId)
      ? { ok: true, value: { kind: 'upload', uploadId } }
      : { ok: false, message: RULE_MESSAGES.products.uploadInvalid };
  }
  return { ok: true, value: input.removeImage ? { kind: 'remove' } : { kind: 'keep' } };
}
