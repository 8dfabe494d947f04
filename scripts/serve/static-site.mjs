// One built app's files (@fastify/static): the build's own .br/.gz next to each file
// (`preCompressed`), ETag and 304 (@fastify/send), the policy's Cache-Control per file, the live
// config.json, and the SPA fallback: a path without an extension that is no file gets index.html,
// a missing file with an extension a 404. With `only` (the release CDN): just the files whose
// path it matches, no config.json and no fallback.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { CACHE_CONTROL, cacheControlFor } from '../http-policy.mjs';

const PRECOMPRESSED = /\.(br|gz)$/;
/** Types that differ from @fastify/send's (mime) table: the icon as browsers and nginx name it. */
const TYPES = { '.ico': 'image/x-icon' };

/** Files smaller than this are sent as they are (as nginx's gzip_min_length; compressing gains nothing). */
export const COMPRESS_THRESHOLD = 1024;
/** What is compressed when the build did not (nginx's gzip_types): text, scripts, JSON, SVG. */
export const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

function setFileHeaders(reply, file, stats) {
  const served = file.replace(PRECOMPRESSED, '');
  reply.header('cache-control', cacheControlFor(path.basename(served)));
  const type = TYPES[path.extname(served)];
  if (type) reply.header('content-type', type);
  // @fastify/compress cannot see a file stream's size (and compresses every type mime-db calls
  // compressible): a small file, or one nginx would not compress, takes its `x-no-compression` switch.
  const small = stats.size < COMPRESS_THRESHOLD;
  if (small || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) {
    reply.request.headers['x-no-compression'] = '1';
  }
}

const notFound = (reply) => reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');

/**
 * Options: `root` (the dist folder), `only` (a RegExp of the paths served), `configText()` (the
 * live config.json; none with `only`).
 */
async function staticSite(app, { root, only, configText }) {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: 'index.html',
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: setFileHeaders,
    allowedPath: only ? (pathname) => only.test(pathname) && !pathname.includes('..') : undefined,
  });

  if (!only) {
    app.get('/config.json', async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', CACHE_CONTROL.revalidate)
        .send(await configText()),
    );
  }

  const index = path.join(root, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0];
    const spa = !only && !path.extname(pathname) && (request.method === 'GET' || request.method === 'HEAD');
    if (!spa || !(await stat(index).catch(() => null))) return notFound(reply);
    return reply.sendFile('index.html');
  });
}

export default fp(staticSite, { name: 'delcampo-static-site', fastify: '5.x', dependencies: [] });
