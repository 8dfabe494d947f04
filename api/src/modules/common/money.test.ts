import assert from 'node:assert/strict';
import { test } from 'node:test';
import { centsToPesos, discountedCents, toCents } from './money.js';

test('pesos convert to exact centavos and back', () => {
  assert.equal(toCents(29.9), 2990);
  assert.equal(toCents(0.1 + 0.2), 30);
  assert.equal(centsToPesos(2990), 29.9);
});

test('discounts round to the nearest centavo', () => {
  assert.equal(discountedCents(4990, 15), 4242);
  assert.equal(discountedCents(999, 0), 999);
  assert.equal(discountedCents(999, 100), 0);
});
