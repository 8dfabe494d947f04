// Drill (issue 28 item 4; docs/security.md, "The storefront's server"): the host's server with a
// 256 MB heap, as `serve-app.mjs host` runs in production, gets 20,000 distinct long catalogue
// URLs whose renders fail (`%00`, very long paths, long query strings; the renderer's API
// answering errors). It must live, keep its memory (RSS) bounded and its log under 10 MB, and
// still serve the home with its content afterwards.
// The renderers are small stand-ins published as a release would publish them (manifest with the
// renderer's SHA-384); the real ones are exercised by e2e/tests/catalogue-html.test.ts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test-services.mjs';

const SERVE_APP = fileURLToPath(new URL('../serve-app.mjs', import.meta.url));
const REQUESTS = 20_000;
const CONCURRENCY = 32;
const HEAP_MB = 256;
const MB = 1024 * 1024;

const INDEX =
  '<!doctype html><html><head><title>Del Campo</title></head><body><div id=root><div class=boot-bar></div></div></body></html>';
const SHELL = `module.exports = {
  renderShell: () => ({ html: '<header>nav</header><main class="content">@@dc-page@@</main>', css: '' }),
  dataBlock: (data, version) => '<script type="application/json" id="dc-first-render" data-renderer="' + version + '">' + JSON.stringify(data) + '</script>',
};`;
/** The API answers the home and fails every other page (as it does for ids holding NUL). */
const RENDERER = `module.exports = {
  renderUrl: (url) => new URL(url, 'http://x').pathname,
  load: async ({ url }) => {
    if (url !== '/') throw new Error('Response not successful: Received status code 400');
    return { data: { url, queries: {} }, title: 'Inicio' };
  },
  renderLoaded: (request, { data, title }) => ({ html: '<h1>Del campo a tu mesa</h1>', css: '', title, data, version: '1.0.0' }),
  render: async (request) => {
    const loaded = await module.exports.load(request);
    return module.exports.renderLoaded(request, loaded);
  },
};`;

/** The i-th hostile URL: four kinds in turn, each distinct. */
function hostileUrl(i) {
  switch (i % 4) {
    case 0:
      return `/prods/details/${i}-${'%00'.repeat(5000)}`; // ~15 KB of NUL escapes
    case 1:
      return `/prods/${'a'.repeat(1000)}-${i}%00`; // a long path under the limit
    case 2:
      return `/prods/frutas?q=${i}-${'x'.repeat(14_000)}`; // a long query string
    default:
      return `/prods/details/${i}?utm=${'%00'.repeat(1000)}`; // a query string the page never reads
  }
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

test('20,000 distinct long failing catalogue URLs: the host server (256 MB heap) lives, its RSS stays bounded, its log stays under 10 MB', async () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'host-drill-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  mkdirSync(path.join(work, 'dist', 'ssr'), { recursive: true });
  writeFileSync(path.join(work, 'dist', 'index.html'), INDEX);
  writeFileSync(path.join(work, 'dist', 'ssr', 'shell.cjs'), SHELL);

  // remote-shop's release: its manifest states its renderer's hash.
  const integrity = `sha384-${createHash('sha384').update(RENDERER).digest('base64')}`;
  const manifest = JSON.stringify({
    metaData: { buildInfo: { serverRenderer: { path: 'ssr/render.cjs', integrity } } },
  });
  const shop = createServer((req, res) => {
    if (req.url === '/shop/mf-manifest.json') return res.writeHead(200).end(manifest);
    if (req.url === '/shop/ssr/render.cjs') return res.writeHead(200).end(RENDERER);
    res.writeHead(404).end();
  });
  await new Promise((resolve) => shop.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => shop.close(resolve)));
  const configFile = path.join(work, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      graphqlUrl: 'http://127.0.0.1:9/graphql',
      remotes: { shop: `http://127.0.0.1:${shop.address().port}/shop/mf-manifest.json` },
    }),
  );

  const port = await freePort();
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, SERVE_APP, 'host', '--dir', path.join(work, 'dist'), '--port', String(port)],
    {
      env: { ...process.env, HOST_CONFIG_FILE: configFile, SSR_TIMEOUT_MS: '10000', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let logBytes = 0;
  let logHead = '';
  const count = (chunk) => {
    logBytes += chunk.length;
    if (logHead.length < 2000) logHead += chunk.toString().slice(0, 2000);
  };
  child.stdout.on('data', count);
  child.stderr.on('data', count);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));

  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  cleanups.push(() => agent.destroy());
  const get = (url) =>
    new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: url, agent, headers: { accept: 'text/html' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve({ status: 0, body: '' }));
      });
      req.on('error', () => resolve({ status: 0, body: '' }));
      req.end();
    });

  // Up, and rendering the home (the renderer is fetched and checked on the first request).
  const deadline = Date.now() + 60_000;
  let home = await get('/');
  while (!home.body.includes('Del campo a tu mesa') && Date.now() < deadline && !exited) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    home = await get('/');
  }
  assert.match(home.body, /Del campo a tu mesa/, `the home is rendered before the drill: ${logHead}`);
  const rssBefore = rssOf(child.pid);

  let next = 0;
  let peakRss = rssBefore;
  const statuses = {};
  async function sender() {
    while (next < REQUESTS && !exited) {
      const i = next++;
      const { status } = await get(hostileUrl(i));
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (i % 500 === 0 && !exited) peakRss = Math.max(peakRss, rssOf(child.pid));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));

  assert.equal(
    exited,
    null,
    `the server lives (it exited: ${JSON.stringify(exited)}; answers ${JSON.stringify(statuses)})`,
  );
  peakRss = Math.max(peakRss, rssOf(child.pid));
  const after = await get('/');
  assert.equal(after.status, 200);
  assert.match(after.body, /Del campo a tu mesa/, 'the home still comes with its content');
  assert.ok(statuses[0] === undefined, `every request answered: ${JSON.stringify(statuses)}`);
  // Kinds 0 and 2 are over MAX_URL_BYTES (4 KB): refused before any work.
  assert.equal(statuses[414], REQUESTS / 2, `the over-long half answered 414: ${JSON.stringify(statuses)}`);
  const growth = peakRss - rssBefore;
  console.log(
    `answers ${JSON.stringify(statuses)}; RSS ${Math.round(rssBefore / MB)} MB -> peak ${Math.round(peakRss / MB)} MB; log ${Math.round(logBytes / 1024)} KB`,
  );
  assert.ok(growth < 128 * MB, `RSS grew by ${Math.round(growth / MB)} MB (< 128 MB)`);
  assert.ok(logBytes < 10 * MB, `the log holds ${Math.round(logBytes / 1024)} KB (< 10 MB)`);
});
