import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { HEAVY_REQUEST_WEIGHT, LARGE_BODY_BYTES } from '../plugins/external/request-weight.js';
import { testConfig, useTestApi } from '../test/helper.js';

// Fairness per address (docs/security.md): refused and large requests weigh HEAVY_REQUEST_WEIGHT
// in the rate limit, so an address sending them reaches its limit early; the others keep theirs.
const RATE_LIMIT_MAX = 40;
const api = useTestApi(() => testConfig({ RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) }));
const ORDINARY = '{ categories { id } }';

async function statuses(count: number, query: string, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await api.gql(query, { remoteAddress })).statusCode);
  return codes;
}

test('an address sending refused documents is limited after a tenth of the ordinary budget; others keep theirs', async () => {
  const refusedBudget = Math.ceil(RATE_LIMIT_MAX / HEAVY_REQUEST_WEIGHT);
  const hostile = await statuses(refusedBudget + 3, '{ noSuchField }', '10.0.0.1');
  assert.deepEqual(hostile.slice(0, refusedBudget), Array(refusedBudget).fill(400));
  assert.deepEqual(hostile.slice(refusedBudget), [429, 429, 429], hostile.join(','));
  const ordinary = await statuses(RATE_LIMIT_MAX, ORDINARY, '10.0.0.2');
  assert.deepEqual(ordinary, Array(RATE_LIMIT_MAX).fill(200), 'another address was slowed');
  assert.equal((await api.gql(ORDINARY, { remoteAddress: '10.0.0.2' })).statusCode, 429, 'the ordinary budget ends');
});

test('a large body weighs as much as a refused document, even when it is answered', async () => {
  const padding = ' '.repeat(LARGE_BODY_BYTES);
  assert.ok(padding.length < GRAPHQL_LIMITS.maxBodyBytes);
  const large = await statuses(
    Math.ceil(RATE_LIMIT_MAX / HEAVY_REQUEST_WEIGHT) + 1,
    `${ORDINARY}${padding}`,
    '10.0.0.3',
  );
  assert.equal(large.at(-1), 429, large.join(','));
  assert.ok(
    large.slice(0, -1).every((status) => status === 200),
    large.join(','),
  );
});

test('an accepted document far longer than any app document weighs as much as a refused one', async () => {
  const fields = Array.from({ length: GRAPHQL_LIMITS.heavyDocumentTokens }, () => 'status').join(' ');
  // Not cacheable (a personal field): a cache hit would cost nothing and is not weighed.
  const long = `{ myOrders { status } product(id: "0") { ${fields} } }`;
  assert.ok(long.length < LARGE_BODY_BYTES, 'heavy by its tokens, not by its size');
  const budget = Math.ceil(RATE_LIMIT_MAX / HEAVY_REQUEST_WEIGHT);
  const codes = await statuses(budget + 1, long, '10.0.0.4');
  assert.deepEqual(codes, [...Array(budget).fill(200), 429]);
});
