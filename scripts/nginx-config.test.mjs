// The nginx template holds the header policy of scripts/http-policy.mjs as the app servers apply it:
// its generated blocks are what scripts/nginx-config.mjs writes now, and the rules they hold mean in
// nginx what cacheControlFor() and helmet mean in Node.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { CACHE_CONTROL, SECURITY_HEADERS, cacheControlFor } from './http-policy.mjs';
import { TEMPLATE, fillBlocks, generatedBlocks, policyHeaders, probeHeaders, renderTemplate } from './nginx-config.mjs';

const committed = readFileSync(TEMPLATE, 'utf8');

test('the committed nginx template is the one generated from the header policy (else: npm run nginx-config)', async () => {
  assert.equal(committed, await renderTemplate(committed), 'deploy/nginx/del-campo.conf.template is out of date');
});

test('an edited generated line is put back, and a template without a block is refused', async () => {
  const blocks = await generatedBlocks();
  const edited = committed.replace(
    'add_header X-Frame-Options "DENY" always;',
    'add_header X-Frame-Options "SAMEORIGIN" always;',
  );
  assert.notEqual(edited, committed);
  assert.equal(fillBlocks(edited, blocks), committed);
  const cut = committed.replace(/^.*# end generated: cors-rules\n/m, '');
  assert.throws(() => fillBlocks(cut, blocks), /no "# generated: cors-rules"/);
});

test('helmet sends exactly the policy: the six headers, nothing of its other defaults', async () => {
  const HTTP = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];
  const names = Object.keys(await probeHeaders({ hsts: true })).filter((name) => !HTTP.includes(name));
  assert.deepEqual(names.sort(), SECURITY_HEADERS.map((name) => name.toLowerCase()).sort());
  const withHsts = await policyHeaders({ hsts: true });
  assert.deepEqual([...withHsts.keys()].sort(), [...SECURITY_HEADERS].sort());
  assert.equal(withHsts.get('Strict-Transport-Security'), 'max-age=31536000');
  assert.equal(withHsts.get('X-Frame-Options'), 'DENY');
  const plain = await policyHeaders({ hsts: false });
  assert.equal(plain.has('Strict-Transport-Security'), false, 'no HSTS on plain http');
  // One origin: every fetch directive is 'self' (and the data:/blob: pictures, inline styles).
  assert.match(
    plain.get('Content-Security-Policy'),
    /^default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';/,
  );
  assert.match(committed, /# add_header Strict-Transport-Security "max-age=31536000" always;/, 'HSTS commented out');
});

/** The `map $uri $delcampo_cache` entries as [RegExp, value], in nginx's order (regexes in order, then default). */
function cacheMap() {
  const body = /map \$uri \$delcampo_cache \{\n([\s\S]*?)\n\}/.exec(committed)[1];
  const entries = [];
  let fallback;
  for (const line of body.split('\n').map((text) => text.trim())) {
    const entry = /^'?~(.+?)'?\s+'([^']*)';$/.exec(line);
    if (entry) entries.push([new RegExp(entry[1]), entry[2]]);
    const other = /^default\s+'([^']*)';$/.exec(line);
    if (other) fallback = other[1];
  }
  return (uri) => entries.find(([regex]) => regex.test(uri))?.[1] ?? fallback;
}

test("nginx's cache map gives each file the Cache-Control the app servers give it", () => {
  const nginxCacheOf = cacheMap();
  const files = [
    'index.html',
    'config.json',
    'mf-manifest.json',
    'remoteEntry.js',
    'federation-runtime.js',
    'main.0a1b2c3d.js',
    'styles.0a1b2c3d.css',
    'favicon.svg',
    'main.js.map',
    'LICENSE.txt',
  ];
  for (const file of files) {
    for (const uri of [`/${file}`, `/remotes/remote-shop/${file}`]) {
      assert.equal(nginxCacheOf(uri), cacheControlFor(file), uri);
    }
  }
  assert.equal(nginxCacheOf('/prods/frutas'), CACHE_CONTROL.revalidate, 'a rendered catalogue page');
  assert.equal(nginxCacheOf('/graphql'), '', 'the API decides');
});
