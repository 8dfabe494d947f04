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
import { integrityOf, isTrustedOrigin } from './released-renderer.mjs';
import cssCollector from '../../webpack/ssr/css-collector.cjs';

const { SHEET_BREAK } = cssCollector;

const INDEX =
  '<!doctype html><html><head><title>Del Campo</title></head><body><div id=root><div class=boot-bar></div></div></body></html>';
const SHELL = `module.exports = {
  renderShell: ({ url }) => ({ html: '<header>nav ' + url + '</header><main class="content">@@dc-page@@</main>', css: '.shell{}' }),
  dataBlock: (data, version) => '<script type="application/json" id="dc-first-render" data-renderer="' + version + '">' + JSON.stringify(data) + '</script>',
};`;
/**
 * A remote-shop renderer of this release's shape, steered by globalThis.ssrTest: `load` reads the
 * data, `renderLoaded` draws it, `renderUrl` is the part of the URL the page reads.
 */
const renderer = (version) => `module.exports = {
  renderUrl: (url) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    const search = (searchParams.get('buscar') ?? '').trim();
    return search ? pathname + '?buscar=' + encodeURIComponent(search) : pathname;
  },
  load: async ({ url, headers }) => {
    const test = globalThis.ssrTest;
    test.loads += 1;
    test.calls.push('${version} ' + url);
    test.headers = headers;
    if (test.mode === 'hang') return new Promise(() => {});
    if (test.mode === 'fail') throw new Error('API caída en ' + url);
    if (test.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 50));
    return { data: { url, queries: { price: test.price } }, title: 'Frutas <y> más | Del Campo' };
  },
  renderLoaded: (request, { data, title }) => {
    globalThis.ssrTest.renders += 1;
    return { html: '<link rel="preload" as="image" href="/a.svg"/><h1>' + data.queries.price + '</h1>', css: '.page{}', title, data, version: '${version}' };
  },
};`;

/** What a release publishes: its manifest (stating the renderer's hash) and the renderer. */
const releases = new Map();
function publish(folder, code, { stated = code, path: rendererPath = 'ssr/render.cjs' } = {}) {
  const manifest = JSON.stringify({
    metaData: { buildInfo: { serverRenderer: { path: rendererPath, integrity: integrityOf(Buffer.from(stated)) } } },
  });
  releases.set(`/${folder}/mf-manifest.json`, manifest);
  releases.set(`/${folder}/ssr/render.cjs`, code);
}
const manifestOf = (folder) => `${origin}/${folder}/mf-manifest.json`;

let server;
let origin;
let hostDir;
const served = [];
const config = (folder = 'shop') =>
  JSON.stringify({ graphqlUrl: 'http://127.0.0.1:9/graphql', remotes: { shop: manifestOf(folder) } });

before(async () => {
  hostDir = mkdtempSync(path.join(os.tmpdir(), 'ssr-host-'));
  mkdirSync(path.join(hostDir, 'ssr'));
  writeFileSync(path.join(hostDir, 'ssr', 'shell.cjs'), SHELL);
  server = createServer((req, res) => {
    served.push(req.url);
    const body = releases.get(req.url);
    if (body === undefined) return res.writeHead(404).end();
    const etag = `"${integrityOf(Buffer.from(body)).slice(7, 30)}"`;
    if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
    res.writeHead(200, { etag }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  publish('shop', renderer('1.0.0'));
});
after(() => {
  server.closeAllConnections();
  server.close();
  rmSync(hostDir, { recursive: true, force: true });
});

const settings = (overrides) => ({
  ttlMs: 200,
  timeoutMs: 300,
  checkMs: 60_000,
  retryMs: 100,
  maxEntries: 100,
  maxBytes: 1024 * 1024,
  maxFailureBytes: 64 * 1024,
  apiHeaders: { 'x-renderer-secret': 's'.repeat(32) },
  ...overrides,
});
const logged = [];
const pageRenderer = (overrides = {}, folder = 'shop') =>
  createPageRenderer({
    hostDir,
    readConfig: async () => config(folder),
    settings: settings(overrides),
    log: (line) => logged.push(line),
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fresh = (extra = {}) => ({ calls: [], loads: 0, renders: 0, price: '$10.00', ...extra });

/**
 * `render` once its release is loaded (the first fetch may outlast the short timeout on a busy
 * machine; it goes on and is kept), with the counters of globalThis.ssrTest reset.
 */
async function warmed(render, url = '/') {
  const deadline = Date.now() + 30_000;
  while (!(await render(url, INDEX)) && Date.now() < deadline) await sleep(100);
  globalThis.ssrTest = fresh();
  return render;
}

test('only the catalogue paths are server-rendered', () => {
  for (const yes of ['/', '/inicio', '/prods/frutas', '/prods/details/abc-1']) assert.ok(isCataloguePath(yes), yes);
  for (const no of ['/faq', '/login', '/prods', '/prods/details/a/b', '/admin', '/main.1234abcd.js', '/orders']) {
    assert.ok(!isCataloguePath(no), no);
  }
});

test('the page is the host index.html with the shell, the page, its CSS, its escaped title and the data block', async () => {
  globalThis.ssrTest = fresh();
  const html = await (await warmed(pageRenderer()))('/prods/frutas?buscar=uva', INDEX);
  assert.match(html, /<title>Frutas &lt;y&gt; más \| Del Campo<\/title>/);
  assert.match(
    html,
    /<link rel="preload" as="image" href="\/a\.svg"\/><style data-ssr="">\.shell\{\}\n\.page\{\}<\/style><\/head>/,
  );
  assert.match(
    html,
    /<div id="root"><header>nav \/prods\/frutas\?buscar=uva<\/header><main class="content"><!--\$--><h1>\$10\.00<\/h1><!--\/\$--><\/main><\/div><script type="application\/json" id="dc-first-render" data-renderer="1\.0\.0">/,
  );
  const block = JSON.parse(/data-renderer="1\.0\.0">(.*?)<\/script>/.exec(html)[1]);
  assert.equal(block.adoptable, true, 'the app may adopt the page: React marks around it, stated in the block');
  assert.doesNotMatch(html, /boot-bar/);
  assert.deepEqual(globalThis.ssrTest.headers, { 'x-renderer-secret': 's'.repeat(32) }, 'the renderer names itself');
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
    /<button aria-disabled="true" data-held="" type="button">agregar<\/button><input aria-disabled="true" data-held="" value="&lt;button"\/><p>&lt;button<\/p>/,
    'controls not operable until the take-over, marked for the app to release; text untouched',
  );
  assert.doesNotMatch(withControls, /<!--\$-->/, 'no Suspense marks unless the page is adoptable');
  const ownState = composePage(INDEX, {
    shell: { html: '<main>@@dc-page@@</main>', css: '' },
    page: { html: '<button aria-disabled="false" type="button">ver</button>', title: 'x', css: '' },
    block: '',
    adoptable: true,
  });
  assert.match(
    ownState,
    /<main><!--\$--><button aria-disabled="false" type="button">ver<\/button><!--\/\$--><\/main>/,
    "a control's own aria-disabled is kept, unmarked; the adoptable page inside React's Suspense marks",
  );
  assert.equal(await pageRenderer()('/faq', INDEX), null);
  assert.equal(
    composePage('<html><body>no root</body></html>', { shell: { html: '', css: '' }, page: {}, block: '' }),
    null,
  );
});

test("the page's stylesheet carries each sheet once: a sheet the shell sent already is left out", () => {
  const sheets = (...parts) => parts.join(SHEET_BREAK);
  const html = composePage(INDEX, {
    shell: { html: '<main>@@dc-page@@</main>', css: `:root{--x:1}\n${sheets('.kit{}', '.shell{}')}` },
    page: { html: '<h1>x</h1>', title: 'x', css: sheets('.kit{}', '.page{}') },
    block: '',
  });
  const css = /<style data-ssr="">([\s\S]*)<\/style>/.exec(html)[1];
  assert.equal(css.split('.kit{}').length - 1, 1, 'the kit once');
  assert.ok(css.includes('.shell{}') && css.includes('.page{}'), css);
  const older = composePage(INDEX, {
    shell: { html: '<main>@@dc-page@@</main>', css: '.kit{}' },
    page: { html: '<h1>x</h1>', title: 'x', css: '.kit{}\n.page{}' },
    block: '',
  });
  assert.match(older, /\.kit\{\}\n\.kit\{\}\n\.page\{\}/, 'a renderer without sheet breaks: its CSS kept whole');
});

test('a change shows on the next request, an unchanged page is not drawn again, a failing or slow page is plain for a while', async () => {
  globalThis.ssrTest = fresh();
  const render = await warmed(pageRenderer({ ttlMs: 60_000 }), '/prods/details/x');
  assert.match(await render('/', INDEX), /\$10\.00/);
  assert.match(await render('/', INDEX), /\$10\.00/);
  assert.deepEqual([globalThis.ssrTest.loads, globalThis.ssrTest.renders], [2, 1], 'data read twice, drawn once');
  globalThis.ssrTest.price = '$12.50';
  assert.match(await render('/', INDEX), /\$12\.50/, 'at once, not after the 60 s TTL');
  assert.equal(globalThis.ssrTest.renders, 2);

  globalThis.ssrTest.mode = 'hang';
  assert.equal(await render('/prods/frutas', INDEX), null, 'a hanging API: the plain page in time');
  assert.equal(await render('/prods/frutas', INDEX), null);
  assert.equal(globalThis.ssrTest.loads, 4, 'the slow page is not loaded again at once');
  globalThis.ssrTest.mode = 'fail';
  assert.equal(await render('/inicio', INDEX), null, 'a failing API: the plain page');
  assert.equal(await render('/inicio', INDEX), null);
  assert.equal(globalThis.ssrTest.loads, 5, 'not retried at once');
  globalThis.ssrTest.mode = 'ok';
  await sleep(150);
  assert.match(await render('/prods/frutas', INDEX), /\$12\.50/, 'tried again after SSR_RETRY_MS');
  assert.match(await render('/inicio', INDEX), /\$12\.50/);
});

test('query strings the page does not read share one render; identical renders in flight are made once', async () => {
  globalThis.ssrTest = fresh();
  const render = await warmed(pageRenderer({ ttlMs: 60_000, timeoutMs: 10_000 }), '/inicio');
  globalThis.ssrTest.mode = 'slow';
  const urls = Array.from({ length: 30 }, (_, i) => `/prods/frutas?utm_source=x${i}&buscar=%20uva%20`);
  const pages = await Promise.all(urls.map((url) => render(url, INDEX)));
  assert.equal(globalThis.ssrTest.loads, 1, 'one load for 30 URLs of one page at once');
  assert.deepEqual(new Set(globalThis.ssrTest.calls), new Set(['1.0.0 /prods/frutas?buscar=uva']));
  pages.forEach((html, i) => {
    const block = JSON.parse(/id="dc-first-render"[^>]*>([^<]*)</.exec(html)[1]);
    assert.equal(block.url, urls[i], 'the data block names the URL opened (the app takes it there)');
  });
  await render('/prods/frutas?otro=1', INDEX);
  await render('/prods/details/abc?x=1', INDEX);
  await render('/prods/details/abc?x=2', INDEX);
  assert.equal(globalThis.ssrTest.renders, 3, 'one drawing per page read: list with search, list, product');
});

test('a new release (its manifest) brings its renderer within the check interval, its pages at once', async () => {
  globalThis.ssrTest = fresh();
  publish('next', renderer('1.0.0'));
  const render = pageRenderer({ ttlMs: 60_000, timeoutMs: 10_000, checkMs: 50 }, 'next');
  assert.match(await render('/', INDEX), /data-renderer="1\.0\.0"/);
  publish('next', renderer('2.0.0'));
  await sleep(80);
  const released = await render('/', INDEX);
  assert.match(released, /data-renderer="2\.0\.0"/, 'not the 60 s old render of 1.0.0');
});

test('a hanging render gives null (the plain page) in time', async () => {
  const render = await warmed(pageRenderer(), '/inicio');
  globalThis.ssrTest.mode = 'hang';
  const started = Date.now();
  assert.equal(await render('/', INDEX), null);
  assert.ok(Date.now() - started < 1000);
});

test('a renderer whose release cannot be fetched gives null', async () => {
  assert.equal(await pageRenderer({ timeoutMs: 10_000 }, 'missing')('/', INDEX), null);
});

test('a tampered renderer (not the hash its release states) is refused: the plain page, logged once', async () => {
  globalThis.ssrTest = fresh();
  const honest = renderer('1.0.0');
  publish('tampered', `${honest}\nglobalThis.ssrTest.pwned = true;`, { stated: honest });
  logged.length = 0;
  const render = pageRenderer({ checkMs: 20, timeoutMs: 10_000 }, 'tampered');
  for (const url of ['/', '/inicio', '/prods/frutas', '/prods/frutas?buscar=uva']) {
    assert.equal(await render(url, INDEX), null, `${url}: the plain page`);
    await sleep(30);
  }
  assert.equal(globalThis.ssrTest.pwned, undefined, 'its code never ran');
  assert.equal(globalThis.ssrTest.loads, 0);
  const refusals = logged.filter((line) => /refused/.test(line));
  assert.equal(refusals.length, 1, `logged once: ${JSON.stringify(logged)}`);
  assert.match(
    refusals[0],
    /tampered\/mf-manifest\.json refused: its hash sha384-\S+ is not the sha384-\S+ its release states/,
  );
  assert.equal(logged.length, 1, 'and nothing else');

  publish('unstated', honest);
  releases.set('/unstated/mf-manifest.json', JSON.stringify({ metaData: { buildInfo: {} } }));
  const slowOk = { timeoutMs: 10_000 };
  assert.equal(await pageRenderer(slowOk, 'unstated')('/', INDEX), null, 'a release that states no hash');
  publish('elsewhere', honest, { path: 'https://elsewhere.invalid/render.cjs' });
  assert.equal(await pageRenderer(slowOk, 'elsewhere')('/', INDEX), null, 'a renderer on another origin');
  assert.match(logged.join('\n'), /unstated\/mf-manifest\.json refused: the release states no sha384 integrity/);
  assert.match(
    logged.join('\n'),
    /elsewhere\/mf-manifest\.json refused: the release names a renderer on another origin/,
  );
  assert.ok(!served.some((url) => url.startsWith('/unstated/ssr')), 'nothing fetched that was not stated');
});

test('a release on plain http off this machine is refused before anything is fetched', async () => {
  for (const yes of [
    'https://cdn.delcampo.mx/shop/mf-manifest.json',
    'http://127.0.0.1:3001/m.json',
    'http://localhost/m.json',
    'http://[::1]:3001/m.json',
  ]) {
    assert.ok(isTrustedOrigin(yes), yes);
  }
  for (const no of [
    'http://cdn.delcampo.mx/m.json',
    'http://10.0.0.5/m.json',
    'http://127.0.0.1.nip.io/m.json',
    'ftp://127.0.0.1/m.json',
  ]) {
    assert.ok(!isTrustedOrigin(no), no);
  }
  const fetched = [];
  logged.length = 0;
  const render = createPageRenderer({
    hostDir,
    readConfig: async () => JSON.stringify({ remotes: { shop: 'http://cdn.delcampo.mx/shop/mf-manifest.json' } }),
    settings: settings({ checkMs: 0 }),
    fetchImpl: async (url) => fetched.push(url),
    log: (line) => logged.push(line),
  });
  assert.equal(await render('/', INDEX), null);
  assert.equal(await render('/inicio', INDEX), null);
  assert.deepEqual(fetched, []);
  assert.deepEqual(logged, [
    'server renderer of http://cdn.delcampo.mx/shop/mf-manifest.json refused: not https and not on this machine (loopback)',
  ]);
});

test('failure log lines cut the URL; failed-page records are bounded in bytes and expire', async () => {
  const render = await warmed(pageRenderer({ retryMs: 60_000, maxFailureBytes: 20 * 1024, timeoutMs: 10_000 }));
  globalThis.ssrTest.mode = 'fail';
  logged.length = 0;
  const long = (i) => `/prods/details/${i}-${'%00'.repeat(1000)}`;
  for (let i = 0; i < 40; i += 1) assert.equal(await render(long(i), INDEX), null);
  assert.ok(logged.length <= 21, `at most 20 lines per window (+1): ${logged.length}`);
  for (const line of logged) assert.ok(line.length < 600, `a short line: ${line.length}`);
  const loads = globalThis.ssrTest.loads;
  await render(long(39), INDEX);
  assert.equal(globalThis.ssrTest.loads, loads, 'the newest failure is remembered');
  await render(long(0), INDEX);
  assert.equal(globalThis.ssrTest.loads, loads + 1, 'the oldest was dropped: 20 KB hold only a few 3 KB URLs');
});

test("a bundle may use Node's built-ins only", () => {
  assert.equal(evaluateBundle("module.exports = require('node:path').join('a', 'b');", 'x.cjs'), path.join('a', 'b'));
  assert.throws(() => evaluateBundle("require('fs-extra');", 'x.cjs'), /fs-extra/);
});
