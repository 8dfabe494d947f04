// Static server for one built app (dist/): SPA fallback, CORS for cross-origin federation,
// cache headers (hashed files immutable; html, config and manifests never cached), gzip, and
// the runtime config.json. Usage: node scripts/serve-app.mjs <app|cdn> [--port N] [--dir PATH]
// `cdn` serves deploy/ (released remotes, scripts/release.mjs); the host then reads config.json
// from HOST_CONFIG_FILE, else from deploy/config.json once a release has written it.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_PORTS, BIND_HOST, CDN_PORT, buildSiteConfig, deployDir, hostConfigFile } from './site-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const NEVER_CACHED = new Set(['index.html', 'config.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

async function readConfig(configFile, optional) {
  if (!configFile || (optional && !existsSync(configFile))) return JSON.stringify(buildSiteConfig());
  // Re-read on every request: a deploy is an atomic rename of this file.
  return readFile(configFile, 'utf8');
}

async function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root + path.sep)) return null;
  const info = await stat(candidate).catch(() => null);
  return info?.isFile() ? candidate : null;
}

function headersFor(file) {
  const base = path.basename(file);
  const cache = NEVER_CACHED.has(base)
    ? 'no-cache, no-store, must-revalidate'
    : HASHED.test(base)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=300';
  return {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cache,
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
  };
}

function send(req, res, status, headers, body) {
  const compressible = /text|json|javascript|svg/.test(headers['content-type']) && body.length > 1024;
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = gzipSync(body);
    headers = { ...headers, 'content-encoding': 'gzip' };
  }
  res.writeHead(status, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * An http.Server serving `dir`; config.json from `configFile` when given, else from env
 * (also while an `optionalConfig` file does not exist yet). `only`: a static file server of
 * just the paths it matches (no config.json, no SPA fallback).
 */
export function createAppServer({ dir, configFile, optionalConfig = false, only }) {
  const root = path.resolve(dir);
  return createServer(async (req, res) => {
    try {
      const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
      if (only && (!only.test(urlPath) || urlPath.includes('..'))) {
        return send(req, res, 404, headersFor('x.txt'), Buffer.from('No encontrado'));
      }
      if (urlPath === '/config.json' && !only) {
        const body = Buffer.from(await readConfig(configFile, optionalConfig));
        return send(req, res, 200, headersFor('config.json'), body);
      }
      const spa = !only && !path.extname(urlPath);
      const file = (await resolveFile(root, urlPath)) ?? (spa ? path.join(root, 'index.html') : null);
      if (!file) return send(req, res, 404, headersFor('x.txt'), Buffer.from('No encontrado'));
      send(req, res, 200, headersFor(file), await readFile(file));
    } catch (error) {
      console.error(error);
      send(req, res, 500, headersFor('x.txt'), Buffer.from('Error interno'));
    }
  });
}

/** The local "CDN" of released remotes: only files inside deploy/<remote>/<release>/. */
export function createCdnServer(dir) {
  return createAppServer({ dir, only: /^\/remote-[a-z]+\/[^/]+\/.+$/ });
}

function argValue(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  const ports = { ...APP_PORTS, cdn: CDN_PORT };
  if (!(app in ports)) {
    console.error(`usage: serve-app.mjs <${Object.keys(ports).join('|')}> [--port N] [--dir PATH]`);
    process.exit(2);
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = argValue('--dir') ?? (app === 'cdn' ? deployDir() : path.join(here, '..', app, 'dist'));
  const port = Number(argValue('--port') ?? ports[app]);
  const explicit = process.env.HOST_CONFIG_FILE;
  const server =
    app === 'cdn'
      ? createCdnServer(dir)
      : createAppServer({ dir, configFile: explicit ?? hostConfigFile(), optionalConfig: !explicit });
  server.listen(port, BIND_HOST, () => console.log(`${app}: http://${BIND_HOST}:${port}/`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
