import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImageStorage } from './image-storage.js';
import type { ImageExtension } from './image-type.js';

/** The URL prefix the API serves the stored pictures under (plugins/app/product-images.ts). */
export const PRODUCT_UPLOADS_URL_PREFIX = '/uploads/products/';

/**
 * Pictures as files in `<baseDir>/uploads/products/<random uuid>.<ext>`, served by @fastify/static.
 * Names are random and never reused, so the files may be cached for a long time. With several API
 * instances the directory must be shared (or use another ImageStorage).
 */
export class LocalDiskImageStorage implements ImageStorage {
  readonly directory: string;

  /** `temporary`: the directory is removed by `dispose()` (in-memory databases, tests). */
  constructor(
    private readonly baseDir: string,
    private readonly temporary = false,
  ) {
    this.directory = path.resolve(baseDir, 'uploads', 'products');
  }

  /** A storage in a fresh temporary directory, for a throw-away (memory://) database. */
  static inTemporaryDirectory(): LocalDiskImageStorage {
    return new LocalDiskImageStorage(mkdtempSync(path.join(os.tmpdir(), 'del-campo-uploads-')), true);
  }

  async ensureDirectory(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
  }

  async save(bytes: Uint8Array, extension: ImageExtension): Promise<string> {
    await this.ensureDirectory();
    const uploadId = `${randomUUID()}.${extension}`;
    // `wx`: never overwrite, even in the impossible case of a repeated uuid.
    await writeFile(path.join(this.directory, uploadId), bytes, { flag: 'wx' });
    return uploadId;
  }

  async has(uploadId: string): Promise<boolean> {
    try {
      return (await stat(path.join(this.directory, uploadId))).isFile();
    } catch {
      return false;
    }
  }

  urlPath(uploadId: string): string {
    return `${PRODUCT_UPLOADS_URL_PREFIX}${uploadId}`;
  }

  async dispose(): Promise<void> {
    if (this.temporary) await rm(this.baseDir, { recursive: true, force: true });
  }
}
