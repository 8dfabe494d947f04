// The catalogue's HTML with its content (issue #15 item 4; docs/architecture.md, "Catalogue HTML"):
// for `/`, `/inicio`, `/prods/<category>` and `/prods/details/<id>`, the host's index.html with the
// shell (host's renderer) and the page (remote-shop's renderer, as released and as its release
// states it: released-renderer.mjs) already drawn, the page's stylesheet, its tab title and the
// data of its first render in a JSON data block.
// Pages are rendered and kept by the part of the URL the page reads (the renderer's `renderUrl`:
// the path, and `buscar` on a list), so other query strings share one render. The page's data is
// read from the API on every request (its response cache answers, emptied on every catalogue
// change; identical loads in flight at once are made once); the render itself is kept per page
// and data for SSR_TTL_MS (30 s) in a cache bounded in bytes (SSR_CACHE_MB), so a change shows on
// the next request and an unchanged page is not drawn again.
// Anything that fails or takes longer than SSR_TIMEOUT_MS gives null: the caller serves the plain
// index.html, so the shopper always gets a working page; that page is then served plain for
// SSR_RETRY_MS (a record bounded in bytes that expires), and failures are logged with the URL cut
// and at most 20 lines per 10 s (request-limits.mjs).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import cssCollector from '../../webpack/ssr/css-collector.cjs';
import { shellBundleOf } from './bundles.mjs';
import { releasedRenderers } from './released-renderer.mjs';
import { rendererHeaders } from './renderer-secret.mjs';
import { forLog, throttledLog } from './request-limits.mjs';

const CATALOGUE_PATH = /^\/(inicio)?$|^\/prods\/[^/]+$|^\/prods\/details\/[^/]+$/;
/** Text the host's shell puts in `<main>` for the page (host/src/ssr/shell.tsx). */
const PAGE_SLOT = '@@dc-page@@';
const ROOT_AND_REST = /<div id=("?)root\1>[\s\S]*<\/body>/;
const MB = 1024 * 1024;

const numberFromEnv = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' ? value : fallback;
};

/** The settings, from the environment unless given (docs/performance.md, "Catalogue HTML"). */
export function renderSettings(overrides = {}) {
  return {
    ttlMs: numberFromEnv('SSR_TTL_MS', 30_000),
    timeoutMs: numberFromEnv('SSR_TIMEOUT_MS', 1500),
    // How often a release's manifest (and so its renderer) is checked for a new version.
    checkMs: numberFromEnv('SSR_RENDERER_CHECK_MS', 2000),
    // A render that failed is not tried again for this long (the plain page is served meanwhile).
    retryMs: numberFromEnv('SSR_RETRY_MS', 2000),
    graphqlUrl: process.env.SSR_GRAPHQL_URL || undefined,
    maxEntries: numberFromEnv('SSR_CACHE_ENTRIES', 1000),
    // Rendered pages kept, in bytes (their markup, stylesheets and data).
    maxBytes: numberFromEnv('SSR_CACHE_MB', 32) * MB,
    // Records of failed pages (each its URL), in bytes.
    maxFailureBytes: MB,
    // Headers of the renderer's API requests (SSR_API_SECRET: renderer-secret.mjs).
    apiHeaders: rendererHeaders(),
    ...overrides,
  };
}

export const isCataloguePath = (pathname) => CATALOGUE_PATH.test(pathname);

export const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** react-dom/server puts its resource hints (`<link rel=preload>` of the eager pictures) first. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/** Markup and the `<link>` hints in front of it, apart: the hints go in the head, the markup keeps the app's structure. */
function splitHints(html) {
  const hints = LEADING_LINKS.exec(html)?.[0] ?? '';
  return { hints, markup: html.slice(hints.length) };
}

/**
 * The server's controls are not operable until the app takes over (a click is held and done
 * then, host/src/boot/early-input.ts): they say so to assistive technology (and to automation,
 * which waits for them), marked `data-held` so the app can take the mark off the controls it
 * adopts (hydration) and only those. A control that states `aria-disabled` itself keeps its own.
 * No visual change. User text never holds a raw `<` (react-dom/server escapes it), so only real
 * elements match.
 */
const notYetOperable = (markup) =>
  markup.replace(/<(button|input|select|textarea)(?=[\s>/])([^>]*)>/g, (tag, name, rest) =>
    /\saria-disabled=/.test(rest) ? tag : `<${name} aria-disabled="true" data-held=""${rest}>`,
  );

/**
 * React's marks of a completed Suspense boundary: where the app's page slot (a Suspense, the host's
 * RemoteBoundary) holds the page, so the app can adopt the server's page markup (hydrateRoot)
 * instead of drawing it again (issue 30). Comments: nothing on screen changes.
 */
const inSuspenseMarks = (markup) => `<!--$-->${markup}<!--/$-->`;

/**
 * The page's stylesheets (SHEET_BREAK between them, webpack/ssr/css-collector.cjs) without those
 * the shell's CSS holds already: both server bundles import the kit's stylesheet, which the page
 * then carried twice (16 KB). A renderer of an older release, without breaks, is kept whole.
 */
const { SHEET_BREAK } = cssCollector;

function pageSheetsNotInShell(shellCss, pageCss) {
  return pageCss
    .split(SHEET_BREAK)
    .filter((sheet) => sheet.trim() === '' || !shellCss.includes(sheet))
    .join(SHEET_BREAK);
}

/**
 * index.html with the rendered parts in place (the page's tab title when it has one); null when
 * the file has no `#root` to fill.
 */
export function composePage(indexHtml, { shell, page, block, adoptable = false }) {
  if (!ROOT_AND_REST.test(indexHtml)) return null;
  const shellParts = splitHints(shell.html);
  const pageParts = splitHints(page.html);
  const pageMarkup = adoptable ? inSuspenseMarks(pageParts.markup) : pageParts.markup;
  const content = notYetOperable(shellParts.markup.replace(PAGE_SLOT, () => pageMarkup));
  const css = `${shell.css}\n${pageSheetsNotInShell(shell.css, page.css)}`;
  const head = `${shellParts.hints}${pageParts.hints}<style data-ssr="">${css}</style>`;
  const titled = typeof page.title === 'string';
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, (title) => (titled ? `<title>${escapeHtml(page.title)}</title>` : title))
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT_AND_REST, () => `<div id="root">${content}</div>${block}</body>`);
}

const timeout = (ms) =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    timer.unref?.();
  });

/** Approximate bytes a kept render holds (UTF-16 strings). */
const sizeOfParts = ({ shell, page, dataBytes }) =>
  2 * (shell.html.length + shell.css.length + page.html.length + page.css.length + page.title.length) + dataBytes + 256;

/** `make()`'s promise, shared by every caller asking for `key` while it is in flight. */
function coalesced(inFlight, key, make) {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = make().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * `render(url, indexHtml)`: the page's HTML, or null (not a catalogue URL, a renderer refused or
 * the API failing or slow). `hostDir`: the host's dist (its ssr/shell.cjs); `readConfig()`: the
 * text of the live config.json.
 */
export function createPageRenderer({
  hostDir,
  readConfig,
  settings = renderSettings(),
  fetchImpl = fetch,
  log = (line) => console.error(line),
}) {
  const shellBundle = shellBundleOf(hostDir, settings);
  const shopRenderers = releasedRenderers({ checkMs: settings.checkMs, fetchImpl, log });
  const failureLog = throttledLog({ write: log });
  const headers = settings.apiHeaders ?? {};
  /** Rendered pages by renderer, config, page and data fingerprint. */
  const renders = new LRUCache({
    max: Math.max(1, settings.maxEntries),
    maxSize: Math.max(1, settings.maxBytes),
    sizeCalculation: sizeOfParts,
    ttl: Math.max(1, settings.ttlMs),
  });
  /** Pages whose load failed or was slow: served plain until the record expires (SSR_RETRY_MS). */
  const failing = new LRUCache({
    max: 10_000,
    maxSize: Math.max(1, settings.maxFailureBytes),
    sizeCalculation: (_value, key) => 2 * key.length + 64,
    ttl: Math.max(1, settings.retryMs),
  });
  const loads = new Map();
  const draws = new Map();
  const markFailing = (key) => settings.retryMs > 0 && failing.set(key, true);

  /**
   * The page's data, read once for every request of the same page in flight. Slower than the
   * timeout: given up (the next request after SSR_RETRY_MS loads anew), and the page is served
   * plain for SSR_RETRY_MS instead of piling up loads.
   */
  function loadOnce(key, shop, request) {
    return coalesced(loads, key, async () => {
      let timer;
      const deadline = new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`slower than ${settings.timeoutMs} ms`)), settings.timeoutMs);
        timer.unref?.();
      });
      try {
        return await Promise.race([shop.exports.load(request), deadline]);
      } catch (error) {
        markFailing(key);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });
  }

  /** The page drawn from its data, kept for the TTL; drawn again only when the data differs. */
  function drawOnce(key, shell, shop, request, loaded) {
    const json = JSON.stringify(loaded.data);
    const drawKey = `${key}|${createHash('sha256').update(json).digest('base64url')}`;
    const kept = renders.get(drawKey);
    if (kept) return kept;
    return coalesced(draws, drawKey, async () => {
      const parts = {
        shell: shell.exports.renderShell({ url: request.url, config: request.config }),
        page: shop.exports.renderLoaded(request, loaded),
        dataBytes: 2 * json.length,
      };
      if (settings.ttlMs > 0) renders.set(drawKey, parts);
      return parts;
    });
  }

  async function partsFor(url) {
    const config = JSON.parse(await readConfig());
    const manifest = config?.remotes?.shop;
    if (typeof manifest !== 'string' || !/^https?:\/\//.test(manifest)) return null;
    const [shell, shop] = await Promise.all([shellBundle(), shopRenderers(manifest)]);
    if (typeof shop.exports.load !== 'function' || typeof shop.exports.renderLoaded !== 'function') {
      throw new Error('the renderer has no load/renderLoaded');
    }
    // The part of the URL the page reads (a renderer without `renderUrl`: the whole URL).
    const pageUrl = typeof shop.exports.renderUrl === 'function' ? shop.exports.renderUrl(url) : url;
    if (!pageUrl) return null;
    // A new renderer (a release), config or host shell makes new pages at once.
    const key = `${shell.id}|${shop.id}|${config.graphqlUrl}|${pageUrl}`;
    if (failing.has(key)) return null;
    const request = { url: pageUrl, config, graphqlUrl: settings.graphqlUrl, headers };
    const loaded = await loadOnce(key, shop, request);
    if (!loaded) return null;
    failing.delete(key);
    const parts = await drawOnce(key, shell, shop, request, loaded);
    // The data block names the URL the shopper opened (the app takes it only for that URL).
    // `adoptable`: the app may hydrate this markup (host/src/boot/take-over.ts decides for its visit).
    const data = { ...parts.page.data, url, adoptable: true };
    return { ...parts, adoptable: true, block: shell.exports.dataBlock(data, parts.page.version) };
  }

  return async function render(url, indexHtml) {
    const { pathname } = new URL(url, 'http://localhost');
    if (!isCataloguePath(pathname)) return null;
    const parts = partsFor(url).catch((error) => {
      // A refused renderer is logged once where it was refused; every other failure here, cut.
      if (!error.logged) failureLog(`render ${forLog(url)}: ${forLog(error.message)}`);
      return null;
    });
    const ready = await Promise.race([parts, timeout(settings.timeoutMs)]);
    return ready ? composePage(indexHtml, ready) : null;
  };
}
