import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATUS } from '../report/budgets.mjs';
import { MEMORY_MIX, memoryPlan, mixScenarios } from './plan.mjs';
import { memoryBudgets, memoryMarkdown } from './report.mjs';
import { minuteMedians, parseVmRss, sampleNear, slopePerMinute, summarizeRss } from './rss.mjs';

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

test('the plan: 6 min at 200 req/s with marks at 1 and 6 min; quick is 20 s with marks at 5 and 20 s', () => {
  assert.deepEqual(
    [memoryPlan({ env: {} })].map(({ totalSeconds, earlySeconds, lateSeconds, rate }) => [
      totalSeconds,
      earlySeconds,
      lateSeconds,
      rate,
    ]),
    [[360, 60, 360, 200]],
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
const PLAN = { totalSeconds: 360, earlySeconds: 60, lateSeconds: 360, rate: 200, connections: 20, intervalSeconds: 5 };

/** A fabricated RSS series every 5 s: 170 MB, `mbPerMin` of growth after the warm-up, the GC's saw-tooth and noise. */
function series(mbPerMin, { plan = PLAN, seed = 7 } = {}) {
  let state = seed;
  const noise = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 6; // ±3 MB
  const samples = [];
  for (let seconds = 0; seconds <= plan.totalSeconds; seconds += plan.intervalSeconds) {
    const warmUp = seconds < 60 ? 40 * Math.sin((Math.PI * seconds) / 60) : 0; // the first minute's peak
    const sawTooth = (seconds % 30) / 3; // 0-10 MB between collections
    const mb = 170 + warmUp + sawTooth + noise() + Math.max(0, seconds - 60) * (mbPerMin / 60);
    samples.push({ seconds, rssKb: Math.round(mb * 1024) });
  }
  return samples;
}

const measured = (samples, plan = PLAN) => ({
  driver: 'pglite',
  apiEntry: 'api/src/server.ts (tsx)',
  quick: false,
  plan,
  ...summarizeRss(samples, plan),
  samples,
  load,
});

test('the minute medians after the warm-up and their least-squares slope', () => {
  const flat = [60, 65, 70, 120, 125, 130, 180, 185].map((seconds, i) => ({ seconds, rssKb: (100 + (i % 3)) * 1024 }));
  assert.deepEqual(
    minuteMedians(flat, 60, 240).map((m) => [m.minute, m.rssMb, m.samples]),
    [
      [1.5, 101, 3],
      [2.5, 101, 3],
      [3.5, 100.5, 2],
    ],
  );
  assert.equal(
    slopePerMinute([
      { minute: 1, rssMb: 100 },
      { minute: 3, rssMb: 104 },
    ]),
    2,
  );
  assert.equal(slopePerMinute([{ minute: 1, rssMb: 100 }]), undefined);
});

test('a 1 MB/min leak fails the RSS budget; flat noise with a warm-up peak and a GC saw-tooth passes', () => {
  const [leak] = memoryBudgets(measured(series(1)));
  assert.equal(leak.status, STATUS.FAIL);
  assert.ok(Math.abs(leak.measured - 1) < 0.3, `slope ${leak.measured}`);
  for (const seed of [1, 7, 42, 99]) {
    const [flat] = memoryBudgets(measured(series(0, { seed })));
    assert.equal(flat.status, STATUS.PASS, `seed ${seed}: slope ${flat.measured}`);
    assert.equal(flat.note, '5 minute medians');
  }
  const [slowLeak] = memoryBudgets(measured(series(4)));
  assert.equal(slowLeak.status, STATUS.FAIL, 'the 4 MB/min leak the old ratio let pass');
});

test('a quick run, a short run, a skipped or failed section never pass the RSS budget', () => {
  assert.equal(memoryBudgets({ ...measured(series(0)), quick: true })[0].status, STATUS.NOT_MEASURED);
  const plan = { ...PLAN, totalSeconds: 300, lateSeconds: 300 };
  const short = memoryBudgets(measured(series(0, { plan }), plan))[0];
  assert.equal(short.status, STATUS.NOT_MEASURED);
  assert.match(short.note, /needs 5 min/);
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
  const [, quickClean] = memoryBudgets({ ...measured(series(0)), quick: true });
  assert.deepEqual([quickClean.status, quickClean.measured, quickClean.correctness], [STATUS.PASS, 0, true]);
  const broken = { ...measured(series(0)), load: { ...load, wrong: 2, timeouts: 1 } };
  assert.deepEqual([memoryBudgets(broken)[1].status, memoryBudgets(broken)[1].measured], [STATUS.FAIL, 3]);
});

test('the Markdown shows the marks, the minute medians and their slope, and the answers counted', () => {
  const text = memoryMarkdown({ ...measured(series(1)), responseCache: 'off (RESPONSE_CACHE_MAX_ENTRIES=0)' });
  assert.match(text, /^## Memory/);
  assert.match(text, /response cache off/);
  assert.match(text, /early mark \(1 min\) \|/);
  assert.match(text, /\| median of minute 2 \| \d+\.\d MB \| 12 samples \|/);
  assert.match(text, /\| median of minute 6 \|/);
  assert.match(text, /slope of the minute medians\*\* \| \*\*[01]\.\d\d MB\/min\*\*/);
  assert.match(text, /\| product \| 15000 \| 0 \|/);
  assert.match(memoryMarkdown({ error: 'API exited' }), /failed: `API exited`/);
});
