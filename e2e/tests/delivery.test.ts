import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { createAppServer } from '../../scripts/serve-app.mjs';
import { distOf } from './support/app-servers.ts';
import { openRecordedPage, UI_WAIT_MS } from './support/browser-page.ts';
import { rawGet } from './support/raw-http.ts';
import { variantBuild } from './support/remote-builds.ts';
import { loadedCopies, readShareScope } from './support/share-scope.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// How the shop's files reach a shopper (docs/performance.md, "One runtime, lean shared, caching"):
// one federation runtime on the page, one copy of each shared library, entry points revalidated
// with ETags, hashed files immutable, compressed bytes made at build time, a favicon.
const suite = useSiteAndBrowser();

const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@apollo/client',
  'shared',
  'shared/ui',
];

test('a shopper page runs one federation runtime and one copy of each shared library', async () => {
  const { page, context, requests, consoleErrors } = await openRecordedPage(suite.browser);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.goto(`${suite.site.hostUrl}/`);
  await page.locator('[data-testid=category-grid]').waitFor();
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await page.getByText('Carrito de compra').waitFor();

  const runtime = await page.evaluate(() => {
    const global = globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: { name: string; constructor: unknown }[] };
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
    };
    const instances = global.__FEDERATION__.__INSTANCES__;
    return {
      names: instances.map((instance) => instance.name).sort(),
      // Each copy of the runtime core has its own ModuleFederation class.
      classes: new Set(instances.map((instance) => instance.constructor)).size,
      providedBy: global._FEDERATION_RUNTIME_CORE_FROM?.name,
    };
  });
  assert.deepEqual(runtime.names, ['cart', 'host', 'shop']);
  assert.equal(runtime.classes, 1, 'host, shop and cart run on the one runtime core');
  assert.equal(runtime.providedBy, 'host');
  assert.deepEqual(
    warnings.filter((text) => /multiple module federation runtime/i.test(text)),
    [],
  );
  assert.deepEqual(
    requests.filter((url) => url.endsWith('/federation-runtime.js')),
    [],
    'the standalone runtime is for remote pages alone',
  );
  assert.deepEqual(
    requests.filter((url) => url.includes('/independent-packages/')),
    [],
    'the tree-shaken shared copies serve every app: no full fallback copy is loaded',
  );

  const scope = await readShareScope(page);
  for (const name of SHARED_SINGLETONS) {
    assert.equal(loadedCopies(scope, name).length, 1, `one loaded copy of ${name}: ${loadedCopies(scope, name)}`);
  }
  assert.ok(!scope.some((entry) => entry.name === 'graphql'), 'graphql is not shared (each bundle keeps its part)');
  // Issue 19: the rules' schemas (and valibot) come with a form; the catalogue and the cart never load them.
  for (const formsOnly of ['shared/forms', 'rules']) {
    assert.deepEqual(loadedCopies(scope, formsOnly), [], `${formsOnly} is loaded by a page with a form only`);
  }
  const kitStyleSheets = await page.evaluate(
    // The server's catalogue HTML inlines its CSS once (style[data-ssr]); the apps inject only what
    // it did not send (webpack/style-tag-transform.cjs).
    () => ({
      served:
        (document.querySelector('style[data-ssr]')?.textContent ?? '').split(/(?:^|[\n}])\.dc-button \{/).length - 1,
      injected: [...document.querySelectorAll('style:not([data-ssr])')].filter((style) =>
        /(^|[\n}])\.dc-button \{/.test(style.textContent ?? ''),
      ).length,
    }),
  );
  assert.deepEqual(
    kitStyleSheets,
    { served: 1, injected: 0 },
    "the kit's CSS (shared/ui) is in the page once: sent by the server, not injected again by an app",
  );
  assert.ok(!scope.some((entry) => entry.name === 'react-router'), 'react-router comes inside react-router-dom');

  // A form page loads them, once: when the app has taken the form over (the server sends register's
  // form itself, so its fields show before the app's page, and its forms share, are loaded).
  await page.goto(`${suite.site.hostUrl}/register`);
  await page.getByRole('textbox', { name: 'Apellido' }).waitFor();
  let formScope = await readShareScope(page);
  for (const deadline = Date.now() + UI_WAIT_MS; Date.now() < deadline; formScope = await readShareScope(page)) {
    if (loadedCopies(formScope, 'shared/forms').length > 0 && loadedCopies(formScope, 'rules').length > 0) break;
    await page.waitForTimeout(250);
  }
  for (const formsOnly of ['shared/forms', 'rules']) {
    assert.equal(loadedCopies(formScope, formsOnly).length, 1, `one loaded copy of ${formsOnly} on /register`);
  }
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

const entryPoints = () => [
  `${suite.site.hostUrl}/`,
  `${suite.site.hostUrl}/prods/frutas`,
  `${suite.site.hostUrl}/config.json`,
  `${suite.site.apps['remote-shop'].url}/mf-manifest.json`,
  `${suite.site.apps['remote-shop'].url}/remoteEntry.js`,
  `${suite.site.apps['remote-cart'].url}/remoteEntry.js`,
];

test('index.html, config.json, manifests and remoteEntry revalidate: no-cache, ETag, 304 when unchanged', async () => {
  for (const url of entryPoints()) {
    const first = await rawGet(url, { 'accept-encoding': 'br' });
    assert.equal(first.status, 200, url);
    assert.equal(first.headers['cache-control'], 'no-cache', url);
    const etag = String(first.headers.etag ?? '');
    assert.match(etag, /^W\/".+"$/, url);

    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    assert.equal(again.status, 304, url);
    assert.equal(again.body.length, 0, url);
    assert.equal(again.headers.etag, etag, url);
    assert.ok(again.headers['content-security-policy'], `a 304 keeps the security headers: ${url}`);
  }
});

test('a changed config.json gets a new ETag: the old one is answered in full', async () => {
  const url = `${suite.site.hostUrl}/config.json`;
  const original = suite.site.config;
  const before = await rawGet(url);
  const etag = String(before.headers.etag);
  suite.site.writeConfig({ ...original, wsUrl: `${original.wsUrl}?v=2` });
  try {
    const after = await rawGet(url, { 'if-none-match': etag });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers.etag, etag);
    assert.match(after.body.toString(), /\?v=2/);
  } finally {
    suite.site.writeConfig(original);
  }
});

test('hashed files are immutable and sent as the brotli and gzip bytes the build wrote', async () => {
  const html = (await rawGet(`${suite.site.hostUrl}/`)).body.toString();
  const main = /src="?\/(main\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
  assert.ok(main, 'index.html loads a hashed main script');
  const file = path.join(distOf('host'), main);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const answer = await rawGet(`${suite.site.hostUrl}/${main}`, { 'accept-encoding': encoding });
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(answer.headers['content-encoding'], encoding);
    assert.ok(answer.body.equals(readFileSync(file + suffix)), `${main}${suffix} as written by the build`);
  }
  const entry = path.join(distOf('remote-shop'), 'remoteEntry.js');
  const shopEntry = await rawGet(`${suite.site.apps['remote-shop'].url}/remoteEntry.js`, { 'accept-encoding': 'br' });
  assert.ok(shopEntry.body.equals(readFileSync(`${entry}.br`)));
});

test('a file changed after the build is compressed anew, never sent as its old precompressed bytes', async () => {
  const variant = variantBuild('remote-shop', { buildInfo: { appVersion: '9.9.9-delivery' } });
  const server = createAppServer({ dir: variant.dir, only: /^\/.+$/ });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await rawGet(`http://127.0.0.1:${port}/mf-manifest.json`, { 'accept-encoding': 'br' });
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(answer.body).toString(), /9\.9\.9-delivery/);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('every page links the favicon: it is served and the browser meets no 404', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${suite.site.hostUrl}/`);
  await page.locator('[data-testid=category-grid]').waitFor();
  const href = await page.locator('link[rel=icon]').getAttribute('href');
  assert.equal(href, '/favicon.svg');
  const icon = await rawGet(`${suite.site.hostUrl}${href}`);
  assert.equal(icon.status, 200);
  assert.equal(icon.headers['content-type'], 'image/svg+xml');
  assert.match(icon.body.toString(), /<svg[^>]*>.*#2f7d32/s);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(failed, []);
  await context.close();
});

test('a malformed address (/% and a cut %-escape) is a 400 with the security headers, never a 500', async () => {
  for (const address of ['/%', '/prods/%E0%A4%A', '/remoteEntry.js%']) {
    const answer = await rawGet(`${suite.site.hostUrl}${address}`);
    assert.equal(answer.status, 400, address);
    assert.equal(answer.body.toString(), 'Dirección no válida');
    assert.ok(answer.headers['content-security-policy'], 'the security headers are still sent');
  }
});
