import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compressedSizes, kindOf, summarise } from './traffic.mjs';

const response = (over) => ({
  url: 'http://127.0.0.1:3100/main.js',
  kind: 'js',
  encoding: 'gzip',
  transfer: 100,
  decoded: 400,
  gzip: 110,
  brotli: 90,
  beforeLoad: true,
  ...over,
});

test('kindOf sorts responses by Content-Type', () => {
  assert.equal(kindOf('text/javascript; charset=utf-8'), 'js');
  assert.equal(kindOf('application/javascript'), 'js');
  assert.equal(kindOf('text/css; charset=utf-8'), 'css');
  assert.equal(kindOf('application/json; charset=utf-8'), 'json');
  assert.equal(kindOf('image/webp'), 'image');
  assert.equal(kindOf(undefined), 'other');
});

test('compressedSizes: gzip and brotli sizes of the body, brotli smaller on repetitive text', () => {
  const body = Buffer.from('const a = 1;\n'.repeat(500));
  const sizes = compressedSizes(body);
  assert.ok(sizes.gzip < body.length / 10);
  assert.ok(sizes.brotli < sizes.gzip);
  assert.ok(sizes.brotli > 0);
});

test('summarise adds JS and CSS apart, counts initial JS only before load, and finds the admin origin', () => {
  const summary = summarise(
    [
      response({}),
      response({ url: 'http://127.0.0.1:3101/remoteEntry.js', transfer: 50, gzip: 55, brotli: 40, beforeLoad: false }),
      response({ url: 'http://127.0.0.1:3100/main.css', kind: 'css', transfer: 30, gzip: 30, brotli: 25 }),
      response({ url: 'http://127.0.0.1:3103/mf-manifest.json', kind: 'json', transfer: 7, beforeLoad: false }),
      response({ url: 'http://127.0.0.1:4100/img.webp', kind: 'image', encoding: 'identity', transfer: 1000 }),
    ],
    { adminOrigin: 'http://127.0.0.1:3103' },
  );
  assert.equal(summary.requests, 5);
  assert.equal(summary.transfer, 1187);
  assert.equal(summary.js.transfer, 150);
  assert.equal(summary.js.count, 2);
  assert.equal(summary.css.brotli, 25);
  assert.deepEqual(summary.jsCss, { transfer: 180, gzipServed: 180, gzip: 195, brotli: 155 });
  assert.equal(summary.initialJs.transfer, 100);
  assert.deepEqual(summary.admin, { count: 1, transfer: 7, urls: ['http://127.0.0.1:3103/mf-manifest.json'] });
  assert.deepEqual(
    summary.largest.map((file) => file.url),
    ['http://127.0.0.1:3100/main.js', 'http://127.0.0.1:3101/remoteEntry.js', 'http://127.0.0.1:3100/main.css'],
  );
});

test('the admin origin is matched exactly: port 31030 is not port 3103', () => {
  const summary = summarise([response({ url: 'http://127.0.0.1:31030/a.js' })], {
    adminOrigin: 'http://127.0.0.1:3103',
  });
  assert.equal(summary.admin.transfer, 0);
});

test('br responses count their computed gzip size as the gzip that would have been served', () => {
  const summary = summarise([
    response({ encoding: 'br', transfer: 80, gzip: 100 }),
    response({ transfer: 10, gzip: 12 }),
  ]);
  assert.equal(summary.js.transfer, 90);
  assert.equal(summary.js.gzipServed, 110);
  assert.deepEqual(summary.js.encodings, ['br', 'gzip']);
});
