// The Node servers (scripts/serve-app.mjs) and nginx (deploy/nginx, generated from the same
// header policy: scripts/http-policy.mjs) answer the same files with the same policy: security
// headers, Cache-Control, CORS, content type and encoding, and a revalidation with 304.
// Node's servers run with a one-origin config.json (relative URLs), as nginx's site is one origin.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SECURITY_HEADERS } from '../../scripts/http-policy.mjs';
import { createAppServer } from '../../scripts/serve-app.mjs';
import { distOf } from './support/app-servers.ts';
import { startNginxSite, type NginxSite } from './support/nginx.ts';
import { rawGet, type RawAnswer } from './support/raw-http.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'delcampo-parity-'));
let nginx: NginxSite;
const node: { host: string; shop: string; servers: Server[] } = { host: '', shop: '', servers: [] };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node.servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// One hook only: top-level hooks of a file may run concurrently on Node 20.
before(async () => {
  nginx = await startNginxSite();
  const configFile = path.join(scratch, 'config.json');
  const remote = (name: string) => `/remotes/${name}/mf-manifest.json`;
  writeFileSync(
    configFile,
    JSON.stringify({
      graphqlUrl: '/graphql',
      wsUrl: '/graphql',
      remotes: { shop: remote('remote-shop'), cart: remote('remote-cart'), admin: remote('remote-admin') },
    }),
  );
  node.host = await listen(createAppServer({ dir: distOf('host'), configFile, crossOrigin: false }));
  node.shop = await listen(createAppServer({ dir: distOf('remote-shop'), configFile }));
});
after(async () => {
  for (const server of node.servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await nginx?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const COMPARED = ['cache-control', 'access-control-allow-origin', 'content-type', 'content-encoding'];
const POLICY = SECURITY_HEADERS.map((name) => name.toLowerCase());

function pick(answer: RawAnswer, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, answer.headers[name]]));
}

/** The file at `nodePath` on a Node server and at `nginxPath` through nginx: the same status and headers. */
async function assertSameAnswer(nodeUrl: string, nginxPath: string, names: string[]): Promise<RawAnswer[]> {
  const headers = { 'accept-encoding': 'gzip' };
  const fromNode = await rawGet(nodeUrl, headers);
  const fromNginx = await rawGet(`${nginx.origin}${nginxPath}`, headers);
  assert.equal(fromNode.status, fromNginx.status, nginxPath);
  assert.deepEqual(pick(fromNode, names), pick(fromNginx, names), `${nginxPath}: Node (left) and nginx (right)`);
  return [fromNode, fromNginx];
}

test("the host's files: the same policy headers, Cache-Control, type and encoding from Node and nginx", async () => {
  const index = readFileSync(path.join(distOf('host'), 'index.html'), 'utf8');
  const mainScript = /src="?(\/main\.[0-9a-f]{8}\.js)/.exec(index)?.[1];
  assert.ok(mainScript, 'index.html loads a hashed main script');
  for (const file of [mainScript, '/favicon.svg', '/favicon.ico', '/config.json', '/carrito', '/prods/frutas', '/']) {
    const [fromNode] = await assertSameAnswer(`${node.host}${file}`, file, [...POLICY, ...COMPARED]);
    assert.equal(fromNode!.status, 200, file);
    assert.ok(fromNode!.headers['content-security-policy'], `${file}: the policy is there at all`);
  }
});

test("a remote's manifest, remoteEntry.js and chunks: the same headers, CORS included", async () => {
  const manifest = JSON.parse(readFileSync(path.join(distOf('remote-shop'), 'mf-manifest.json'), 'utf8'));
  const chunk = manifest.exposes[0].assets.js.sync[0] as string;
  for (const file of ['mf-manifest.json', 'remoteEntry.js', chunk]) {
    const [fromNode] = await assertSameAnswer(`${node.shop}/${file}`, `/remotes/remote-shop/${file}`, [
      ...POLICY,
      ...COMPARED,
    ]);
    assert.equal(fromNode!.headers['access-control-allow-origin'], '*', file);
  }
});

test('entry points revalidate on both: an ETag, then 304 with the policy headers', async () => {
  const pairs: [string, string][] = [
    // `/` and the catalogue through nginx come rendered or plain (the renderer's time limit): nginx-smoke.
    [`${node.host}/carrito`, '/carrito'],
    [`${node.host}/config.json`, '/config.json'],
    [`${node.shop}/remoteEntry.js`, '/remotes/remote-shop/remoteEntry.js'],
  ];
  for (const [nodeUrl, nginxPath] of pairs) {
    for (const url of [nodeUrl, `${nginx.origin}${nginxPath}`]) {
      const first = await rawGet(url, { 'accept-encoding': 'gzip' });
      const etag = String(first.headers.etag ?? '');
      assert.ok(etag, `${url} has an ETag`);
      const again = await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      assert.equal(again.status, 304, url);
      assert.equal(again.headers['x-frame-options'], 'DENY', `${url}: the 304 keeps the policy`);
    }
  }
});

test('a missing file: 404 from both, with the same security headers', async () => {
  await assertSameAnswer(`${node.host}/nope.js`, '/nope.js', POLICY);
  await assertSameAnswer(`${node.shop}/nope.js`, '/remotes/remote-shop/nope.js', POLICY);
});
