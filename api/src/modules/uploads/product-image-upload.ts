import { PRODUCT_IMAGE } from 'rules';
import { publicAssetUrl } from '../common/assets.js';
import { MESSAGES } from '../common/messages.js';
import type { ImageStorage } from './image-storage.js';
import { detectImageType } from './image-type.js';

/** At most 2 MiB per picture (the admin's form says the same: one source, `rules`). */
export const PRODUCT_IMAGE_MAX_BYTES = PRODUCT_IMAGE.maxBytes;

export type UploadAnswer =
  | { statusCode: 201; body: { status: true; message: string; uploadId: string; imageUrl: string } }
  | { statusCode: 400 | 401 | 403 | 413 | 415; body: { status: false; message: string } };

export function refuseUpload(statusCode: 400 | 401 | 403 | 413 | 415, message: string): UploadAnswer {
  return { statusCode, body: { status: false, message } };
}

/** Checks the bytes (not the name, not the declared type) and stores a JPEG, PNG or WebP picture. */
export async function storeProductImage(
  storage: ImageStorage,
  publicUrl: string,
  bytes: Uint8Array,
): Promise<UploadAnswer> {
  const text = MESSAGES.productImages;
  if (bytes.length === 0) return refuseUpload(400, text.empty);
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) return refuseUpload(413, text.tooLarge);
  const extension = detectImageType(bytes);
  if (!extension) return refuseUpload(415, text.badType);
  const uploadId = await storage.save(bytes, extension);
  const imageUrl = publicAssetUrl(publicUrl, storage.urlPath(uploadId)) ?? '';
  return { statusCode: 201, body: { status: true, message: text.uploaded, uploadId, imageUrl } };
}
