import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATUS } from '../report/budgets.mjs';
import { MEMORY_MIX, memoryPlan, mixScenarios } from './plan.mjs';
import { memoryBudgets, memoryMarkdown } from './report.mjs';
import { parseVmRss, sampleNear, summarizeRss } from './rss.mjs';

const STATUS_TEXT =
  'Name:\tnode\nVmPeak:\t 1200000 kB\nVmHWM:\t  210000 kB\nVmRSS:\t  183456 kB\nRssAnon:\t  150000 kB\n';
const samples = [0, 5.01, 59.98, 65, 120.02, 299.97, 300.4].map((seconds, i) => ({
  seconds,
  rssKb: 100_000 + i * 1000,
}));

test('VmRSS is read in kB from /proc/<pid>/status, not VmHWM or VmPeak', () => {
  assert.equal(parseVmRss(STATUS_TEXT), 183456);
  assert.equal(parseVmRss('Name:\tkthreadd\nState:\tS\n'), undefined);
});

test('a mark takes the sample nearest to it, early or late', () => {
  assert.equal(sampleNear(samples, 60).seconds, 59.98);
  assert.equal(sampleNear(samples, 300).seconds, 299.97);
  assert.equal(sampleNear([], 60), undefined);
});

test('the summary gives late ÷ early from the marks and the largest sample', () => {
  const summary = summarizeRss(samples, { earlySeconds: 60, lateSeconds: 300 });
  assert.equal(summary.early.rssKb, 102_000);
  assert.equal(summary.late.rssKb, 105_000);
  assert.equal(summary.ratio, 105_000 / 102_000);
  assert.equal(summary.max.seconds, 300.4);
  assert.equal(summary.start.seconds, 0);
  assert.throws(() => summarizeRss([], { earlySeconds: 60, lateSeconds: 300 }), /no RSS sample/);
});

test('the plan: 5 min at 200 req/s with marks at 1 and 5 min; quick is 20 s with marks at 5 and 20 s', () => {
  assert.deepEqual(
    [memoryPlan({ env: {} })].map(({ totalSeconds, earlySeconds, lateSeconds, rate }) => [
      totalSeconds,
      earlySeconds,
      lateSeconds,
      rate,
    ]),
    [[300, 60, 300, 200]],
  );
  const quick = memoryPlan({ quick: true, env: { BENCH_MEMORY_MINUTES: '30' } });
  assert.deepEqual([quick.totalSeconds, quick.earlySeconds, quick.lateSeconds], [20, 5, 20]);
  const custom = memoryPlan({ env: { BENCH_MEMORY_MINUTES: '2', BENCH_MEMORY_RATE: '50' } });
  assert.deepEqual([custom.totalSeconds, custom.lateSeconds, custom.rate], [120, 120, 50]);
  assert.throws(() => memoryPlan({ env: { BENCH_MEMORY_MINUTES: '1' } }), /above 1/);
  assert.throws(() => memoryPlan({ env: { BENCH_MEMORY_RATE: 'fast' } }), /BENCH_MEMORY_RATE/);
});

test('the mix is mostly reads with 1 checkout in 20, taken from the named scenarios', () => {
  const scenarios = ['productsPage', 'product', 'categories', 'validateTokenExt', 'placeOrder', 'login'].map(
    (name) => ({ name }),
  );
  const mixed = mixScenarios(scenarios);
  assert.equal(mixed.length, 20);
  assert.equal(mixed.filter((s) => s.name === 'placeOrder').length, 1);
  assert.equal(mixed.filter((s) => s.name === 'login').length, 0);
  assert.deepEqual(
    new Set(MEMORY_MIX),
    new Set(['productsPage', 'product', 'categories', 'validateTokenExt', 'placeOrder']),
  );
  assert.throws(() => mixScenarios([{ name: 'product' }]), /no scenario named productsPage/);
});

const load = {
  reqPerSec: 199.6,
  answered: 60_000,
  p50: 2,
  p99: 30,
  max: 90,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  wrong: 0,
  byOperation: { product: { answered: 15_000, wrong: 0 } },
};
const measured = (
  ratio,
  plan = { totalSeconds: 300, earlySeconds: 60, lateSeconds: 300, rate: 200, connections: 20, intervalSeconds: 5 },
) => ({
  driver: 'pglite',
  apiEntry: 'api/src/server.ts (tsx)',
  quick: false,
  plan,
  ...summarizeRss(
    [
      { seconds: 0, rssKb: 90_000 },
      { seconds: 60, rssKb: 100_000 },
      { seconds: 300, rssKb: 100_000 * ratio },
    ],
    plan,
  ),
  load,
});

test('the budget passes at ≤ 1.10 and fails above, with its margin', () => {
  const [pass] = memoryBudgets(measured(1.05));
  assert.equal(pass.status, STATUS.PASS);
  assert.ok(Math.abs(pass.by - (1.1 - 1.05) / 1.1) < 1e-9);
  const [fail] = memoryBudgets(measured(1.2));
  assert.equal(fail.status, STATUS.FAIL);
  assert.ok(fail.by < 0);
});

test('a quick run, a short run, a skipped or failed section never pass the RSS budget', () => {
  assert.equal(memoryBudgets({ ...measured(1.0), quick: true })[0].status, STATUS.NOT_MEASURED);
  const short = measured(1.0, {
    totalSeconds: 120,
    earlySeconds: 60,
    lateSeconds: 120,
    rate: 200,
    connections: 20,
    intervalSeconds: 5,
  });
  assert.equal(memoryBudgets(short)[0].status, STATUS.NOT_MEASURED);
  assert.deepEqual(
    memoryBudgets({ skipped: 'not in BENCH_SECTIONS' }).map((b) => b.status),
    [STATUS.NOT_MEASURED, STATUS.NOT_MEASURED],
  );
  assert.deepEqual(
    memoryBudgets({ error: 'boom' }).map((b) => b.status),
    [STATUS.FAIL, STATUS.FAIL],
  );
});

test('the load must answer without errors, judged in a quick run too (a correctness row)', () => {
  const [, quickClean] = memoryBudgets({ ...measured(1.0), quick: true });
  assert.deepEqual([quickClean.status, quickClean.measured, quickClean.correctness], [STATUS.PASS, 0, true]);
  const broken = { ...measured(1.0), load: { ...load, wrong: 2, timeouts: 1 } };
  assert.deepEqual([memoryBudgets(broken)[1].status, memoryBudgets(broken)[1].measured], [STATUS.FAIL, 3]);
});

test('the Markdown shows both marks, the ratio and the answers counted', () => {
  const text = memoryMarkdown(measured(1.05));
  assert.match(text, /^## Memory/);
  assert.match(text, /early mark \(1 min\) \| 97\.7 MB/);
  assert.match(text, /late mark \(5 min\) \| 102\.5 MB/);
  assert.match(text, /\*\*1\.050\*\*/);
  assert.match(text, /\| product \| 15000 \| 0 \|/);
  assert.match(memoryMarkdown({ error: 'API exited' }), /failed: `API exited`/);
});
