// Cache rules of the static servers (serve-app.mjs; deploy/nginx has the same rules):
// - entry points (index.html, config.json, mf-manifest.json, remoteEntry.js, ...) revalidate on every
//   use: `no-cache` with an ETag, answered 304 when the browser's copy is current;
// - files with a content hash in their name never change: a year, `immutable`;
// - anything else: five minutes.
// Compressed bodies come from the .br/.gz files the build writes next to each file
// (compression-webpack-plugin), read as they are; a file without them is compressed here.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=300';

const REVALIDATED = new Set([
  'index.html',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
  'federation-runtime.js',
]);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** The Cache-Control of a file served under `base` name. */
export function cacheControlFor(base) {
  if (REVALIDATED.has(base)) return REVALIDATE;
  return HASHED.test(base) ? IMMUTABLE : SHORT;
}

/** A weak ETag of a body: the same for every encoding of it (they are equivalent representations). */
export function etagOf(body) {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the request's If-None-Match names `etag` (weak comparison, as for GET and HEAD). */
export function isNotModified(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

const SUFFIX = { br: '.br', gzip: '.gz' };

/**
 * The build's precompressed body of `file` for `encoding`; null when there is none or it is older
 * than the file (a file edited after the build must not be answered with its old compressed bytes).
 */
export async function precompressed(file, encoding, fileMtimeMs) {
  const candidate = file + SUFFIX[encoding];
  const info = await stat(candidate).catch(() => null);
  if (!info?.isFile() || info.mtimeMs < fileMtimeMs) return null;
  return readFile(candidate);
}
