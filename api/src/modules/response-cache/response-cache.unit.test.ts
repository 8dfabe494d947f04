import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheableQuery } from './cacheable-query.js';
import { LruCache } from './lru-cache.js';
import { ResponseCache, stableJson } from './response-cache.js';

const LIMITS = { maxEntries: 100, maxBytes: 1024 * 1024, ttlMs: 30_000 };

test('only queries made of public catalogue fields are cacheable', () => {
  const cacheable = (text: string, name: string | null = null) => cacheableQuery(text, name) !== null;
  assert.ok(cacheable('{ categories { id } }'));
  assert.ok(
    cacheable('query P($id: ID!) { product(id: $id) { status product { ...F } } } fragment F on Product { id }'),
  );
  assert.ok(cacheable('{ ... on Query { productsPage { status } } __typename }'));
  assert.ok(!cacheable('{ __typename }'), 'the framework ceiling of the bench is never a cache hit');
  assert.ok(!cacheable('query Ceiling { ... on Query { __typename } }', 'Ceiling'));
  assert.ok(!cacheable('{ adminProducts { status } }'), 'the admin view (inactive products) is never cached');
  assert.ok(!cacheable('{ adminCategories { status } }'));
  assert.ok(
    !cacheable('{ categories { id } myOrders { status } }'),
    'a personal field makes the whole answer personal',
  );
  assert.ok(!cacheable('{ ...F } fragment F on Query { validateTokenExt { status } }'));
  assert.ok(!cacheable('mutation { saveProduct(input: {}) { status } }'));
  assert.ok(!cacheable('{ __schema { types { name } } }'));
  assert.ok(!cacheable('{ categories { id '), 'unparsable text');
  const two = 'query A { categories { id } } query B { myOrders { status } }';
  assert.ok(cacheable(two, 'A'));
  assert.ok(!cacheable(two, 'B'));
  assert.ok(!cacheable(two, null), 'two operations and no name: Mercurius refuses it');
});

test('the key ignores layout and the order of variables, and keeps the operation name and values apart', () => {
  const cache = new ResponseCache(LIMITS);
  const key = (query: string, variables: Record<string, unknown>, operationName?: string) =>
    cache.keyFor({ query, variables, operationName });
  const a = key('query ($a: Int, $b: Int) { categories { id } }', { a: 1, b: 2 });
  assert.equal(a, key('query($a:Int,$b:Int){categories{id}}', { b: 2, a: 1 }));
  assert.notEqual(a, key('query ($a: Int, $b: Int) { categories { id } }', { a: 1, b: 3 }));
  assert.equal(key('{ myOrders { status } }', {}), null);
  assert.equal(stableJson({ b: [1, { d: null, c: 'x' }], a: true }), '{"a":true,"b":[1,{"c":"x","d":null}]}');
});

test('an answer computed across an invalidation is not stored', () => {
  const cache = new ResponseCache(LIMITS);
  const key = cache.keyFor({ query: '{ categories { id } }' })!;
  const first = cache.lookup(key);
  assert.ok('miss' in first);
  cache.invalidate();
  cache.store(first.miss, '{"data":"stale"}');
  const second = cache.lookup(key);
  assert.ok('miss' in second, 'the stale answer was kept');
  cache.store(second.miss, '{"data":"fresh"}');
  assert.deepEqual(cache.lookup(key), { hit: '{"data":"fresh"}' });
  assert.deepEqual(cache.stats, { hits: 1, misses: 2, invalidations: 1 });
});

test('the LRU keeps at most maxEntries and maxBytes, recently used first, and drops expired entries', () => {
  let now = 0;
  const lru = new LruCache({ maxEntries: 2, maxBytes: 100, ttlMs: 1000 }, () => now);
  lru.set('a', '1');
  lru.set('b', '2');
  assert.equal(lru.get('a'), '1');
  lru.set('c', '3');
  assert.equal(lru.get('b'), undefined, 'b was the least recently used');
  assert.equal(lru.get('a'), '1');
  lru.set('big', 'x'.repeat(60));
  assert.equal(lru.get('big'), undefined, 'an entry larger than maxBytes is not kept');
  assert.equal(lru.size, 2);
  lru.set('e', 'x'.repeat(40)); // 82 bytes: c goes (count)
  assert.deepEqual([lru.get('c'), lru.get('a')], [undefined, '1']);
  lru.set('f', 'y'.repeat(10)); // 22 bytes: e goes (bytes), then a is the only other
  assert.equal(lru.get('e'), undefined);
  assert.equal(lru.get('f'), 'y'.repeat(10));
  assert.ok(lru.totalBytes <= 100);
  lru.clear();
  lru.set('d', '4');
  now = 1000;
  assert.equal(lru.get('d'), undefined, 'expired');
  assert.equal(lru.totalBytes, 0);
});

test('maxEntries 0 turns the cache off', () => {
  const cache = new ResponseCache({ ...LIMITS, maxEntries: 0 });
  assert.equal(cache.keyFor({ query: '{ categories { id } }' }), null);
});
