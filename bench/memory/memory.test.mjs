import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATUS } from '../report/budgets.mjs';
import { MEMORY_MIX, memoryPlan, mixScenarios } from './plan.mjs';
import { summarizeHeap } from './heap.mjs';
import { memoryBudgets, memoryMarkdown, rssChartSvg } from './report.mjs';
import { leastSquaresSlope, minuteMedians, parseVmRss, sampleNear, slopePerMinute, summarizeRss } from './rss.mjs';

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

/**
 * A fabricated series every 5 s. RSS: 170 MB, `mbPerMin` of growth after the warm-up, the GC's
 * saw-tooth and ±3 MB of noise, plus `rssSwingMb` of slow swing (the full run of 0bbfb5e: 233-328 MB
 * inside a minute). Heap after a full GC: 60 MB, the same growth, a warm-up rise, ±`heapNoiseMb` of
 * noise (what is in flight at the instant) and no saw-tooth (the collection took it away).
 */
function series(mbPerMin, { plan = PLAN, seed = 7, rssSwingMb = 0, heapNoiseMb = 2, heapMbPerMin = mbPerMin } = {}) {
  let state = seed;
  const noise = (mb) => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 2 * mb;
  const samples = [];
  for (let seconds = 0; seconds <= plan.totalSeconds; seconds += plan.intervalSeconds) {
    const warmUp = seconds < 60 ? 40 * Math.sin((Math.PI * seconds) / 60) : 0; // the first minute's peak
    const sawTooth = (seconds % 30) / 3; // 0-10 MB between collections
    const swing = rssSwingMb * Math.sin((2 * Math.PI * seconds) / 170 + seed);
    const after = (perMin) => Math.max(0, seconds - 60) * (perMin / 60);
    const rss = 170 + warmUp + sawTooth + swing + noise(3) + after(mbPerMin);
    const heap = 60 + Math.min(seconds, 60) / 6 + noise(heapNoiseMb) + after(heapMbPerMin); // +10 MB in the warm-up
    samples.push({
      seconds,
      rssKb: Math.round(rss * 1024),
      heapKb: Math.round(heap * 1024),
      heapReadMs: 40 + (seconds % 7),
    });
  }
  return samples;
}

const measured = (samples, plan = PLAN) => ({
  driver: 'pglite',
  apiEntry: 'api/src/server.ts (tsx)',
  quick: false,
  plan,
  ...summarizeRss(samples, plan),
  heap: summarizeHeap(samples, plan),
  samples,
  load,
});
const heapRow = (section) => memoryBudgets(section)[0];
const rssRow = (section) => memoryBudgets(section)[1];
const cleanRow = (section) => memoryBudgets(section)[2];

test('the minute medians after the warm-up (RSS, and the heap when sampled) and their least-squares slope', () => {
  const flat = [60, 65, 70, 120, 125, 130, 180, 185].map((seconds, i) => ({ seconds, rssKb: (100 + (i % 3)) * 1024 }));
  assert.deepEqual(
    minuteMedians(flat, 60, 240).map((m) => [m.minute, m.rssMb, m.heapMb, m.samples]),
    [
      [1.5, 101, undefined, 3],
      [2.5, 101, undefined, 3],
      [3.5, 100.5, undefined, 2],
    ],
  );
  const withHeap = flat.map((s, i) => ({ ...s, heapKb: (50 + i) * 1024 }));
  assert.deepEqual(
    minuteMedians(withHeap, 60, 240).map((m) => m.heapMb),
    [51, 54, 56.5],
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

test('the least-squares slope: exact on a line, the fit through noise, undefined without two distinct x', () => {
  const line = [0, 1, 2, 3, 4].map((x) => ({ x, y: 10 + 1.5 * x }));
  assert.equal(leastSquaresSlope(line), 1.5);
  const zigzag = [0, 1, 2, 3].map((x) => ({ x, y: x + (x % 2 ? 1 : -1) })); // ±1 around y = x
  assert.equal(leastSquaresSlope(zigzag), 1.4);
  assert.equal(leastSquaresSlope([{ x: 1, y: 1 }]), undefined);
  assert.equal(
    leastSquaresSlope([
      { x: 2, y: 1 },
      { x: 2, y: 5 },
    ]),
    undefined,
  );
});

test('the heap summary: every heap sample from the early mark to the late one, a few ms late included', () => {
  const samples = [0, 5, 59.98, 65, 120.02, 180, 360.03, 365].map((seconds) => ({
    seconds,
    rssKb: 200_000,
    heapKb: 51_200 + seconds * 17.07, // 1 MB/min (17.07 kB/s)
  }));
  const heap = summarizeHeap(samples, PLAN);
  assert.deepEqual([heap.early.seconds, heap.late.seconds, heap.points], [59.98, 360.03, 5]);
  assert.ok(Math.abs(heap.slopeMbPerMin - 1) < 0.001, `slope ${heap.slopeMbPerMin}`);
  assert.equal(summarizeHeap([{ seconds: 60, rssKb: 1 }], PLAN), undefined, 'RSS-only samples have no heap');
});

test('a 1 MB/min heap leak fails the budget; a flat heap passes, however RSS swings', () => {
  const leak = heapRow(measured(series(1)));
  assert.equal(leak.status, STATUS.FAIL);
  assert.ok(Math.abs(leak.measured - 1) < 0.2, `slope ${leak.measured}`);
  assert.equal(leak.note, '61 samples every 5 s');
  for (const seed of [1, 7, 42, 99, 123, 2026]) {
    const flat = measured(series(0, { seed, rssSwingMb: 45 }));
    assert.equal(heapRow(flat).status, STATUS.PASS, `seed ${seed}: heap slope ${heapRow(flat).measured}`);
    assert.ok(Math.abs(heapRow(flat).measured) < 0.25, `seed ${seed}: heap slope ${heapRow(flat).measured}`);
    assert.equal(heapRow(measured(series(1, { seed }))).status, STATUS.FAIL, `seed ${seed}: the leak`);
  }
  assert.equal(heapRow(measured(series(4))).status, STATUS.FAIL, 'the 4 MB/min leak the old ratio let pass');
});

test('one sample caught with much in flight (+8 MB at the end) does not fail a flat heap', () => {
  const samples = series(0);
  samples.at(-1).heapKb += 8 * 1024;
  assert.equal(heapRow(measured(samples)).status, STATUS.PASS, `slope ${heapRow(measured(samples)).measured}`);
});

test('RSS is shown beside the heap, never judged: a slope of its swings is reported, not failed', () => {
  const swinging = measured(series(0, { rssSwingMb: 45, heapMbPerMin: 0 }));
  const rss = rssRow(swinging);
  assert.equal(rss.status, STATUS.REPORTED);
  assert.equal(rss.limit, 'none');
  assert.equal(rss.note, '5 minute medians');
  assert.ok(Math.abs(rss.measured) > 0.75, `the swing alone moves the RSS slope: ${rss.measured}`);
  assert.match(`${rss.section}: ${rss.what}`, /^Memory: API RSS growth .*slope/); // run.test.mjs lists it so
  assert.equal(heapRow(swinging).status, STATUS.PASS);
});

test('a quick run, a short run, a run without heap samples, a skipped or failed section never pass the heap budget', () => {
  const quick = memoryBudgets({ ...measured(series(0)), quick: true });
  assert.deepEqual(
    quick.map((b) => b.status),
    [STATUS.NOT_MEASURED, STATUS.NOT_MEASURED, STATUS.PASS],
  );
  assert.match(quick[0].note, /quick run/);
  const plan = { ...PLAN, totalSeconds: 300, lateSeconds: 300 };
  const short = heapRow(measured(series(0, { plan }), plan));
  assert.equal(short.status, STATUS.NOT_MEASURED);
  assert.match(short.note, /needs 5 min/);
  const rssOnly = series(0).map(({ seconds, rssKb }) => ({ seconds, rssKb })); // a run kept from before the heap
  assert.equal(heapRow(measured(rssOnly)).status, STATUS.NOT_MEASURED);
  assert.match(heapRow(measured(rssOnly)).note, /no heap samples/);
  const gappy = series(0).filter((s, i) => i % 2 === 0); // 31 heap samples where 60 are needed
  assert.equal(heapRow(measured(gappy)).status, STATUS.NOT_MEASURED);
  assert.deepEqual(
    memoryBudgets({ skipped: 'not in BENCH_SECTIONS' }).map((b) => b.status),
    [STATUS.NOT_MEASURED, STATUS.NOT_MEASURED, STATUS.NOT_MEASURED],
  );
  assert.deepEqual(
    memoryBudgets({ error: 'boom' }).map((b) => b.status),
    [STATUS.FAIL, STATUS.FAIL, STATUS.FAIL],
  );
});

test('the load must answer without errors, judged in a quick run too (a correctness row)', () => {
  const quickClean = cleanRow({ ...measured(series(0)), quick: true });
  assert.deepEqual([quickClean.status, quickClean.measured, quickClean.correctness], [STATUS.PASS, 0, true]);
  const broken = cleanRow({ ...measured(series(0)), load: { ...load, wrong: 2, timeouts: 1 } });
  assert.deepEqual([broken.status, broken.measured], [STATUS.FAIL, 3]);
});

test('the Markdown shows the heap and RSS at the marks, the minute medians, both slopes and the answers counted', () => {
  const text = memoryMarkdown({ ...measured(series(1)), responseCache: 'off (RESPONSE_CACHE_MAX_ENTRIES=0)' });
  assert.match(text, /^## Memory/);
  assert.match(text, /response cache off/);
  assert.match(text, /\| reading \| JS heap after a full GC \| RSS \| taken at \|/);
  assert.match(text, /\| early mark \(1 min\) \| \d+\.\d MB \| \d+\.\d MB \| 60 s \|/);
  assert.match(text, /\| median of minute 2 \| \d+\.\d MB \| \d+\.\d MB \| 12 samples \|/);
  assert.match(text, /\| median of minute 6 \|/);
  assert.match(
    text,
    /\*\*slope\*\* .*\| \*\*[01]\.\d\d MB\/min\*\* \| -?[01]\.\d\d MB\/min \| heap: 61 samples; RSS: 5 minute medians \|/,
  );
  assert.match(text, /\| product \| 15000 \| 0 \|/);
  assert.match(
    text,
    /Each heap read \(a full collection, the API paused meanwhile\) took a median of \d+ ms, max 46 ms/,
  );
  assert.match(memoryMarkdown({ error: 'API exited' }), /failed: `API exited`/);
  const old = memoryMarkdown(measured(series(0).map(({ seconds, rssKb }) => ({ seconds, rssKb }))));
  assert.match(old, /\| early mark \(1 min\) \| — \| \d+\.\d MB \|/, 'a run kept from before the heap still renders');
});

test('the chart draws the heap after GC and RSS, and the heap budget line', () => {
  const svg = rssChartSvg(measured(series(0)));
  assert.equal(svg.match(/<polyline /g).length, 2);
  assert.equal(svg.match(/<circle /g).length, 2 * 73);
  assert.match(svg, /JS heap after GC \(MB\), judged/);
  assert.match(svg, /RSS \(MB\), shown/);
  assert.match(svg, /heap budget: \+0\.75 MB\/min/);
  const old = rssChartSvg(measured(series(0).map(({ seconds, rssKb }) => ({ seconds, rssKb }))));
  assert.equal(old.match(/<polyline /g).length, 1, 'RSS alone for a run from before the heap');
});
