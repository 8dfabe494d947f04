// The catalogue's server-rendered pages as a Fastify plugin (docs/architecture.md, "Catalogue
// HTML"): `/`, `/inicio`, `/prods/<category>` and `/prods/details/<id>` answer the host's
// index.html with the page drawn (page-renderer.mjs: its caches, coalescing, time limit and
// throttled log), or the plain index.html when that fails or takes too long. The money path's
// pages (checkout, Mis compras, an order's page, login, register) answer it with their frame
// (frame-renderer.mjs). Registered for a host build that has its shell renderer
// (dist/ssr/shell.cjs), unless SSR=off.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from '../http-policy.mjs';
import { createFrameRenderer, framePaths } from './frame-renderer.mjs';
import { createPageRenderer } from './page-renderer.mjs';

const ROUTES = ['/', '/inicio', '/prods/:category', '/prods/details/:id'];

/** True when `root` is a host build that can render its catalogue (and SSR is not off). */
export const canRender = (root) => process.env.SSR !== 'off' && existsSync(path.join(root, 'ssr', 'shell.cjs'));

/**
 * Options: `root` (the host's dist), `configText()` (the live config.json), `renderer` (a
 * page-renderer's `render`, for tests; made from the two others by default). Needs
 * @fastify/static's `reply.sendFile` (static-site.mjs) for the plain page.
 */
export default async function cataloguePages(app, { root, configText, renderer }) {
  const indexFile = path.join(root, 'index.html');

  /** A route handler answering what `render` draws, or the plain index.html. */
  const answerWith = (render) =>
    async function handler(request, reply) {
      const url = request.url;
      // `/prods/a.js` is a missing file, not a page.
      if (path.extname(url.split('?', 1)[0])) return reply.callNotFound();
      const html = await render(url, await readFile(indexFile, 'utf8'));
      if (!html) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').header('cache-control', cacheControlFor('index.html')).send(html);
    };

  const catalogue = answerWith(renderer ?? createPageRenderer({ hostDir: root, readConfig: configText }));
  for (const url of ROUTES) app.get(url, catalogue);
  const frames = answerWith(createFrameRenderer({ hostDir: root, readConfig: configText }));
  for (const url of await framePaths(root).catch(() => [])) app.get(url, frames);
}
