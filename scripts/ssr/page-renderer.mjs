// The catalogue's HTML with its content (issue #15 item 4; docs/architecture.md, "Catalogue HTML"):
// for `/`, `/inicio`, `/prods/<category>` and `/prods/details/<id>`, the host's index.html with the
// shell (host's renderer) and the page (remote-shop's renderer, as released) already drawn, the
// page's stylesheet, its tab title and the data of its first render in a JSON data block.
// The page's data is read from the API on every request (its response cache answers, emptied on
// every catalogue change); the render itself is kept per URL and data for SSR_TTL_MS (30 s), so a
// change shows on the next request and an unchanged page is not drawn again. (A renderer of an
// older release without `load` is kept per URL for the TTL: a change shows within that time.)
// Anything that fails or takes longer than SSR_TIMEOUT_MS gives null: the caller serves the plain
// index.html, so the shopper always gets a working page.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileBundle, remoteBundles } from './bundles.mjs';

const CATALOGUE_PATH = /^\/(inicio)?$|^\/prods\/[^/]+$|^\/prods\/details\/[^/]+$/;
/** Text the host's shell puts in `<main>` for the page (host/src/ssr/shell.tsx). */
const PAGE_SLOT = '@@dc-page@@';
const ROOT_AND_REST = /<div id=("?)root\1>[\s\S]*<\/body>/;

const numberFromEnv = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' ? value : fallback;
};

/** The settings, from the environment unless given (docs/performance.md, "Catalogue HTML"). */
export function renderSettings(overrides = {}) {
  return {
    ttlMs: numberFromEnv('SSR_TTL_MS', 30_000),
    timeoutMs: numberFromEnv('SSR_TIMEOUT_MS', 1500),
    // How often a renderer's file is checked for a new version.
    checkMs: numberFromEnv('SSR_RENDERER_CHECK_MS', 2000),
    // A render that failed is not tried again for this long (the plain page is served meanwhile).
    retryMs: numberFromEnv('SSR_RETRY_MS', 2000),
    graphqlUrl: process.env.SSR_GRAPHQL_URL || undefined,
    maxEntries: numberFromEnv('SSR_CACHE_ENTRIES', 1000),
    ...overrides,
  };
}

export const isCataloguePath = (pathname) => CATALOGUE_PATH.test(pathname);

const escapeHtml = (text) =>
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
 * which waits for them). No visual change; the app's own controls replace them. User text never
 * holds a raw `<` (react-dom/server escapes it), so only real elements match.
 */
const notYetOperable = (markup) =>
  markup.replace(/<(button|input|select|textarea)(?=[\s>/])/g, '<$1 aria-disabled="true"');

/** index.html with the rendered parts in place; null when the file has no `#root` to fill. */
export function composePage(indexHtml, { shell, page, block }) {
  if (!ROOT_AND_REST.test(indexHtml)) return null;
  const shellParts = splitHints(shell.html);
  const pageParts = splitHints(page.html);
  const content = notYetOperable(shellParts.markup.replace(PAGE_SLOT, () => pageParts.markup));
  const head = `${shellParts.hints}${pageParts.hints}<style data-ssr="">${shell.css}\n${page.css}</style>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT_AND_REST, () => `<div id="root">${content}</div>${block}</body>`);
}

const timeout = (ms) =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    timer.unref?.();
  });

/**
 * `render(url, indexHtml)`: the page's HTML, or null (not a catalogue URL, a renderer or the API
 * failing or slow). `hostDir`: the host's dist (its ssr/shell.cjs); `readConfig()`: the text of
 * the live config.json.
 */
export function createPageRenderer({ hostDir, readConfig, settings = renderSettings(), fetchImpl = fetch }) {
  const shellBundle = fileBundle(path.join(hostDir, 'ssr', 'shell.cjs'), settings);
  const shopBundles = remoteBundles({ checkMs: settings.checkMs, fetchImpl });
  const cache = new Map();
  /** url -> when a failed or slow load may be tried again (the plain page is served meanwhile). */
  const failing = new Map();

  const partsOf = (url, config, shell, page) =>
    page && {
      shell: shell.exports.renderShell({ url, config }),
      page,
      block: shell.exports.dataBlock(page.data, page.version),
    };

  /** The cached value of `key`, made by `make()` (a promise) when missing or expired. */
  function cached(key, make) {
    const now = Date.now();
    let entry = cache.get(key);
    if (!entry || entry.expires <= now) {
      for (const [old, value] of cache) if (value.expires <= now) cache.delete(old);
      // Many distinct URLs (query strings) within one TTL: the oldest renders go first.
      while (cache.size >= settings.maxEntries) cache.delete(cache.keys().next().value);
      entry = { value: make(), expires: now + settings.ttlMs };
      cache.set(key, entry);
      // A failed render is kept (and served plain) for SSR_RETRY_MS only.
      entry.value.catch(() => (entry.expires = Math.min(entry.expires, Date.now() + settings.retryMs)));
    }
    return entry.value;
  }

  /** Fresh data, drawn again only when it differs from the last render's. */
  async function freshParts(url, config, shell, shop, prefix) {
    const retryAt = failing.get(url);
    if (retryAt > Date.now()) return null;
    const request = { url, config, graphqlUrl: settings.graphqlUrl };
    const loading = shop.exports.load(request);
    // Slower than the timeout: this URL is served plain for SSR_RETRY_MS instead of piling up loads.
    const slow = setTimeout(() => failing.set(url, Date.now() + settings.retryMs), settings.timeoutMs);
    slow.unref?.();
    const loaded = await loading
      .catch((error) => {
        failing.set(url, Date.now() + settings.retryMs);
        throw error;
      })
      .finally(() => clearTimeout(slow));
    if (!loaded) return null;
    failing.delete(url);
    const fingerprint = createHash('sha256').update(JSON.stringify(loaded.data)).digest('base64url');
    return cached(`${prefix}|${fingerprint}`, async () =>
      partsOf(url, config, shell, shop.exports.renderLoaded(request, loaded)),
    );
  }

  /** A renderer without `load` (an older release): its renders are kept per URL for the TTL. */
  function ttlParts(url, config, shell, shop, prefix) {
    return cached(prefix, () =>
      shop.exports
        .render({ url, config, graphqlUrl: settings.graphqlUrl })
        .then((page) => partsOf(url, config, shell, page)),
    );
  }

  async function partsFor(url) {
    const config = JSON.parse(await readConfig());
    const manifest = config?.remotes?.shop;
    if (typeof manifest !== 'string' || !/^https?:\/\//.test(manifest)) return null;
    const [shell, shop] = await Promise.all([shellBundle(), shopBundles(new URL('ssr/render.cjs', manifest).href)]);
    // A new renderer (a release) or a new config makes new pages at once.
    const prefix = `${shell.id}|${shop.id}|${config.graphqlUrl}|${url}`;
    const parts = typeof shop.exports.load === 'function' ? freshParts : ttlParts;
    return parts(url, config, shell, shop, prefix).catch((error) => {
      if (!error.logged) console.error(`render ${url}: ${error.message}`);
      error.logged = true;
      throw error;
    });
  }

  return async function render(url, indexHtml) {
    const { pathname } = new URL(url, 'http://localhost');
    if (!isCataloguePath(pathname)) return null;
    const parts = partsFor(url).catch((error) => {
      // A failed render is logged once, where it failed; this is any other failure (config, renderer).
      if (!error.logged) console.error(`render ${url}: ${error.message}`);
      return null;
    });
    const ready = await Promise.race([parts, timeout(settings.timeoutMs)]);
    return ready ? composePage(indexHtml, ready) : null;
  };
}
