// The storefront server's small limits (request-limits.mjs) and its renderer secret (renderer-secret.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MAX_URL_BYTES, forLog, isOverLongUrl, throttledLog } from './request-limits.mjs';
import { RENDERER_SECRET_HEADER, rendererHeaders, rendererSecret } from './renderer-secret.mjs';

test('a URL over MAX_URL_BYTES is over-long; a log text is cut and its control characters escaped', () => {
  assert.equal(isOverLongUrl(`/${'a'.repeat(MAX_URL_BYTES - 1)}`), false);
  assert.equal(isOverLongUrl(`/${'a'.repeat(MAX_URL_BYTES)}`), true);
  assert.equal(forLog('/prods/frutas'), '/prods/frutas');
  const cut = forLog(`/${'%00'.repeat(5000)}`);
  assert.ok(cut.length < 240, cut);
  assert.match(cut, /… \(15001 chars\)$/);
  assert.equal(forLog('a\nb\u0000'), 'a\\u000ab\\u0000', 'no forged log line');
});

test('the throttled log writes 20 lines per window, then says how many it left out', () => {
  const lines = [];
  const log = throttledLog({ lines: 20, windowMs: 60_000, write: (line) => lines.push(line) });
  for (let i = 0; i < 100; i += 1) log(`line ${i}`);
  assert.equal(lines.length, 20);
  const later = throttledLog({ lines: 1, windowMs: 0, write: (line) => lines.push(line) });
  lines.length = 0;
  later('a');
  later('b');
  assert.deepEqual(lines, ['a', 'b'], 'a new window each time with windowMs 0');
});

test('SSR_API_SECRET: sent when set; too short refused; required in production unless SSR=off', () => {
  const secret = 'k'.repeat(40);
  assert.deepEqual(rendererHeaders({ SSR_API_SECRET: secret }), { [RENDERER_SECRET_HEADER]: secret });
  assert.deepEqual(rendererHeaders({}), {}, 'outside production: none');
  assert.throws(() => rendererSecret({ SSR_API_SECRET: 'short' }), /at least 32 characters/);
  assert.throws(() => rendererSecret({ NODE_ENV: 'Production' }), /SSR_API_SECRET is required/);
  assert.equal(rendererSecret({ NODE_ENV: 'production', SSR: 'off' }), undefined);

  const serveApp = fileURLToPath(new URL('../serve-app.mjs', import.meta.url));
  const started = spawnSync(process.execPath, [serveApp, 'host', '--port', '0'], {
    env: { ...process.env, NODE_ENV: 'production', SSR_API_SECRET: '', SSR: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.equal(started.status, 2, 'the host server does not start');
  assert.match(started.stderr, /SSR_API_SECRET is required when NODE_ENV=production/);
});
