import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'graphql';
import { PARSE_OPTIONS } from '../../graphql/document-guard.js';
import { cacheableQuery } from './cacheable-query.js';
import { CLASSIFIED_MAX_BYTES, ResponseCache, stableJson } from './response-cache.js';

const LIMITS = { maxEntries: 100, maxBytes: 1024 * 1024, ttlMs: 30_000 };

test('only queries made of public catalogue fields are cacheable', () => {
  const cacheable = (text: string, name: string | null = null) =>
    cacheableQuery(parse(text, PARSE_OPTIONS), name) !== null;
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
  const two = 'query A { categories { id } } query B { myOrders { status } }';
  assert.ok(cacheable(two, 'A'));
  assert.ok(!cacheable(two, 'B'));
  assert.ok(!cacheable(two, null), 'two operations and no name: Mercurius refuses it');
});

test('the key ignores layout and the order of variables, and keeps the operation name and values apart', () => {
  const cache = new ResponseCache(LIMITS);
  const key = (query: string, variables: Record<string, unknown>, operationName?: string) =>
    cache.classify({ query, variables, operationName }, parse(query));
  const a = key('query ($a: Int, $b: Int) { categories { id } }', { a: 1, b: 2 });
  assert.equal(a, key('query($a:Int,$b:Int){categories{id}}', { b: 2, a: 1 }));
  assert.notEqual(a, key('query ($a: Int, $b: Int) { categories { id } }', { a: 1, b: 3 }));
  assert.equal(key('{ myOrders { status } }', {}), null);
  assert.equal(stableJson({ b: [1, { d: null, c: 'x' }], a: true }), '{"a":true,"b":[1,{"c":"x","d":null}]}');
});

test('an answer computed across an invalidation is not stored', () => {
  const cache = new ResponseCache(LIMITS);
  const key = cache.classify({ query: '{ categories { id } }' }, parse('{ categories { id } }'))!;
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

test('a text is known only once the document Mercurius parsed was classified', () => {
  const cache = new ResponseCache(LIMITS);
  const body = { query: '{ categories { id } }' };
  assert.equal(cache.keyFor(body), null, 'never parsed here: unknown until classified');
  const key = cache.classify(body, parse(body.query));
  assert.ok(key);
  assert.equal(cache.keyFor(body), key);
  assert.equal(cache.keyFor({ query: '{ categories { id } } ' }), null, 'another text is another document');
  const personal = { query: '{ myOrders { status } }' };
  assert.equal(cache.classify(personal, parse(personal.query)), null);
  assert.equal(cache.keyFor(personal), null);
});

test('answers and classifications are bounded in bytes, whatever the number of texts', () => {
  const cache = new ResponseCache({ maxEntries: 1000, maxBytes: 64 * 1024, ttlMs: 1000 });
  const answer = 'x'.repeat(1000);
  for (let i = 0; i < 200; i += 1) {
    const query = `{ categories { id } c${i}: categories { name } }`;
    const key = cache.classify({ query }, parse(query))!;
    cache.store(cache.miss(key), answer);
  }
  assert.ok(cache.totalBytes.answers <= 64 * 1024, `${cache.totalBytes.answers} bytes of answers`);
  assert.ok(cache.size < 200, 'the oldest answers were dropped');
  const big = `{ ${Array.from({ length: 600 }, (_, i) => `a${i}: categories { id name slug }`).join(' ')} }`;
  for (let i = 0; i < 400; i += 1) {
    const query = `${big} # ${i}`;
    cache.classify({ query }, parse(query));
  }
  assert.ok(cache.totalBytes.classified <= CLASSIFIED_MAX_BYTES, `${cache.totalBytes.classified} bytes classified`);
  const huge = { query: '{ categories { id } }', variables: { pad: 'y'.repeat(100 * 1024) } };
  const hugeKey = cache.classify(huge, parse(huge.query))!;
  cache.store(cache.miss(hugeKey), answer);
  assert.ok(!('hit' in cache.lookup(hugeKey)), 'an answer larger than the whole cache is not kept');
});

test('maxEntries 0 turns the cache off', () => {
  const cache = new ResponseCache({ ...LIMITS, maxEntries: 0 });
  assert.equal(cache.keyFor({ query: '{ categories { id } }' }), null);
});
