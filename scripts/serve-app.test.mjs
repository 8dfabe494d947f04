// The app server (serve-app.mjs on Fastify) over real HTTP with a small build of its own: the
// header policy on every kind of answer, Cache-Control, ETag and 304, the build's precompressed
// bytes, the SPA fallback, the release CDN's limits, the catalogue pages and the command line.
// The real builds are served in the e2e suites (delivery, security-headers, catalogue-html...).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createAppServer, createCdnServer } from './serve-app.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'serve-app-test-'));
const cleanups = [() => rmSync(work, { recursive: true, force: true })];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const INDEX = `<!doctype html><html><head><title>Del Campo</title></head><body><div id=root>${'<p>boot</p>'.repeat(150)}</div></body></html>`;
const CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function writeBuild(dir, files) {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const build = writeBuild(path.join(work, 'dist'), {
  'index.html': INDEX,
  'index.html.br': brotliCompressSync(INDEX),
  'index.html.gz': gzipSync(INDEX),
  'main.0a1b2c3d.js': CHUNK,
  'main.0a1b2c3d.js.br': brotliCompressSync(CHUNK),
  'main.0a1b2c3d.js.gz': gzipSync(CHUNK),
  // Rewritten after the build: no precompressed copy, compressed when served.
  'mf-manifest.json': JSON.stringify({ name: 'shop', padding: 'y'.repeat(3000) }),
  'favicon.ico': Buffer.alloc(2048, 1),
  'small.json': '{"small":true}',
});
const configFile = path.join(work, 'config.json');
const siteConfig = {
  graphqlUrl: 'http://127.0.0.1:4999/graphql',
  wsUrl: 'ws://127.0.0.1:4999/graphql',
  remotes: { shop: 'http://127.0.0.1:4901/mf-manifest.json', cart: 'http://127.0.0.1:4902/mf-manifest.json' },
};
writeFileSync(configFile, JSON.stringify(siteConfig));

async function serve(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  return `http://127.0.0.1:${server.address().port}`;
}

/** GET with raw bytes (no decoding), so encodings and 304s are seen as sent. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const host = await serve(createAppServer({ dir: build, configFile, crossOrigin: false }));
const remote = await serve(createAppServer({ dir: build, configFile }));

function assertPolicy(answer, what) {
  assert.equal(answer.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(answer.headers['x-frame-options'], 'DENY', what);
  assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.match(answer.headers['permissions-policy'] ?? '', /^camera=\(\), microphone=\(\)/, what);
  assert.equal(answer.headers['strict-transport-security'], undefined, what);
  const csp = answer.headers['content-security-policy'] ?? '';
  assert.match(csp, /script-src 'self' http:\/\/127\.0\.0\.1:4901 http:\/\/127\.0\.0\.1:4902;/, what);
  assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:4999 ws:\/\/127\.0\.0\.1:4999 /, what);
  assert.match(csp, /frame-ancestors 'none'$/, what);
}

test('every kind of answer carries the policy: files, the SPA page, config.json, 404, 414, 400, 304', async () => {
  const file = await get(`${host}/main.0a1b2c3d.js`);
  const answers = {
    file,
    'deep link': await get(`${host}/carrito`),
    'config.json': await get(`${host}/config.json`),
    404: await get(`${host}/nope.js`),
    414: await get(`${host}/prods/frutas?q=${'x'.repeat(5000)}`),
    400: await get(`${host}/prods/%E0%A4%A`),
    304: await get(`${host}/main.0a1b2c3d.js`, { 'if-none-match': file.headers.etag }),
  };
  for (const [what, answer] of Object.entries(answers)) assertPolicy(answer, what);
  assert.deepEqual(Object.fromEntries(Object.entries(answers).map(([what, answer]) => [what, answer.status])), {
    file: 200,
    'deep link': 200,
    'config.json': 200,
    404: 404,
    414: 414,
    400: 400,
    304: 304,
  });
  assert.match(answers[414].body.toString(), /^Dirección demasiado larga \(más de 4096 caracteres\)$/);
  assert.equal(answers[400].body.toString(), 'Dirección no válida');
  assert.equal(answers[404].body.toString(), 'No encontrado');
});

test('CORS on the remotes’ servers only; HSTS only when asked for', async () => {
  assert.equal((await get(`${host}/main.0a1b2c3d.js`)).headers['access-control-allow-origin'], undefined);
  for (const url of ['/mf-manifest.json', '/main.0a1b2c3d.js', '/nope.js']) {
    assert.equal((await get(`${remote}${url}`)).headers['access-control-allow-origin'], '*', url);
  }
  const secure = await serve(createAppServer({ dir: build, configFile, hsts: true }));
  assert.equal((await get(`${secure}/`)).headers['strict-transport-security'], 'max-age=31536000');
});

test('Cache-Control by file; ETag and 304 for files and config.json; a new config.json, a new ETag', async () => {
  const cacheOf = async (url) => (await get(`${host}${url}`)).headers['cache-control'];
  assert.equal(await cacheOf('/main.0a1b2c3d.js'), 'public, max-age=31536000, immutable');
  assert.equal(await cacheOf('/mf-manifest.json'), 'no-cache');
  assert.equal(await cacheOf('/'), 'no-cache');
  assert.equal(await cacheOf('/config.json'), 'no-cache');
  assert.equal(await cacheOf('/favicon.ico'), 'public, max-age=300');
  assert.equal((await get(`${host}/favicon.ico`)).headers['content-type'], 'image/x-icon');

  for (const url of ['/mf-manifest.json', '/', '/config.json']) {
    const first = await get(`${host}${url}`, { 'accept-encoding': 'br' });
    assert.match(first.headers.etag, /^W\/".+"$/, url);
    const again = await get(`${host}${url}`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag });
    assert.equal(again.status, 304, url);
    assert.equal(again.body.length, 0, url);
  }
  const before = await get(`${host}/config.json`);
  writeFileSync(configFile, JSON.stringify({ ...siteConfig, wsUrl: 'ws://127.0.0.1:4998/graphql' }));
  try {
    const changed = await get(`${host}/config.json`, { 'if-none-match': before.headers.etag });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.etag, before.headers.etag);
    assert.match(changed.headers['content-security-policy'], /ws:\/\/127\.0\.0\.1:4998/, 'the CSP follows a deploy');
  } finally {
    writeFileSync(configFile, JSON.stringify(siteConfig));
  }
});

test("the build's own brotli and gzip bytes are sent; a file without them is compressed here", async () => {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    const answer = await get(`${host}/main.0a1b2c3d.js`, { 'accept-encoding': encoding });
    assert.equal(answer.headers['content-encoding'], encoding);
    assert.match(answer.headers.vary, /accept-encoding/i);
    const built = encoding === 'br' ? brotliCompressSync(CHUNK) : gzipSync(CHUNK);
    assert.ok(answer.body.equals(built), `main.0a1b2c3d.js${suffix} as written`);
  }
  const plain = await get(`${host}/main.0a1b2c3d.js`);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), CHUNK);
  const manifest = await get(`${host}/mf-manifest.json`, { 'accept-encoding': 'br' });
  assert.equal(manifest.headers['content-encoding'], 'br');
  assert.match(brotliDecompressSync(manifest.body).toString(), /"name":"shop"/);
  const small = await get(`${host}/small.json`, { 'accept-encoding': 'br' });
  assert.equal(small.headers['content-encoding'], undefined, 'under 1 KB: sent as it is (as nginx)');
  assert.equal(small.body.toString(), '{"small":true}');
  const icon = await get(`${host}/favicon.ico`, { 'accept-encoding': 'gzip' });
  assert.equal(icon.headers['content-encoding'], undefined, 'an icon is not compressed (as nginx)');
});

test('SPA fallback: a path without an extension gets index.html, a missing file a 404', async () => {
  for (const url of ['/', '/carrito', '/admin/prods', '/prods/frutas']) {
    const answer = await get(`${host}${url}`);
    assert.equal(answer.status, 200, url);
    assert.equal(answer.body.toString(), INDEX, url);
    assert.match(answer.headers['content-type'], /^text\/html/, url);
  }
  for (const url of ['/nope.js', '/prods/frutas.css', '/ssr/none.cjs']) {
    assert.equal((await get(`${host}${url}`)).status, 404, url);
  }
});

test('the release CDN serves only files inside <remote>/<release>/: no config.json, no fallback', async () => {
  const deploy = writeBuild(path.join(work, 'deploy'), { 'remote-shop/1.0.0-abc/mf-manifest.json': '{"ok":true}' });
  writeFileSync(path.join(deploy, 'history.json'), '[]');
  const cdn = await serve(createCdnServer(deploy, { configFile }));
  const manifest = await get(`${cdn}/remote-shop/1.0.0-abc/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers['access-control-allow-origin'], '*');
  for (const url of ['/config.json', '/history.json', '/remote-shop/1.0.0-abc/carrito', '/']) {
    const refused = await get(`${cdn}${url}`);
    assert.equal(refused.status, 404, url);
    assertPolicy(refused, url);
  }
});

test('a host build with its renderer answers catalogue pages drawn, revalidated; the plain page when the release is away', async () => {
  const SHELL = `module.exports = {
    renderShell: () => ({ html: '<header>nav</header><main>@@dc-page@@</main>', css: '' }),
    dataBlock: (data) => '<script type="application/json" id="dc-first-render">' + JSON.stringify(data) + '</script>',
  };`;
  const RENDERER = `module.exports = {
    load: async ({ url }) => ({ data: { url }, title: 'Frutas' }),
    renderLoaded: (request, { data, title }) => ({ html: '<h1>Fruta del día</h1>', css: '', title, data, version: '1' }),
  };`;
  const integrity = `sha384-${createHash('sha384').update(RENDERER).digest('base64')}`;
  const release = createServer((req, res) => {
    if (req.url === '/mf-manifest.json') {
      return res.end(
        JSON.stringify({ metaData: { buildInfo: { serverRenderer: { path: 'ssr/render.cjs', integrity } } } }),
      );
    }
    if (req.url === '/ssr/render.cjs') return res.end(RENDERER);
    res.writeHead(404).end();
  });
  const releaseUrl = await serve(release);
  const hostBuild = writeBuild(path.join(work, 'host'), { 'index.html': INDEX, 'ssr/shell.cjs': SHELL });
  const hostConfig = path.join(work, 'host-config.json');
  writeFileSync(hostConfig, JSON.stringify({ ...siteConfig, remotes: { shop: `${releaseUrl}/mf-manifest.json` } }));
  const rendering = await serve(createAppServer({ dir: hostBuild, configFile: hostConfig, crossOrigin: false }));

  const page = await get(`${rendering}/prods/frutas?utm=x`);
  assert.equal(page.status, 200);
  assert.match(page.body.toString(), /<h1>Fruta del día<\/h1>.*id="dc-first-render"/s);
  assert.match(page.body.toString(), /<title>Frutas<\/title>/);
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.match(page.headers.etag, /^W\/".+"$/);
  assert.equal(page.headers['x-frame-options'], 'DENY');
  assert.ok(
    page.headers['content-security-policy'].includes(`script-src 'self' ${releaseUrl};`),
    'the CSP of its config',
  );
  const again = await get(`${rendering}/prods/frutas?utm=x`, { 'if-none-match': page.headers.etag });
  assert.equal(again.status, 304);
  assert.equal((await get(`${rendering}/prods/frutas.js`)).status, 404, 'a missing file, not a page');

  release.closeAllConnections();
  await new Promise((resolve) => release.close(resolve));
  // A new host server (no renderer kept from before): the release is unreachable, the plain page comes.
  const alone = await serve(createAppServer({ dir: hostBuild, configFile: hostConfig, crossOrigin: false }));
  const plain = await get(`${alone}/prods/frutas`);
  assert.equal(plain.status, 200);
  assert.equal(plain.body.toString(), INDEX);
  assert.equal(plain.headers['cache-control'], 'no-cache');
});

test('the command line binds 127.0.0.1, serves, and stops on SIGTERM', async () => {
  const serveApp = fileURLToPath(new URL('./serve-app.mjs', import.meta.url));
  const child = spawn(process.execPath, [serveApp, 'remote-shop', '--dir', build, '--port', '0'], {
    env: { ...process.env, HOST_CONFIG_FILE: configFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  const line = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited ${code}`)));
  });
  const origin = /remote-shop: (http:\/\/127\.0\.0\.1:\d+)\//.exec(line)?.[1];
  assert.ok(origin, line);
  assert.equal((await get(`${origin}/mf-manifest.json`)).status, 200);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  assert.equal(await exited, 0);
});
