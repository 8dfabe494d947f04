import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { likePrefix, parseQueryObject, type FilterSpec } from './query-filter.js';

const SPEC: FilterSpec = { flag: (value) => (typeof value === 'boolean' ? sql`flag = ${value}` : null) };

test('empty text means no filter', () => {
  assert.deepEqual(parseQueryObject(null, SPEC), { ok: true, value: undefined });
});

test('only whitelisted keys with valid values pass', () => {
  assert.equal(parseQueryObject('{"flag":true}', SPEC).ok, true);
  for (const text of ['{"flag":"yes"}', '{"other":1}', 'null', '42', '"flag"', '{bad json', 'x'.repeat(1001)]) {
    const result = parseQueryObject(text, SPEC);
    assert.equal(result.ok, false, text);
  }
});

test('LIKE wildcards are escaped', () => {
  assert.equal(likePrefix('50%_off\\'), '50\\%\\_off\\\\%');
});
