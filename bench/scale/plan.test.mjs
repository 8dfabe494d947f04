import assert from 'node:assert/strict';
import { test } from 'node:test';
import { categoryBounds, clientCount, latencyFigures, parseSizeArgs, percentile } from './plan.mjs';

test('category bounds grow to 1 and give the first category the biggest share', () => {
  const bounds = categoryBounds(4);
  assert.equal(bounds.length, 4);
  assert.equal(bounds.at(-1), 1);
  const shares = bounds.map((bound, index) => bound - (bounds[index - 1] ?? 0));
  assert.ok(shares[0] > shares[1] && shares[1] > shares[2] && shares[2] > shares[3]);
  assert.ok(Math.abs(shares[0] - 1 / (1 + 1 / 2 + 1 / 3 + 1 / 4)) < 1e-12);
});

test('percentiles by nearest rank', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.equal(percentile(values, 50), 5);
  assert.equal(percentile(values, 95), 10);
  assert.equal(percentile([], 50), undefined);
  assert.deepEqual(latencyFigures([3, 1, 2]), { p50: 2, p95: 3, samples: 3 });
});

test('size arguments', () => {
  assert.deepEqual(parseSizeArgs([]), { products: 100_000, orders: 1_000_000 });
  assert.deepEqual(parseSizeArgs(['--products', '10', '--orders', '200']), { products: 10, orders: 200 });
  assert.throws(() => parseSizeArgs(['--orders', 'many']), /--orders needs a whole number/);
});

test('one client per 20 orders, at least 50', () => {
  assert.equal(clientCount(1_000_000), 50_000);
  assert.equal(clientCount(100), 50);
});
