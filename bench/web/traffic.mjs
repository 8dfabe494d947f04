// Bytes per page: every response of one cold page load (a fresh browser context, so an empty cache),
// with its size as served and the gzip (level 6, as serve-app) and brotli (quality 11) sizes of its body.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { checkRendered } from './checks.mjs';

const KINDS = [
  ['js', /javascript/],
  ['css', /text\/css/],
  ['html', /text\/html/],
  ['json', /json/],
  ['image', /^image\//],
  ['font', /font/],
];

/** js, css, html, json, image, font or other, from the Content-Type. */
export function kindOf(contentType = '') {
  return KINDS.find(([, pattern]) => pattern.test(contentType))?.[0] ?? 'other';
}

/** Sizes of one body: gzip as serve-app makes it (zlib default level 6) and brotli at quality 11. */
export function compressedSizes(body) {
  return {
    gzip: gzipSync(body).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const emptyTotals = () => ({ count: 0, transfer: 0, gzipServed: 0, decoded: 0, gzip: 0, brotli: 0, encodings: [] });

/** What a gzip-serving server sends for this response: as served, or the computed gzip size when it came as br. */
const gzipServed = (response) => (response.encoding === 'br' ? response.gzip : response.transfer);

function add(totals, response) {
  totals.count += 1;
  totals.transfer += response.transfer;
  totals.gzipServed += gzipServed(response);
  totals.decoded += response.decoded;
  totals.gzip += response.gzip;
  totals.brotli += response.brotli;
  if (!totals.encodings.includes(response.encoding)) totals.encodings.push(response.encoding);
}

/**
 * Totals of one page load's responses ({url, kind, transfer, decoded, gzip, brotli, encoding, beforeLoad}):
 * JS and CSS, all requests, the JS finished before the load event, what came from `adminOrigin`, the 5 largest files.
 */
export function summarise(responses, { adminOrigin } = {}) {
  const js = emptyTotals();
  const css = emptyTotals();
  const initialJs = emptyTotals();
  const admin = { count: 0, transfer: 0, urls: [] };
  let transfer = 0;
  for (const response of responses) {
    transfer += response.transfer;
    if (response.kind === 'js') add(js, response);
    if (response.kind === 'css') add(css, response);
    if (response.kind === 'js' && response.beforeLoad) add(initialJs, response);
    if (adminOrigin && response.url.startsWith(`${adminOrigin}/`)) {
      admin.count += 1;
      admin.transfer += response.transfer;
      admin.urls.push(response.url);
    }
  }
  const jsCss = {
    transfer: js.transfer + css.transfer,
    gzipServed: js.gzipServed + css.gzipServed,
    gzip: js.gzip + css.gzip,
    brotli: js.brotli + css.brotli,
  };
  const largest = responses
    .filter((response) => response.kind === 'js' || response.kind === 'css')
    .sort((a, b) => b.transfer - a.transfer)
    .slice(0, 5)
    .map(({ url, transfer, decoded }) => ({ url, transfer, decoded }));
  return { requests: responses.length, transfer, js, css, jsCss, initialJs, admin, largest };
}

/** One response as summarise() wants it; null for what is not an http(s) answer with a body. */
async function describe(request, beforeLoad) {
  const response = await request.response();
  if (!response || !/^https?:/.test(request.url())) return null;
  const headers = await response.allHeaders();
  const body = await response.body().catch(() => Buffer.alloc(0));
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
  const transfer = sizes.responseBodySize || Number(headers['content-length'] ?? body.length);
  return {
    url: request.url(),
    status: response.status(),
    kind: kindOf(headers['content-type']),
    encoding: headers['content-encoding'] ?? 'identity',
    transfer,
    decoded: body.length,
    beforeLoad,
    ...compressedSizes(body),
  };
}

/** localStorage for a new context on `origin` (null: none). */
export const storageState = (origin, storage) =>
  storage
    ? {
        cookies: [],
        origins: [{ origin, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) }],
      }
    : undefined;

/**
 * sessionStorage of `origin` set before any script of each document (`tabStorage`: {key: text}), on a
 * playwright context or page: a tab's storage cannot be given to a new context like localStorage.
 */
export async function addTabStorage(contextOrPage, origin, tabStorage) {
  if (!tabStorage) return;
  await contextOrPage.addInitScript(
    ([wanted, entries]) => {
      if (location.origin !== wanted) return;
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
    },
    [origin, Object.entries(tabStorage)],
  );
}

/** Loads `url` cold in a new context, checks its content, waits for the network to settle; returns the responses. */
export async function recordPage(
  browser,
  { name, url, expectedPath, storage, tabStorage, demo, viewport = { width: 412, height: 823 } },
) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ viewport, locale: 'es-MX', storageState: storageState(origin, storage) });
  await addTabStorage(context, origin, tabStorage);
  const page = await context.newPage();
  const pending = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('requestfinished', (request) => pending.push(describe(request, !loaded)));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const seen = await checkRendered(page, name, expectedPath, demo);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    const responses = (await Promise.all(pending)).filter(Boolean);
    return { seen, responses };
  } finally {
    await context.close();
  }
}

/**
 * The JS a shopper's first "agregar" downloads: `url` (a category page) loaded cold and settled, then
 * its first "agregar" clicked and the add's notice awaited; the JS finished after the click.
 */
export async function recordFirstAdd(browser, { url, viewport = { width: 412, height: 823 } }) {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  const page = await context.newPage();
  const pending = [];
  let clicked = false;
  page.on('requestfinished', (request) => {
    if (clicked) pending.push(describe(request, false));
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const agregar = page.getByRole('button', { name: 'agregar' }).first();
    // The server's markup holds the button too: wait for the app's own (the take-over).
    await page.locator('main [aria-disabled="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
    clicked = true;
    await agregar.click();
    await page.getByTestId('cart-notice').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const responses = (await Promise.all(pending)).filter(Boolean);
    const js = emptyTotals();
    for (const response of responses) if (response.kind === 'js') add(js, response);
    return { js, urls: responses.filter((r) => r.kind === 'js').map((r) => r.url) };
  } finally {
    await context.close();
  }
}
