import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../modules/common/messages.js';
import type { ImageStorage } from '../../modules/uploads/image-storage.js';
import { isUploadId } from '../../modules/uploads/image-storage.js';
import { LocalDiskImageStorage, PRODUCT_UPLOADS_URL_PREFIX } from '../../modules/uploads/local-disk-image-storage.js';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  refuseUpload,
  storeProductImage,
  type UploadAnswer,
} from '../../modules/uploads/product-image-upload.js';
import { checkUploadAccess } from '../../modules/uploads/upload-access.js';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
/** Uploads per client address and rate-limit window, below the general budget. */
const UPLOADS_PER_WINDOW = 60;
/** One file, a few stray fields at most; busboy stops reading a file at fileSize. */
const MULTIPART_LIMITS = { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 };

/**
 * POST /admin/product-images (ADMIN, multipart/form-data with one field `file`): checks and stores
 * a JPEG, PNG or WebP picture and answers its `uploadId` for saveProduct. With the local-disk
 * storage the pictures are served here under /uploads/products/.
 */
export default async function productImageRoutes(app: FastifyInstance) {
  const storage = app.services.productImages;
  // Errors other than an unparsable body (e.g. the rate limit's 429) keep the app's answers.
  const appErrorHandler = app.errorHandler.bind(app);
  await serveStoredPictures(app, storage);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.post(
    '/admin/product-images',
    {
      // The route's own budget replaces the general one, and is spent before the admin check, so
      // refused callers count too; the check runs before the body is read.
      config: { rateLimit: false },
      onRequest: [
        app.rateLimit({
          max: Math.min(app.config.rateLimitMax, UPLOADS_PER_WINDOW),
          timeWindow: app.config.rateLimitWindowMs,
        }),
        async (request, reply) => {
          const refusal = await checkUploadAccess(app.services.auth, request.headers.authorization);
          if (refusal) return answer(reply, refusal);
        },
      ],
      errorHandler: (error: FastifyError, request, reply) =>
        error.code?.startsWith('FST_ERR_CTP_') ? unparsableBody(error, reply) : appErrorHandler(error, request, reply),
    },
    async (request, reply) => {
      const file = await readFileField(request);
      return answer(reply, 'bytes' in file ? await storeProductImage(storage, app.config.publicUrl, file.bytes) : file);
    },
  );
}

function answer(reply: FastifyReply, { statusCode, body }: UploadAnswer) {
  return reply.code(statusCode).header('cache-control', 'no-store').send(body);
}

/** The bytes of the `file` field, or the refusal (missing, too large, not multipart, unreadable). */
async function readFileField(request: FastifyRequest): Promise<{ bytes: Buffer } | UploadAnswer> {
  const text = MESSAGES.productImages;
  if (!request.isMultipart()) return refuseUpload(400, text.notMultipart);
  try {
    const part = await request.file();
    if (!part) return refuseUpload(400, text.missing);
    if (part.fieldname !== 'file') {
      part.file.resume();
      return refuseUpload(400, text.missing);
    }
    return { bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      return refuseUpload(413, text.tooLarge);
    if (error instanceof request.server.multipartErrors.FilesLimitError) return refuseUpload(400, text.missing);
    request.log.info({ err: error }, 'Unreadable product image upload');
    return refuseUpload(400, text.unreadable);
  }
}

/** A body Fastify could not parse (e.g. a raw image instead of a form) gets the route's answer shape. */
function unparsableBody(error: FastifyError, reply: FastifyReply) {
  const statusCode = error.statusCode === 413 ? 413 : error.statusCode === 415 ? 415 : 400;
  return answer(reply, refuseUpload(statusCode, MESSAGES.productImages.notMultipart));
}

/** Local-disk pictures under /uploads/products/<uploadId>; names are random and never reused, so cached long. */
async function serveStoredPictures(app: FastifyInstance, storage: ImageStorage) {
  if (!(storage instanceof LocalDiskImageStorage)) return;
  await storage.ensureDirectory();
  await app.register(fastifyStatic, {
    root: storage.directory,
    prefix: PRODUCT_UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    maxAge: ONE_YEAR_MS,
    immutable: true,
    // Only names the storage hands out; anything else is a 404, whatever is in the directory.
    allowedPath: (pathName) => isUploadId(pathName.replace(/^\//, '')),
  });
  app.addHook('onClose', () => storage.dispose());
}
