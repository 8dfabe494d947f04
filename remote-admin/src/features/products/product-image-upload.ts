import { MESSAGES, PRODUCT_IMAGE } from 'shared';

const text = MESSAGES.adminProducts;

/** The size limit in MB, as the messages state it. */
export const IMAGE_MAX_MEGABYTES = PRODUCT_IMAGE.maxBytes / (1024 * 1024);

/** What the file input accepts (the API checks the bytes again). */
export const IMAGE_ACCEPT = PRODUCT_IMAGE.mimeTypes.join(',');

/** Why a chosen file cannot be a product picture (type, then size), or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(PRODUCT_IMAGE.mimeTypes as readonly string[]).includes(file.type)) return text.imageType;
  if (file.size > PRODUCT_IMAGE.maxBytes) return text.imageTooBig(IMAGE_MAX_MEGABYTES);
  return null;
}

export type ImageUploadAnswer =
  { ok: true; uploadId: string; imageUrl: string; message: string } | { ok: false; message: string };

interface UploadBody {
  status?: boolean;
  message?: string;
  uploadId?: string;
  imageUrl?: string;
}

/**
 * Sends one picture to `POST <apiBaseUrl>/admin/product-images` (multipart, field `file`, the
 * session token in Authorization); `apiBaseUrl` comes from useApiBaseUrl(). The answer's
 * uploadId goes into saveProduct as imageUploadId. A refusal carries the API's Spanish message;
 * a network failure ours.
 */
export async function uploadProductImage(
  file: File,
  token: string | null,
  apiBaseUrl: string,
): Promise<ImageUploadAnswer> {
  try {
    const body = new FormData();
    body.append('file', file);
    const response = await fetch(`${apiBaseUrl}/admin/product-images`, {
      method: 'POST',
      headers: token ? { Authorization: token } : {},
      body,
    });
    const answer = (await response.json()) as UploadBody;
    if (response.ok && answer.status && answer.uploadId && answer.imageUrl) {
      return { ok: true, uploadId: answer.uploadId, imageUrl: answer.imageUrl, message: answer.message ?? '' };
    }
    return { ok: false, message: answer.message || text.imageFailed };
  } catch {
    return { ok: false, message: text.imageFailed };
  }
}
