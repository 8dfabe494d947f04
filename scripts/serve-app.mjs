// Static server for one built app (dist/): SPA fallback, CORS for cross-origin federation,
// cache headers (static-cache.mjs: hashed files immutable; html, config, manifests and remoteEntry
// revalidated with an ETag, 304 when unchanged), brotli or gzip (the build's precompressed .br/.gz
// next to each file; else each file compressed once here and kept in memory), the
// runtime config.json, and the security headers of docs/security.md (a Content-Security-Policy
// naming only the origins in that config.json, nosniff, no framing; HSTS with BEHIND_HTTPS=true).
// Usage: node scripts/serve-app.mjs <app|cdn|monolith> [--port N] [--dir PATH]
// `cdn` serves deploy/ (released remotes, scripts/release.mjs); the host then reads config.json
// from HOST_CONFIG_FILE, else from deploy/config.json once a release has written it.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_PORTS,
  BIND_HOST,
  CDN_PORT,
  MONOLITH_PORT,
  buildSiteConfig,
  deployDir,
  hostConfigFile,
} from './site-config.mjs';
import { cacheControlFor, etagOf, isNotModified, precompressed } from './static-cache.mjs';
import { createPageRenderer } from './ssr/page-renderer.mjs';
import { rendererSecret } from './ssr/renderer-secret.mjs';
import { MAX_URL_BYTES, forLog, isOverLongUrl } from './ssr/request-limits.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Browser features the shop never uses, switched off for every document. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** `scheme://host[:port]` of an absolute http(s)/ws(s) URL; null for anything else (also hosts with odd characters). */
function originOf(url) {
  try {
    const { protocol, host } = new URL(url);
    if (!/^(https?|wss?):$/.test(protocol) || !/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i.test(host)) return null;
    return `${protocol}//${host}`;
  } catch {
    return null;
  }
}

/** The answer to a request target over MAX_URL_BYTES. */
const URL_TOO_LONG = `Dirección demasiado larga (más de ${MAX_URL_BYTES} caracteres)`;

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy for pages that run with this site config (docs/security.md): only
 * 'self', the API's http and ws origins and the remotes' origins. Styles need 'unsafe-inline'
 * (antd's CSS-in-JS and the boot screen's <style>); scripts never get 'unsafe-inline' or 'unsafe-eval'.
 */
export function contentSecurityPolicy(config) {
  const api = originOf(config?.graphqlUrl);
  const ws = originOf(config?.wsUrl);
  const remotes = unique(Object.values(config?.remotes ?? {}).map(originOf));
  const list = (...sources) => unique(sources.flat()).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, remotes)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", api, ws, remotes)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Headers every response carries; `hsts` only when the site is reached over https (BEHIND_HTTPS=true). */
export function securityHeaders(config, { hsts = false } = {}) {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(hsts && { 'strict-transport-security': 'max-age=31536000' }),
  };
}

async function readConfig(configFile, optional) {
  if (!configFile || (optional && !existsSync(configFile))) return JSON.stringify(buildSiteConfig());
  // Re-read on every request: a deploy is an atomic rename of this file.
  return readFile(configFile, 'utf8');
}

/** The path with its %-escapes decoded, or null when they are malformed (`/%`, `/%E0%A4%A`). */
function decodedPath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

async function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root + path.sep)) return null;
  const info = await stat(candidate).catch(() => null);
  return info?.isFile() ? candidate : null;
}

function headersFor(file, security) {
  return {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(path.basename(file)),
    'access-control-allow-origin': '*',
    vary: 'Accept-Encoding',
    ...security,
  };
}

/** The encoding to answer with: brotli when the browser takes it (smaller), else gzip, else none. */
function pickEncoding(req) {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Brotli 9: most of the gain of 11 at a tenth of its cost (the first answer waits for it).
const ENCODERS = {
  br: (body) =>
    brotliAsync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/** Compressions of static files, keyed by path, version and encoding: each file is compressed once. */
const compressedCache = new Map();
const COMPRESSED_CACHE_LIMIT = 2000;

function compress(body, encoding, cacheKey) {
  if (!cacheKey) return ENCODERS[encoding](body);
  const key = `${cacheKey}|${encoding}`;
  let compressed = compressedCache.get(key);
  if (!compressed) {
    if (compressedCache.size >= COMPRESSED_CACHE_LIMIT) compressedCache.clear();
    compressed = ENCODERS[encoding](body);
    compressed.catch(() => compressedCache.delete(key));
    compressedCache.set(key, compressed);
  }
  return compressed;
}

/** ETags of static files, keyed like their compressions: each file is hashed once. */
const etagCache = new Map();

function cachedEtag(body, cacheKey) {
  let etag = etagCache.get(cacheKey);
  if (!etag) {
    if (etagCache.size >= COMPRESSED_CACHE_LIMIT) etagCache.clear();
    etag = etagOf(body);
    etagCache.set(cacheKey, etag);
  }
  return etag;
}

/**
 * `static`: what identifies the body, for a 200 that may become a 304 ({etag}) and may be served
 * precompressed: {cacheKey} (a file's path, size and mtime, so its compression is reused), and
 * {file, mtimeMs} to look for the build's .br/.gz next to it.
 */
async function send(req, res, status, headers, body, { etag, cacheKey, file, mtimeMs } = {}) {
  if (etag) {
    headers = { ...headers, etag };
    if (status === 200 && isNotModified(req, etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
  }
  const compressible = /text|json|javascript|svg/.test(headers['content-type']) && body.length > 1024;
  const encoding = compressible ? pickEncoding(req) : null;
  if (encoding) {
    body = (file && (await precompressed(file, encoding, mtimeMs))) || (await compress(body, encoding, cacheKey));
    headers = { ...headers, 'content-encoding': encoding };
  }
  res.writeHead(status, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The security headers for the site config in `configFile` (as readConfig finds it), re-derived
 * when the file is replaced (a deploy renames a new one in); the environment's config otherwise,
 * also when the file cannot be read or parsed (the page then fails on config.json anyway).
 */
function securityHeadersSource(configFile, optional, hsts) {
  const fromEnv = securityHeaders(buildSiteConfig(), { hsts });
  let cached = { key: '', headers: fromEnv };
  return async () => {
    if (!configFile) return fromEnv;
    const info = await stat(configFile).catch(() => null);
    if (!info) {
      if (!optional) console.error(`config file ${configFile} is missing: security headers from the environment`);
      return fromEnv;
    }
    const key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (key !== cached.key) {
      try {
        cached = { key, headers: securityHeaders(JSON.parse(await readFile(configFile, 'utf8')), { hsts }) };
      } catch (error) {
        console.error(`config file ${configFile}: ${error.message}; security headers from the environment`);
        cached = { key, headers: fromEnv };
      }
    }
    return cached.headers;
  };
}

/**
 * The catalogue's server-rendered pages (scripts/ssr/page-renderer.mjs) for a host build that has
 * its shell renderer (dist/ssr/shell.cjs); none with SSR=off, for other apps, or for the CDN.
 */
function pageRendererFor(root, configFile, optionalConfig, only) {
  if (only || process.env.SSR === 'off' || !existsSync(path.join(root, 'ssr', 'shell.cjs'))) return null;
  return createPageRenderer({ hostDir: root, readConfig: () => readConfig(configFile, optionalConfig) });
}

/** The SPA's index.html for `req`: server-rendered for a catalogue URL when that works in time. */
async function sendIndex(req, res, security, file, renderPage) {
  if (renderPage && (req.method === 'GET' || req.method === 'HEAD')) {
    const { pathname, search } = new URL(req.url ?? '/', 'http://x');
    const html = await renderPage(pathname + search, await readFile(file, 'utf8'));
    if (html) {
      const body = Buffer.from(html);
      const etag = etagOf(body);
      await send(req, res, 200, headersFor(file, security), body, { etag, cacheKey: `ssr:${etag}` });
      return true;
    }
  }
  return false;
}

/**
 * An http.Server serving `dir`; config.json from `configFile` when given, else from env
 * (also while an `optionalConfig` file does not exist yet). `only`: a static file server of
 * just the paths it matches (no config.json, no SPA fallback). Every answer carries the security
 * headers for that same config (`hsts`: default BEHIND_HTTPS=true in the environment).
 */
export function createAppServer({
  dir,
  configFile,
  optionalConfig = false,
  only,
  hsts = process.env.BEHIND_HTTPS === 'true',
}) {
  const root = path.resolve(dir);
  const currentSecurityHeaders = securityHeadersSource(configFile, optionalConfig, hsts);
  const renderPage = pageRendererFor(root, configFile, optionalConfig, only);
  return createServer(async (req, res) => {
    let security = securityHeaders(undefined, { hsts });
    try {
      security = await currentSecurityHeaders();
      // Refused before any work or memory is spent on it (docs/security.md).
      if (isOverLongUrl(req.url)) {
        return await send(req, res, 414, headersFor('x.txt', security), Buffer.from(URL_TOO_LONG));
      }
      const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
      if (decodedPath(urlPath) === null) {
        return await send(req, res, 400, headersFor('x.txt', security), Buffer.from('Dirección no válida'));
      }
      if (only && (!only.test(urlPath) || urlPath.includes('..'))) {
        return await send(req, res, 404, headersFor('x.txt', security), Buffer.from('No encontrado'));
      }
      if (urlPath === '/config.json' && !only) {
        const body = Buffer.from(await readConfig(configFile, optionalConfig));
        return await send(req, res, 200, headersFor('config.json', security), body, { etag: etagOf(body) });
      }
      const spa = !only && !path.extname(urlPath);
      const file = (await resolveFile(root, urlPath)) ?? (spa ? path.join(root, 'index.html') : null);
      if (!file) return await send(req, res, 404, headersFor('x.txt', security), Buffer.from('No encontrado'));
      if (spa && path.basename(file) === 'index.html' && (await sendIndex(req, res, security, file, renderPage)))
        return;
      const info = await stat(file);
      const body = await readFile(file);
      const cacheKey = `${file}:${info.size}:${info.mtimeMs}`;
      const etag = cachedEtag(body, cacheKey);
      await send(req, res, 200, headersFor(file, security), body, { etag, cacheKey, file, mtimeMs: info.mtimeMs });
    } catch (error) {
      // The URL and the error cut (an invalid URL's error carries the whole URL).
      console.error(`${forLog(req.url)}: ${forLog(error?.stack ?? error, 2000)}`);
      await send(req, res, 500, headersFor('x.txt', security), Buffer.from('Error interno')).catch(() => res.destroy());
    }
  });
}

/**
 * The local "CDN" of released remotes: only files inside deploy/<remote>/<release>/. Its security
 * headers follow `configFile` (the host's config.json) like the apps', else the environment.
 */
export function createCdnServer(dir, { configFile, optionalConfig = false, hsts } = {}) {
  return createAppServer({ dir, configFile, optionalConfig, hsts, only: /^\/remote-[a-z]+\/[^/]+\/.+$/ });
}

function argValue(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  const ports = { ...APP_PORTS, cdn: CDN_PORT, monolith: MONOLITH_PORT };
  if (!(app in ports)) {
    console.error(`usage: serve-app.mjs <${Object.keys(ports).join('|')}> [--port N] [--dir PATH]`);
    process.exit(2);
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  // `monolith`: the single-bundle build of the site (npm run build:monolith, docs/monolith.md).
  const built =
    app === 'monolith' ? path.join(here, '..', 'host', 'dist-monolith') : path.join(here, '..', app, 'dist');
  const dir = argValue('--dir') ?? (app === 'cdn' ? deployDir() : built);
  const port = Number(argValue('--port') ?? ports[app]);
  const explicit = process.env.HOST_CONFIG_FILE;
  if (app === 'host') {
    try {
      rendererSecret();
    } catch (error) {
      console.error(error.message);
      process.exit(2);
    }
  }
  const server =
    app === 'cdn'
      ? createCdnServer(dir, { configFile: explicit ?? hostConfigFile(), optionalConfig: !explicit })
      : createAppServer({ dir, configFile: explicit ?? hostConfigFile(), optionalConfig: !explicit });
  server.listen(port, BIND_HOST, () => console.log(`${app}: http://${BIND_HOST}:${port}/`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
