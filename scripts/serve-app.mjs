// The server of one built app (dist/) on Fastify: its files (serve/static-site.mjs: @fastify/static
// with the build's precompressed .br/.gz, ETag and 304, Cache-Control, the SPA fallback, the live
// config.json), the header policy of scripts/http-policy.mjs on every answer
// (serve/header-policy.mjs: @fastify/helmet, @fastify/cors for remotes), @fastify/compress for
// what the build did not compress, @fastify/etag for generated answers, the refusals of
// serve/refusals.mjs, and for a host build the catalogue's server-rendered pages
// (ssr/catalogue-pages.mjs).
// Usage: node scripts/serve-app.mjs <app|cdn|monolith> [--port N] [--dir PATH]
// `cdn` serves deploy/ (released remotes, scripts/release.mjs); the host then reads config.json
// from HOST_CONFIG_FILE, else from deploy/config.json once a release has written it.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import Fastify from 'fastify';
import { APP_PORTS, BIND_HOST, CDN_PORT, MONOLITH_PORT, deployDir, hostConfigFile } from './site-config.mjs';
import headerPolicy from './serve/header-policy.mjs';
import { liveSiteConfig } from './serve/live-config.mjs';
import { refusalHook, refusingRewrite, targetOf } from './serve/refusals.mjs';
import staticSite, { COMPRESSIBLE, COMPRESS_THRESHOLD } from './serve/static-site.mjs';
import cataloguePages, { canRender } from './ssr/catalogue-pages.mjs';
import { rendererSecret } from './ssr/renderer-secret.mjs';
import { MAX_URL_BYTES, forLog, throttledLog } from './ssr/request-limits.mjs';

/** A weak ETag of a generated body (config.json, a rendered page): the same for every encoding. */
const etagHash = (body) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

function answerErrors(app) {
  const log = throttledLog();
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // The URL and the error cut (an invalid URL's error carries the whole URL).
    if (status === 500) log(`${forLog(targetOf(request))}: ${forLog(error?.stack ?? error, 2000)}`);
    reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Error interno' : 'Dirección no válida');
  });
}

/**
 * A Fastify app serving `dir`; config.json from `configFile` when given, else from env (also
 * while an `optionalConfig` file does not exist yet). `only`: a static file server of just the
 * paths it matches (no config.json, no SPA fallback). Every answer carries the security headers
 * for that same config (`hsts`: default BEHIND_HTTPS=true in the environment); `crossOrigin`
 * (default true, off for the host) adds CORS for shells on other origins.
 */
export function buildAppServer({
  dir,
  configFile,
  optionalConfig = false,
  only,
  hsts = process.env.BEHIND_HTTPS === 'true',
  crossOrigin = true,
  serverFactory,
}) {
  const root = path.resolve(dir);
  const config = liveSiteConfig(configFile, { optional: optionalConfig });
  const app = Fastify({
    logger: false,
    rewriteUrl: refusingRewrite,
    // Longer targets are refused (414) before routing; no parameter is cut shorter.
    routerOptions: { maxParamLength: MAX_URL_BYTES },
    forceCloseConnections: true,
    ...(serverFactory && { serverFactory }),
  });
  answerErrors(app);
  app.register(headerPolicy, { siteConfig: config.parsed, hsts, crossOrigin });
  app.register(refusalHook);
  app.register(fastifyEtag, { weak: true, hashFn: etagHash });
  app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
    // Per answer (the build's own files come precompressed at the highest levels): quick levels.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  app.register(staticSite, { root, only, configText: config.text });
  if (!only && canRender(root)) app.register(cataloguePages, { root, configText: config.text });
  return app;
}

/**
 * The app of `buildAppServer(options)` as a node:http Server to `listen` on (the e2e suites
 * start, stop and wrap these): each request waits for the app to be ready.
 */
export function createAppServer(options) {
  let server;
  const app = buildAppServer({
    ...options,
    serverFactory: (handler) => {
      server = createServer((req, res) =>
        ready.then(
          () => handler(req, res),
          () => res.writeHead(500).end(),
        ),
      );
      return server;
    },
  });
  const ready = app.ready();
  ready.catch((error) => console.error(`server of ${options.dir}: ${error.stack}`));
  return server;
}

/**
 * The local "CDN" of released remotes: only files inside deploy/<remote>/<release>/. Its security
 * headers follow `configFile` (the host's config.json) like the apps', else the environment.
 */
export const CDN_FILES = /^\/remote-[a-z]+\/[^/]+\/.+$/;
export function createCdnServer(dir, { configFile, optionalConfig = false, hsts } = {}) {
  return createAppServer({ dir, configFile, optionalConfig, hsts, only: CDN_FILES });
}

function argValue(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main() {
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
  const server = buildAppServer({
    dir,
    configFile: explicit ?? hostConfigFile(),
    optionalConfig: !explicit,
    only: app === 'cdn' ? CDN_FILES : undefined,
    crossOrigin: app !== 'host' && app !== 'monolith',
  });
  await server.listen({ port, host: BIND_HOST });
  console.log(`${app}: http://${BIND_HOST}:${server.server.address().port}/`);
  process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
