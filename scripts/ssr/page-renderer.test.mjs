// The serving side of the catalogue HTML (page-renderer.mjs, bundles.mjs) with small stand-in
// renderer bundles, served over real HTTP as a release would publish them. The real bundles and
// the real API are exercised by e2e/tests/catalogue-html.test.ts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { evaluateBundle } from './bundles.mjs';
import { composePage, createPageRenderer, isCataloguePath } from './page-renderer.mjs';

const INDEX =
  '<!doctype html><html><head><title>Del Campo</title></head><body><div id=root><div class=boot-bar></div></div></body></html>';
const SHELL = `module.exports = {
  renderShell: ({ url }) => ({ html: '<header>nav ' + url + '</header><main class="content">@@dc-page@@</main>', css: '.shell{}' }),
  dataBlock: (data, version) => '<script type="application/json" id="dc-first-render" data-renderer="' + version + '">' + JSON.stringify(data) + '</script>',
};`;
/** A remote-shop renderer whose answers the test steers through globalThis.ssrTest. */
const renderer = (version) => `module.exports = {
  render: async ({ url }) => {
    const test = globalThis.ssrTest;
    test.calls.push('${version} ' + url);
    if (test.mode === 'hang') return new Promise(() => {});
    if (test.mode === 'fail') throw new Error('API caída');
    return { html: '<link rel="preload" as="image" href="/a.svg"/><h1>' + test.price + '</h1>', css: '.page{}', title: 'Frutas <y> más | Del Campo', data: { url, queries: {} }, version: '${version}' };
  },
};`;

/** A renderer of this release's shape: `load` reads the data, `renderLoaded` draws it. */
const loadingRenderer = `module.exports = {
  load: async ({ url }) => {
    const test = globalThis.ssrTest;
    test.loads += 1;
    if (test.mode === 'hang') return new Promise(() => {});
    if (test.mode === 'fail') throw new Error('API caída');
    return { data: { url, queries: { price: test.price } }, title: 'Frutas' };
  },
  renderLoaded: (request, { data, title }) => {
    globalThis.ssrTest.renders += 1;
    return { html: '<h1>' + data.queries.price + '</h1>', css: '', title, data, version: '3.0.0' };
  },
};`;

let server;
let origin;
let hostDir;
let published = renderer('1.0.0');
const config = () =>
  JSON.stringify({ graphqlUrl: 'http://127.0.0.1:9/graphql', remotes: { shop: `${origin}/shop/mf-manifest.json` } });

before(async () => {
  hostDir = mkdtempSync(path.join(os.tmpdir(), 'ssr-host-'));
  mkdirSync(path.join(hostDir, 'ssr'));
  writeFileSync(path.join(hostDir, 'ssr', 'shell.cjs'), SHELL);
  server = createServer((req, res) => {
    if (req.url === '/fresh/ssr/render.cjs') return res.writeHead(200).end(loadingRenderer);
    if (req.url !== '/shop/ssr/render.cjs') return res.writeHead(404).end();
    const etag = `"${published.length}-${published.slice(-40).replace(/\W/g, '')}"`;
    if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
    res.writeHead(200, { etag, 'content-type': 'text/javascript' }).end(published);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
  rmSync(hostDir, { recursive: true, force: true });
});

const settings = (overrides) => ({
  ttlMs: 200,
  timeoutMs: 300,
  checkMs: 50,
  retryMs: 100,
  maxEntries: 100,
  ...overrides,
});
const pageRenderer = (overrides = {}) =>
  createPageRenderer({ hostDir, readConfig: async () => config(), settings: settings(overrides) });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('only the catalogue paths are server-rendered', () => {
  for (const yes of ['/', '/inicio', '/prods/frutas', '/prods/details/abc-1']) assert.ok(isCataloguePath(yes), yes);
  for (const no of ['/faq', '/login', '/prods', '/prods/details/a/b', '/admin', '/main.1234abcd.js', '/orders']) {
    assert.ok(!isCataloguePath(no), no);
  }
});

test('the page is the host index.html with the shell, the page, its CSS, its escaped title and the data block', async () => {
  globalThis.ssrTest = { calls: [], price: '$10.00' };
  const html = await pageRenderer()('/prods/frutas?buscar=uva', INDEX);
  assert.match(html, /<title>Frutas &lt;y&gt; más \| Del Campo<\/title>/);
  assert.match(
    html,
    /<link rel="preload" as="image" href="\/a\.svg"\/><style data-ssr="">\.shell\{\}\n\.page\{\}<\/style><\/head>/,
  );
  assert.match(
    html,
    /<div id="root"><header>nav \/prods\/frutas\?buscar=uva<\/header><main class="content"><h1>\$10\.00<\/h1><\/main><\/div><script type="application\/json" id="dc-first-render" data-renderer="1\.0\.0">/,
  );
  assert.doesNotMatch(html, /boot-bar/);
  const withControls = composePage(INDEX, {
    shell: { html: '<main>@@dc-page@@</main>', css: '' },
    page: {
      html: '<button type="button">agregar</button><input value="&lt;button"/><p>&lt;button</p>',
      title: 'x',
      css: '',
    },
    block: '',
  });
  assert.match(
    withControls,
    /<button aria-disabled="true" type="button">agregar<\/button><input aria-disabled="true" value="&lt;button"\/><p>&lt;button<\/p>/,
    'controls not operable until the take-over; text untouched',
  );
  assert.equal(await pageRenderer()('/faq', INDEX), null);
  assert.equal(
    composePage('<html><body>no root</body></html>', { shell: { html: '', css: '' }, page: {}, block: '' }),
    null,
  );
});

test('renders are kept for the TTL, then made again with the current data', async () => {
  globalThis.ssrTest = { calls: [], price: '$10.00' };
  const render = pageRenderer();
  assert.match(await render('/', INDEX), /\$10\.00/);
  globalThis.ssrTest.price = '$12.50';
  assert.match(await render('/', INDEX), /\$10\.00/, 'within the TTL');
  await sleep(250);
  assert.match(await render('/', INDEX), /\$12\.50/, 'after the TTL');
  assert.equal(globalThis.ssrTest.calls.length, 2);
});

test('with a renderer that loads its data apart, a change shows on the next request and an unchanged page is not drawn again', async () => {
  globalThis.ssrTest = { loads: 0, renders: 0, price: '$10.00' };
  const render = createPageRenderer({
    hostDir,
    readConfig: async () => JSON.stringify({ remotes: { shop: `${origin}/fresh/mf-manifest.json` } }),
    settings: settings({ ttlMs: 60_000 }),
  });
  assert.match(await render('/', INDEX), /\$10\.00/);
  assert.match(await render('/', INDEX), /\$10\.00/);
  assert.deepEqual([globalThis.ssrTest.loads, globalThis.ssrTest.renders], [2, 1], 'data read twice, drawn once');
  globalThis.ssrTest.price = '$12.50';
  assert.match(await render('/', INDEX), /\$12\.50/, 'at once, not after the 60 s TTL');
  assert.equal(globalThis.ssrTest.renders, 2);

  globalThis.ssrTest.mode = 'hang';
  assert.equal(await render('/prods/frutas', INDEX), null, 'a hanging API: the plain page in time');
  assert.equal(await render('/prods/frutas', INDEX), null);
  assert.equal(globalThis.ssrTest.loads, 4, 'the slow URL is not loaded again at once');
  globalThis.ssrTest.mode = 'fail';
  assert.equal(await render('/inicio', INDEX), null, 'a failing API: the plain page');
  globalThis.ssrTest.mode = 'ok';
  await sleep(150);
  assert.match(await render('/prods/frutas', INDEX), /\$12\.50/, 'tried again after SSR_RETRY_MS');
});

test('a new renderer published at the same address is used within the check interval, its pages at once', async () => {
  globalThis.ssrTest = { calls: [], price: '$10.00' };
  const render = pageRenderer({ ttlMs: 60_000 });
  assert.match(await render('/', INDEX), /data-renderer="1\.0\.0"/);
  published = renderer('2.0.0');
  await sleep(80);
  assert.match(await render('/', INDEX), /data-renderer="2\.0\.0"/, 'not the 60 s old render of 1.0.0');
  published = renderer('1.0.0');
});

test('a hanging or failing render gives null (the plain page) in time, and is tried again later', async () => {
  globalThis.ssrTest = { calls: [], price: '$10.00', mode: 'hang' };
  const render = pageRenderer();
  const started = Date.now();
  assert.equal(await render('/', INDEX), null);
  assert.ok(Date.now() - started < 1000);

  globalThis.ssrTest = { calls: [], price: '$10.00', mode: 'fail' };
  const failing = pageRenderer();
  assert.equal(await failing('/', INDEX), null);
  assert.equal(await failing('/', INDEX), null);
  assert.equal(globalThis.ssrTest.calls.length, 1, 'not retried at once');
  globalThis.ssrTest.mode = 'ok';
  await sleep(150);
  assert.match(await failing('/', INDEX), /\$10\.00/, 'retried after SSR_RETRY_MS');
});

test('a renderer whose file cannot be fetched gives null', async () => {
  const render = createPageRenderer({
    hostDir,
    readConfig: async () => JSON.stringify({ remotes: { shop: `${origin}/missing/mf-manifest.json` } }),
    settings: settings(),
  });
  assert.equal(await render('/', INDEX), null);
});

test("a bundle may use Node's built-ins only", () => {
  assert.equal(evaluateBundle("module.exports = require('node:path').join('a', 'b');", 'x.cjs'), path.join('a', 'b'));
  assert.throws(() => evaluateBundle("require('fs-extra');", 'x.cjs'), /fs-extra/);
});
