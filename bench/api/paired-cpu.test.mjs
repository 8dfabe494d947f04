import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, summarisePairs } from './paired-cpu.mjs';
import { apiCpuNs } from './proc-cpu.mjs';

const pair = (trivialUs, listUs) => ({ trivialNs: trivialUs * 1000, listNs: listUs * 1000 });

test('the judged ratio is the list CPU over all pairs ÷ the trivial CPU; one collection in a block is shared out', () => {
  const pairs = [pair(500, 4000), pair(500, 4000), pair(500, 4000), pair(500, 40_000)];
  const summary = summarisePairs(pairs);
  assert.equal(summary.ratio, 26);
  assert.equal(summary.medianRatio, 8);
  assert.deepEqual([summary.min, summary.max, summary.pairs], [8, 80, 4]);
  assert.equal(summary.listUs, 4000);
  assert.equal(summary.trivialUs, 500);
});

test('a list doing twice the work doubles the ratio', () => {
  const base = summarisePairs([pair(500, 4000), pair(600, 4500)]).ratio;
  const twice = summarisePairs([pair(500, 8000), pair(600, 9000)]).ratio;
  assert.equal(twice, 2 * base);
});

test('median of an even count is the lower middle', () => {
  assert.equal(median([4, 1, 3, 2]), 2);
});

test("this process's main-thread CPU grows with work done (Linux schedstat), in ns", () => {
  const before = apiCpuNs(process.pid);
  let x = 0;
  for (let i = 0; i < 5e6; i += 1) x += Math.sqrt(i);
  assert.ok(x > 0);
  assert.ok(apiCpuNs(process.pid) > before);
});
