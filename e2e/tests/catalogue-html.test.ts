// Issue #15 item 4 (docs/architecture.md, "Catalogue HTML"): home, a category and a product page
// arrive with their content in the HTML (server-rendered by the host's server with the shell's
// and remote-shop's renderers), the app takes over without a skeleton in between, the HTML is
// fresh on the next request after a catalogue change and after a remote-shop release, and a shopper still gets
// the plain page when the renderer hangs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { createAppServer, createCdnServer } from '../../scripts/serve-app.mjs';
import { formatMXN } from '../../shared/src/format/format-mxn.ts';
import { REPO_ROOT, distOf } from './support/app-servers.ts';
import { DEMO_ADMIN, openRecordedPage } from './support/browser-page.ts';
import { rawGet } from './support/raw-http.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Read when the site's servers start (below): renders are kept 60 s (freshness must not come from
// the TTL), and a render may take long on a shared machine (the timeout is tested on its own host
// further down).
process.env.SSR_TTL_MS = '60000';
process.env.SSR_TIMEOUT_MS = '20000';
process.env.SSR_RENDERER_CHECK_MS = '500';

const suite = useSiteAndBrowser();
const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Card {
  id: string;
  name: string;
  imageUrl: string;
  price: { priceAfterDiscount: number };
}

const CARD = 'id name imageUrl price { priceAfterDiscount }';

async function firstPageOf(slug: string): Promise<Card[]> {
  const { productsPage } = await suite.site.api.query<{ productsPage: { products: Card[] } }>(
    `query ($slug: String) { productsPage(categorySlug: $slug, page: { requestedPage: FIRST, nPerPage: 4 }) { products { ${CARD} } } }`,
    { slug },
  );
  assert.ok(productsPage.products.length > 0, `${slug} has products`);
  return productsPage.products;
}

/**
 * The HTML as a crawler or a browser before any script gets it. A new connection each time: a
 * pooled one may have been closed by the server while a release ran.
 */
async function htmlOf(pathAndSearch: string, base = suite.site.hostUrl): Promise<string> {
  const answer = await rawGet(`${base}${pathAndSearch}`, { accept: 'text/html', connection: 'close' });
  assert.equal(answer.status, 200);
  return answer.body.toString();
}

/** The page's JSON data block, parsed (fails when missing or not JSON). */
/** The version of the renderer that drew the page, or null for the plain page. */
const rendererOf = (html: string) => /id="dc-first-render" data-renderer="([^"]*)"/.exec(html)?.[1] ?? null;

function dataBlockOf(html: string): { url: string; queries: Record<string, unknown>; renderer: string } {
  const match = /<script type="application\/json" id="dc-first-render" data-renderer="([^"]*)">([^<]*)<\/script>/.exec(
    html,
  );
  assert.ok(match, 'the page carries its first-render data block');
  return { ...JSON.parse(match[2]!), renderer: match[1]! };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function assertCardsIn(html: string, cards: Card[]) {
  for (const card of cards) {
    assert.ok(html.includes(escaped(card.name)), `${card.name} in the HTML`);
    assert.ok(html.includes(formatMXN(card.price.priceAfterDiscount)), `price of ${card.name} in the HTML`);
    if (card.imageUrl && card.imageUrl !== '-') assert.ok(html.includes(`src="${card.imageUrl}"`), 'its picture');
  }
}

test('the HTML of home, a category and a product page holds names, prices and pictures, and its data block', async () => {
  const { categories } = await suite.site.api.query<{ categories: { name: string; slug: string }[] }>(
    '{ categories { name slug } }',
  );
  const { featuredProducts } = await suite.site.api.query<{ featuredProducts: Card[] }>(
    `{ featuredProducts(limit: 8) { ${CARD} } }`,
  );
  const home = await htmlOf('/');
  for (const category of categories) assert.ok(home.includes(escaped(category.name)), `${category.name} on home`);
  assertCardsIn(home, featuredProducts);
  assert.equal(dataBlockOf(home).url, '/');
  assert.match(home, /<header class="navbar">/, 'the shell is in the HTML too');
  assert.match(home, /<footer class="footer">/);
  assert.match(home, /<title>Del campo a tu mesa \| Del Campo<\/title>/);

  const slug = categories[0]!.slug;
  const cards = await firstPageOf(slug);
  const list = await htmlOf(`/prods/${slug}`);
  assertCardsIn(list, cards);
  assert.ok(list.includes(`<h1 class="shop-title" aria-busy="false">${escaped(categories[0]!.name)}</h1>`));
  assert.equal(dataBlockOf(list).url, `/prods/${slug}`);

  const product = await htmlOf(`/prods/details/${cards[0]!.id}`);
  assert.ok(product.includes(`<h1 class="shop-title">${escaped(cards[0]!.name)}</h1>`));
  assertCardsIn(product, [cards[0]!]);
  const block = dataBlockOf(product);
  assert.equal(block.url, `/prods/details/${cards[0]!.id}`);
  assert.ok(Object.keys(block.queries).some((key) => key.startsWith('product:')));
  // The CSP still forbids inline scripts: the block is data, never run.
  assert.doesNotMatch(product, /<script(?![^>]*type="application\/json")(?![^>]*\bsrc=)[^>]*>/);

  // Other pages are the plain index.html.
  assert.doesNotMatch(await htmlOf('/faq'), /dc-first-render/);
});

/**
 * Installed before the page's first byte (a string: the test's compiled functions may call
 * helpers the page lacks): notes when content shows, any skeleton shown after it, and the CLS.
 */
const WATCH_FOR_SKELETONS = `(() => {
  const state = { contentSeen: '', skeletonsAfterContent: [], cls: 0 };
  window.__watch = state;
  const CONTENT = '.category-card .category-name, [data-testid=product-card], .product-detail h1';
  const SKELETON = '.dc-skeleton, .dc-page-skeleton, .boot-line, [aria-busy="true"]';
  const check = () => {
    const content = document.querySelector(CONTENT);
    if (!state.contentSeen && content && content.textContent.trim()) state.contentSeen = document.readyState;
    const skeleton = state.contentSeen ? document.querySelector(SKELETON) : null;
    if (skeleton) state.skeletonsAfterContent.push(skeleton.outerHTML.slice(0, 200));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface Watch {
  contentSeen: string;
  skeletonsAfterContent: string[];
  cls: number;
}

/**
 * Opens `url` with remote-shop held back until a click on "agregar" was made on the server's
 * markup, then checks that the click was not lost: the app takes over and the cart has it.
 */
async function clickBeforeTakeOver(page: Page, url: string): Promise<void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(`${suite.site.apps['remote-shop'].url}/remoteEntry.js`, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${suite.site.hostUrl}${url}`, { waitUntil: 'domcontentloaded' });
  // The host's entry runs after the shared runtime starts: from then on an early click is held.
  await page.locator('html[data-holding-input]').waitFor({ state: 'attached' });
  // Found, scrolled to and measured in one go: the host may replace the server's elements with
  // its copy of them at any moment (both sit at the same place).
  const target = await page.evaluate(() => {
    const button = [...document.querySelectorAll('main button')].find((element) =>
      /agregar/i.test(element.textContent ?? ''),
    )!;
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    return {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      live: Object.keys(button).some((key) => key.startsWith('__reactFiber$')),
      disabled: button.getAttribute('aria-disabled'),
    };
  });
  assert.equal(target.live, false, `${url}: the click lands on the server's markup`);
  assert.equal(target.disabled, 'true', 'not operable yet, it says');
  // A shopper does not wait for it.
  await page.mouse.click(target.x, target.y);
  open();
  await page
    .waitForFunction(() => document.querySelector('[data-testid=cart-count]')?.textContent === '1')
    .catch(async (error: Error) => {
      const state = await page.evaluate(() => ({
        count: document.querySelector('[data-testid=cart-count]')?.textContent,
        holding: document.documentElement.hasAttribute('data-holding-input'),
        live: Object.keys(document.querySelector('main button') ?? {}).some((key) => key.startsWith('__reactFiber$')),
        busy: document.querySelectorAll('[aria-busy="true"]').length,
      }));
      throw new Error(`${url}: the early click did not reach the cart ${JSON.stringify(state)}: ${error.message}`);
    });
}

async function openThrottled(): Promise<Page> {
  const { page, context } = await openRecordedPage(suite.browser, { width: 412, height: 823 });
  cleanups.push(() => context.close());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript({ content: WATCH_FOR_SKELETONS });
  page.setDefaultTimeout(60_000);
  return page;
}

test('on a throttled CPU the app takes over the server-rendered page without a skeleton, a layout shift or a lost click', async () => {
  const cards = await firstPageOf('frutas');
  for (const url of ['/', '/prods/frutas', `/prods/details/${cards[0]!.id}`]) {
    const page = await openThrottled();
    // The app has taken over once the click on "agregar" (made before, held) reaches the cart.
    await clickBeforeTakeOver(page, url);
    await page.waitForTimeout(500);
    const watch = await page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);
    assert.equal(watch.contentSeen, 'loading', `${url}: the content was on screen while the HTML was parsed`);
    assert.deepEqual(watch.skeletonsAfterContent, [], `${url}: no skeleton after the content`);
    assert.ok(watch.cls <= 0.05, `${url}: CLS ${watch.cls}`);
  }
});

/** Notes, before any script runs, the server's heading and navbar elements (their identity is what adoption keeps). */
const NOTE_SERVER_ELEMENTS = `document.addEventListener('DOMContentLoaded', () => {
  window.__server = { heading: document.querySelector('main h1'), navbar: document.querySelector('header.navbar') };
});`;

/** Whether the page's heading and navbar are still the server's elements, and live (React's). */
const serverElementsKept = (page: Page) =>
  page.evaluate(() => {
    const noted = (window as unknown as { __server: { heading: Element; navbar: Element } }).__server;
    const heading = document.querySelector('main h1');
    return {
      heading: noted.heading === heading,
      navbar: noted.navbar === document.querySelector('header.navbar'),
      live: Object.keys(heading ?? {}).some((key) => key.startsWith('__reactFiber$')),
      held: document.querySelectorAll('[data-held], main [aria-disabled="true"]').length,
    };
  });

test("a visit without a session or cart adopts the server's page (hydration); a visit with a cart draws it anew", async () => {
  const cards = await firstPageOf('frutas');
  const urls = ['/', '/prods/frutas', `/prods/details/${cards[0]!.id}`];
  for (const url of urls) await htmlUntil(url, (html) => rendererOf(html) !== null, 20_000);
  const { page, context, consoleErrors, pageErrors } = await openRecordedPage(suite.browser, {
    width: 412,
    height: 823,
  });
  cleanups.push(() => context.close());
  await page.addInitScript(NOTE_SERVER_ELEMENTS);
  for (const url of urls.slice(1)) {
    await page.goto(`${suite.site.hostUrl}${url}`);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    await page.locator('main [aria-disabled="true"]').first().waitFor({ state: 'detached' });
    assert.deepEqual(
      await serverElementsKept(page),
      { heading: true, navbar: true, live: true, held: 0 },
      `${url}: the app adopted the server's elements and released their controls`,
    );
  }
  // The adopted page works: "agregar" puts the product in the cart.
  await page
    .getByRole('button', { name: /agregar/i })
    .first()
    .click();
  await page.waitForFunction(() => document.querySelector('[data-testid=cart-count]')?.textContent === '1');
  assert.deepEqual([...consoleErrors, ...pageErrors], [], 'no hydration error');
  // With a line in the cart the server's shell (an empty cart) is not this visit's: drawn anew.
  await page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await page.waitForFunction(() => document.querySelector('[data-testid=cart-count]')?.textContent === '1');
  await page.locator('main [aria-disabled="true"]').first().waitFor({ state: 'detached' });
  const drawn = await serverElementsKept(page);
  assert.equal(drawn.heading, false, "a cart visit: the heading is the app's own");
  assert.equal(drawn.live, true);
  assert.equal(
    await page.locator('main h1').innerText(),
    (await htmlOf('/prods/frutas')).match(/<h1 class="shop-title"[^>]*>([^<]*)</)![1],
  );
});

async function adminToken(): Promise<string> {
  const { login } = await suite.site.api.query<{ login: { token: string | null } }>(
    'query ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    DEMO_ADMIN,
  );
  assert.ok(login.token);
  return login.token;
}

interface ProductFields {
  id: string;
  name: string;
  description: string;
  unit: string;
  category: { id: string };
  price: { base: number; discountPercentage: number };
  stock: number;
  maxPerOrder: number;
}

/** A product's fields as the admin's form sends them (read while it is active). */
async function productFields(id: string): Promise<ProductFields> {
  const { product } = await suite.site.api.query<{ product: { product: ProductFields } }>(
    `query ($id: ID!) { product(id: $id) { product { id name description unit category { id } price { base discountPercentage } stock maxPerOrder } } }`,
    { id },
  );
  return product.product;
}

async function saveProduct(p: ProductFields, change: Partial<Record<string, unknown>>) {
  const input = {
    id: p.id,
    name: p.name,
    description: p.description,
    unit: p.unit,
    categoryId: p.category.id,
    basePrice: p.price.base,
    discountPercentage: p.price.discountPercentage,
    stock: p.stock,
    maxPerOrder: p.maxPerOrder,
    isActive: true,
    ...change,
  };
  const { saveProduct: saved } = await suite.site.api.query<{ saveProduct: { status: boolean; message: string } }>(
    'mutation ($input: ProductInput!) { saveProduct(input: $input) { status message } }',
    { input },
    await adminToken(),
  );
  assert.ok(saved.status, saved.message);
}

/** Fetches `url`'s HTML until `accept` holds (at most `ms`); returns the last HTML. */
async function htmlUntil(url: string, accept: (html: string) => boolean, ms: number): Promise<string> {
  const deadline = Date.now() + ms;
  let html = await htmlOf(url);
  while (!accept(html) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    html = await htmlOf(url);
  }
  return html;
}

test('an admin price change and a product switched off show in the next served HTML', async () => {
  const [card] = await firstPageOf('verduras');
  const detail = `/prods/details/${card!.id}`;
  assert.ok((await htmlOf(detail)).includes(formatMXN(card!.price.priceAfterDiscount)), 'rendered with the old price');
  await htmlOf('/prods/verduras');

  const fields = await productFields(card!.id);
  await saveProduct(fields, { basePrice: 987.65, discountPercentage: 0 });
  assert.ok((await htmlOf(detail)).includes(formatMXN(987.65)), 'the new price, on the next request');
  assert.ok((await htmlOf('/prods/verduras')).includes(formatMXN(987.65)), 'the category page too');

  await saveProduct(fields, { basePrice: 987.65, discountPercentage: 0, isActive: false });
  assert.ok(
    !(await htmlOf('/prods/verduras')).includes(escaped(card!.name)),
    'a product switched off leaves the category page',
  );
  await saveProduct(fields, {});
});

// ASCII only: the server bundle writes 'ñ' as an escape.
const OLD_TEXT = 'Frutas y verduras frescas, elegidas cada';
const NEW_TEXT = 'Cosecha nueva del día';

test('a remote-shop release brings its own renderer: the next pages come from it, the host untouched', async () => {
  const deployDir = mkdtempSync(path.join(os.tmpdir(), 'delcampo-ssr-deploy-'));
  const cdn: Server = createCdnServer(deployDir);
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    cdn.closeAllConnections();
    await new Promise((resolve) => cdn.close(resolve));
    rmSync(deployDir, { recursive: true, force: true });
  });
  const cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  const release = (...args: string[]) =>
    execFileSync('npm', ['run', 'release', '-w', 'remote-shop', '--silent', ...(args.length ? ['--', ...args] : [])], {
      cwd: REPO_ROOT,
      env: { ...process.env, DEPLOY_DIR: deployDir, HOST_CONFIG_FILE: suite.site.configFile, CDN_URL: cdnUrl },
      stdio: 'pipe',
    });
  const manifest = JSON.parse(readFileSync(path.join(distOf('remote-shop'), 'mf-manifest.json'), 'utf8'));
  const commit = manifest.metaData.buildInfo.commit as string;

  release();
  const first = await htmlUntil('/', (html) => rendererOf(html) === `0.1.0-${commit}`, 10_000);
  assert.ok(first.includes(OLD_TEXT));

  // The next version: its renderer draws a new lead text and names itself 0.2.0.
  const next = mkdtempSync(path.join(os.tmpdir(), 'remote-shop-next-'));
  cleanups.push(() => rmSync(next, { recursive: true, force: true }));
  cpSync(distOf('remote-shop'), next, { recursive: true });
  const renderer = path.join(next, 'ssr', 'render.cjs');
  writeFileSync(
    renderer,
    readFileSync(renderer, 'utf8').replaceAll(OLD_TEXT, NEW_TEXT).replaceAll(`0.1.0-${commit}`, `0.2.0-${commit}`),
  );
  // Its build states the new renderer's SHA-384 in its manifest (webpack/ssr/renderer-integrity.cjs).
  const integrity = `sha384-${createHash('sha384').update(readFileSync(renderer)).digest('base64')}`;
  const writeManifest = (folder: string, buildInfo: Record<string, unknown>) => {
    const manifestFile = path.join(folder, 'mf-manifest.json');
    const text = JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, buildInfo } });
    writeFileSync(`${manifestFile}.tmp`, text);
    renameSync(`${manifestFile}.tmp`, manifestFile);
    for (const suffix of ['.br', '.gz']) rmSync(manifestFile + suffix, { force: true });
  };
  const stated = manifest.metaData.buildInfo.serverRenderer as { path: string; integrity: string };
  assert.equal(stated.path, 'ssr/render.cjs', 'the build states its renderer');
  writeManifest(next, {
    ...manifest.metaData.buildInfo,
    appVersion: '0.2.0',
    serverRenderer: { ...stated, integrity },
  });
  const hostBefore = readFileSync(path.join(distOf('host'), 'index.html'), 'utf8');

  release('--dist', next);
  const started = Date.now();
  const released = await htmlUntil('/', (html) => html.includes(NEW_TEXT), 10_000);
  assert.ok(released.includes(NEW_TEXT), 'the page comes from the released renderer');
  assert.equal(dataBlockOf(released).renderer, `0.2.0-${commit}`);
  assert.ok(Date.now() - started < 10_000);
  assert.equal(readFileSync(path.join(distOf('host'), 'index.html'), 'utf8'), hostBefore, 'no host rebuild');

  // A release whose renderer is not what its manifest states (changed after the build): refused,
  // the shopper gets the plain page, which works.
  const tampered = mkdtempSync(path.join(os.tmpdir(), 'remote-shop-tampered-'));
  cleanups.push(() => rmSync(tampered, { recursive: true, force: true }));
  cpSync(next, tampered, { recursive: true });
  const tamperedRenderer = path.join(tampered, 'ssr', 'render.cjs');
  writeFileSync(tamperedRenderer, readFileSync(tamperedRenderer, 'utf8').replaceAll(NEW_TEXT, 'Texto ajeno'));
  writeManifest(tampered, {
    ...manifest.metaData.buildInfo,
    appVersion: '0.3.0',
    serverRenderer: { ...stated, integrity },
  });
  release('--dist', tampered);
  const plain = await htmlUntil('/', (html) => rendererOf(html) === null, 10_000);
  assert.equal(rendererOf(plain), null, 'the plain page');
  assert.doesNotMatch(plain, /Texto ajeno/);
  assert.match(plain, /<div id=root>/);
});

test('when the renderer hangs, the shopper gets the plain page at once, and it works', async () => {
  // remote-shop's build, except that its renderer never answers.
  const shop = createAppServer({ dir: distOf('remote-shop') });
  const hanging = createServer((req, res) => {
    if (req.url?.includes('/ssr/')) return; // never answered
    shop.emit('request', req, res);
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const config = JSON.parse(readFileSync(suite.site.configFile, 'utf8'));
  suite.site.writeConfig({
    ...config,
    remotes: {
      ...config.remotes,
      shop: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/mf-manifest.json`,
    },
  });
  // The site's host again, on its port (the API admits its origin), with a short render timeout.
  const host = suite.site.apps.host;
  await host.stop();
  process.env.SSR_TIMEOUT_MS = '300';
  await host.start();
  cleanups.push(async () => {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  const started = Date.now();
  // A connection of its own (none is kept from before the host's restart).
  const answer = await rawGet(`${host.url}/`, { connection: 'close' });
  assert.equal(answer.status, 200);
  const html = answer.body.toString();
  assert.ok(Date.now() - started < 5000, 'not kept waiting for the renderer');
  assert.doesNotMatch(html, /dc-first-render/, 'the plain index.html');
  assert.match(html, /<div id=root>/);

  const { page, context } = await openRecordedPage(suite.browser);
  cleanups.push(() => context.close());
  await page.goto(`${host.url}/`);
  await page.locator('[data-testid=category-grid] .category-name').first().waitFor();
});
