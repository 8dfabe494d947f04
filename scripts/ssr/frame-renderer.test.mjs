// The serving side of the money path's frames (frame-renderer.mjs) with a small stand-in shell
// bundle and a remote's manifest served over real HTTP. The real shell and remotes are exercised by
// e2e/tests/money-path-html.test.ts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createFrameRenderer, FRAME_RENDERER, framePaths } from './frame-renderer.mjs';

const INDEX =
  '<!doctype html><html><head><title>Del Campo</title></head><body><div id=root><div class=boot-bar></div></div></body></html>';
const SHELL = `module.exports = {
  FRAME_PATHS: ['/checkout', '/login'],
  renderShell: () => ({ html: '<header>nav</header><main class="content">@@dc-page@@</main>', css: '.shell{}' }),
  renderFrame: ({ url }) => (url.startsWith('/checkout') || url.startsWith('/login') ? { html: '<h1>Frame</h1>' } : null),
  remotesForPath: (pathname) => (pathname === '/login' ? { shop: { exposes: ['./pages'], page: 'login' } } : { cart: { exposes: ['./pages'] } }),
  preloadScripts: (remote, manifest, manifestUrl, start) =>
    [manifest.entry, ...manifest.files, 'javascript:alert(1)'].map((file) => new URL(file, manifestUrl).href),
  dataBlock: (data, renderer) => '<script type="application/json" id="dc-first-render" data-renderer="' + renderer + '">' + JSON.stringify(data) + '</script>',
};`;

let server;
let origin;
let hostDir;
const served = [];

before(async () => {
  hostDir = mkdtempSync(path.join(os.tmpdir(), 'frame-host-'));
  mkdirSync(path.join(hostDir, 'ssr'));
  writeFileSync(path.join(hostDir, 'ssr', 'shell.cjs'), SHELL);
  server = createServer((req, res) => {
    served.push(req.url);
    if (req.url !== '/cart/mf-manifest.json') return res.writeHead(404).end();
    res.end(JSON.stringify({ entry: 'remoteEntry.js', files: ['pages.1234abcd.js', 'a"b.js'] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.close();
  rmSync(hostDir, { recursive: true, force: true });
});

const config = () =>
  JSON.stringify({ remotes: { cart: `${origin}/cart/mf-manifest.json`, shop: `${origin}/shop/mf-manifest.json` } });
const rendererWith = (log = () => {}) =>
  createFrameRenderer({
    hostDir,
    readConfig: async () => config(),
    settings: { checkMs: 60_000, timeoutMs: 5000, manifestWaitMs: 5000 },
    log,
  });

test('a money-path page: the shell with its frame, the preloads of its remote, a data block naming the URL', async () => {
  const html = await rendererWith()('/checkout?x=1', INDEX);
  assert.match(html, /<main class="content"><h1>Frame<\/h1><\/main>/);
  assert.match(html, /<title>Del Campo<\/title>/, 'the tab title stays the index.html one');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(head.includes(`<link rel="preload" as="script" href="${origin}/cart/remoteEntry.js">`), head);
  assert.ok(head.includes(`<link rel="preload" as="script" href="${origin}/cart/pages.1234abcd.js">`), head);
  assert.ok(head.includes(`href="${origin}/cart/a%22b.js"`), 'a quote in a file name never closes the attribute');
  assert.ok(!head.includes('javascript:'), 'only http(s) files are preloaded');
  assert.ok(
    html.includes(
      `<script type="application/json" id="dc-first-render" data-renderer="${FRAME_RENDERER}">{"url":"/checkout?x=1","queries":{}}</script></body>`,
    ),
    'a frame is a stand-in: its block never says adoptable',
  );
  assert.ok(!html.includes('<!--$-->'), 'no Suspense marks around a frame: the app draws the page anew');
});

test('the manifest is read once while it is fresh; an unreadable one leaves the preloads out, not the frame', async () => {
  const render = rendererWith();
  served.length = 0;
  await render('/checkout', INDEX);
  await render('/checkout', INDEX);
  assert.deepEqual(served, ['/cart/mf-manifest.json']);
  const login = await render('/login', INDEX);
  assert.match(login, /<h1>Frame<\/h1>/);
  assert.ok(!login.includes('rel="preload"'), 'shop manifest answers 404: no preloads');
  assert.match(login, /data-renderer="frame"/, "no shop renderer: the login's frame stays");
});

test('a URL without a frame, or a shell that fails, gives null (the caller sends the plain page)', async () => {
  const lines = [];
  assert.equal(await rendererWith()('/prods/frutas', INDEX), null);
  const broken = createFrameRenderer({
    hostDir,
    readConfig: async () => '{not json',
    settings: { checkMs: 60_000, timeoutMs: 2000 },
    log: (line) => lines.push(line),
  });
  assert.equal(await broken('/checkout', INDEX), null);
  assert.match(lines[0], /^frame \/checkout: /);
});

test("the frame paths are the shell's", async () => {
  assert.deepEqual(await framePaths(hostDir, { checkMs: 0 }), ['/checkout', '/login']);
});
