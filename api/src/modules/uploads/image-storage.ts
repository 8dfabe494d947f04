import { IMAGE_EXTENSIONS, type ImageExtension } from './image-type.js';

/**
 * Where uploaded product pictures live. The API only ever hands out and accepts upload ids of
 * the form `<random uuid>.<jpg|png|webp>` (checked by `isUploadId` before any storage call), so a
 * client can never make a product point at a path of its choosing.
 *
 * `LocalDiskImageStorage` is the default; another backend (e.g. S3) implements the same three
 * methods and answers an absolute URL from `urlPath` (see `createImageStorage`).
 */
export interface ImageStorage {
  /** Stores the bytes under a new random name and answers its upload id. */
  save(bytes: Uint8Array, extension: ImageExtension): Promise<string>;
  /** Whether a stored picture has this id (call only with a well-formed id). */
  has(uploadId: string): Promise<boolean>;
  /** Path under the API's public URL (e.g. /uploads/products/<id>) or an absolute URL. */
  urlPath(uploadId: string): string;
}

const UPLOAD_ID = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.(${IMAGE_EXTENSIONS.join('|')})$`,
);

/** `<uuid v4 in lower case>.<jpg|png|webp>`: nothing else (no slashes, dots or upper case) gets through. */
export function isUploadId(value: string): boolean {
  return UPLOAD_ID.test(value);
}
