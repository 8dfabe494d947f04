import type { AppConfig } from '../../config.js';
import type { ImageStorage } from './image-storage.js';
import { LocalDiskImageStorage } from './local-disk-image-storage.js';

/**
 * The one place that picks the picture storage: files under UPLOAD_DIR (default DATA_DIR), or a
 * temporary directory when the database is in memory. To keep pictures elsewhere (S3, a CDN),
 * implement `ImageStorage` and return it here; the upload route and saveProduct only use the
 * interface, and `urlPath` may answer an absolute URL.
 */
export function createImageStorage(config: AppConfig): ImageStorage {
  return config.uploadDir === null
    ? LocalDiskImageStorage.inTemporaryDirectory()
    : new LocalDiskImageStorage(config.uploadDir);
}
