// The memory section in the report: its budget rows (the heap slope judged, the RSS slope shown beside
// it), its Markdown and its chart of both series.
import { check, STATUS } from '../report/budgets.mjs';
import { lineChartSvg } from '../report/line-chart.mjs';

/**
 * The heap slope budget: the least-squares slope of the JS heap after a full collection, every sample
 * from the 1-minute warm-up's end, over at least 5 minutes. 0.75 MB/min: a leak of 1 MB/min fails.
 * After a full collection the heap is what the API holds; what moves it from sample to sample is what
 * is in flight at that instant: ±0.2 MB around 57 MB in two quick runs at 200 req/s on PGlite, while
 * RSS swung 233-328 MB inside a minute. A fit through 61 samples of that noise moves by ~0.01 MB/min,
 * so 0.75 leaves room for the heap's own drift and still fails 1 MB/min (heap-drill.test.mjs reads a
 * real process keeping 12 MB/min above 12 × the limit). A heap that still grows after the warm-up (a
 * cache without a bound, a list kept per request) is what the budget is for.
 */
export const SLOPE_LIMIT_MB_PER_MIN = 0.75;
const SERIES_SECONDS = 300;
const mb = (kb) => (kb === undefined ? '—' : `${(kb / 1024).toFixed(1)} MB`);
const at = (seconds) => (seconds % 60 === 0 && seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`);
const failures = (load) => load.errors + load.timeouts + load.non2xx + load.wrong;

export function memoryBudgets(section) {
  const heapRow = {
    section: 'Memory',
    what: 'API JS heap after a full GC under bounded load, cache off: least-squares slope of the samples after 1 min (MB/min)',
    limit: `<= ${SLOPE_LIMIT_MB_PER_MIN} MB/min`,
    format: 'mbPerMin',
  };
  const rssRow = {
    section: 'Memory',
    what: 'API RSS growth under bounded load, cache off (shown beside the heap, not judged): slope of the per-minute medians after 1 min (MB/min)',
    limit: 'none',
    format: 'mbPerMin',
  };
  const clean = { section: 'Memory', what: 'bounded load: errors + wrong answers', limit: '0', correctness: true };
  const rows = [heapRow, rssRow, clean];
  if (!section || section.skipped) {
    return rows.map((b) => ({ ...b, status: STATUS.NOT_MEASURED, note: section?.skipped ?? 'skipped' }));
  }
  if (section.error) return rows.map((b) => ({ ...b, status: STATUS.FAIL, note: 'section failed' }));
  const failed = failures(section.load);
  const cleanRow = { ...clean, status: failed === 0 ? STATUS.PASS : STATUS.FAIL, measured: failed, format: 'count' };
  return [{ ...heapRow, ...heapCheck(section) }, { ...rssRow, ...rssShown(section) }, cleanRow];
}

/** Why a series cannot be read: a quick run, or less than 5 min after the warm-up; else undefined. */
function tooShort({ quick, plan }) {
  if (quick) return `quick run (${plan.totalSeconds} s): proves nothing`;
  const seriesSeconds = plan.lateSeconds - plan.earlySeconds;
  if (seriesSeconds < SERIES_SECONDS)
    return `a series of ${at(seriesSeconds)} after the warm-up; the budget needs 5 min`;
  return undefined;
}

/** The heap budget; a run without heap samples (one kept from before they were taken) is not measured. */
function heapCheck(section) {
  const { plan, heap } = section;
  const short = tooShort(section);
  if (short) return { status: STATUS.NOT_MEASURED, note: short };
  const needed = SERIES_SECONDS / plan.intervalSeconds;
  if (!heap) return { status: STATUS.NOT_MEASURED, note: 'no heap samples (a run from before they were taken)' };
  if (heap.points < needed) {
    return {
      status: STATUS.NOT_MEASURED,
      note: `${heap.points} heap samples after the warm-up; the budget needs ${needed}`,
    };
  }
  return {
    ...check(heap.slopeMbPerMin, SLOPE_LIMIT_MB_PER_MIN, 'max'),
    note: `${heap.points} samples every ${plan.intervalSeconds} s`,
  };
}

/** The RSS slope, reported: it swings too much inside a minute to be judged (-9.79 then +6.68 MB/min on one commit). */
function rssShown(section) {
  const { minutes, slopeMbPerMin } = section;
  const short = tooShort(section);
  if (short || (minutes?.length ?? 0) < SERIES_SECONDS / 60 || slopeMbPerMin === undefined) {
    return { status: STATUS.NOT_MEASURED, note: short ?? `${minutes?.length ?? 0} minute medians; 5 needed` };
  }
  return { status: STATUS.REPORTED, measured: slopeMbPerMin, note: `${minutes.length} minute medians` };
}

/** The budget's line on the chart: the heap's first minute median grown at the limit's slope to the last minute. */
function slopeLine({ minutes }) {
  const heap = minutes?.filter((m) => m.heapMb !== undefined) ?? [];
  if (!heap.length) return undefined;
  const first = heap[0];
  const last = heap.at(-1);
  const y = first.heapMb + (last.minute - first.minute) * SLOPE_LIMIT_MB_PER_MIN;
  return { y, label: `heap budget: +${SLOPE_LIMIT_MB_PER_MIN} MB/min from the first minute's median` };
}

export function rssChartSvg(section) {
  const { plan, samples } = section;
  const heap = samples.filter((s) => s.heapKb !== undefined);
  return lineChartSvg({
    title: `API memory under ${plan.rate} req/s of bounded load (${section.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    series: [
      ...(heap.length
        ? [
            {
              name: 'JS heap after GC (MB), judged',
              points: heap.map((s) => ({ x: s.seconds, y: s.heapKb / 1024 })),
            },
          ]
        : []),
      { name: 'RSS (MB), shown', points: samples.map((s) => ({ x: s.seconds, y: s.rssKb / 1024 })) },
    ],
    xLabel: 'seconds since the load started',
    yLabel: 'MB',
    marks: [
      { x: plan.earlySeconds, label: at(plan.earlySeconds) },
      { x: plan.lateSeconds, label: at(plan.lateSeconds) },
    ],
    limit: slopeLine(section),
    formatY: (v) => v.toFixed(0),
  });
}

const slopeText = (slope, bold) => {
  if (slope === undefined) return '—';
  const text = `${slope.toFixed(2)} MB/min`;
  return bold ? `**${text}**` : text;
};

/** The sample with the most of `key`, among those that have it. */
const maxOf = (samples, key) =>
  samples.filter((s) => s[key] !== undefined).reduce((a, b) => (!a || b[key] > a[key] ? b : a), undefined);

function memoryTable({ plan, start, early, late, ratio, max, minutes = [], slopeMbPerMin, heap, samples }) {
  const heapMax = maxOf(samples, 'heapKb');
  return [
    '| reading | JS heap after a full GC | RSS | taken at |',
    '|---|---|---|---|',
    `| load starts | ${mb(start.heapKb)} | ${mb(start.rssKb)} | ${start.seconds} s |`,
    `| early mark (${at(plan.earlySeconds)}) | ${mb(early.heapKb)} | ${mb(early.rssKb)} | ${early.seconds} s |`,
    ...minutes.map(
      (m) =>
        `| median of minute ${Math.floor(m.minute) + 1} | ${m.heapMb === undefined ? '—' : `${m.heapMb.toFixed(1)} MB`} | ${m.rssMb.toFixed(1)} MB | ${m.samples} samples |`,
    ),
    `| late mark (${at(plan.lateSeconds)}) | ${mb(late.heapKb)} | ${mb(late.rssKb)} | ${late.seconds} s |`,
    `| **slope** (heap: judged, ≤ ${SLOPE_LIMIT_MB_PER_MIN} MB/min; RSS: shown) | ${slopeText(heap?.slopeMbPerMin, true)} | ${slopeText(slopeMbPerMin)} | heap: ${heap?.points ?? 0} samples; RSS: ${minutes.length} minute medians |`,
    `| late ÷ early (reported) | ${heap ? (heap.late.heapKb / heap.early.heapKb).toFixed(3) : '—'} | ${ratio.toFixed(3)} | |`,
    `| max | ${heapMax ? `${mb(heapMax.heapKb)} at ${heapMax.seconds} s` : '—'} | ${mb(max.rssKb)} at ${max.seconds} s | |`,
  ].join('\n');
}

function loadTable(load) {
  const rows = Object.entries(load.byOperation).map(([name, op]) => `| ${name} | ${op.answered} | ${op.wrong} |`);
  return ['| operation | answers | wrong answers |', '|---|---|---|', ...rows].join('\n');
}

function loadLine(load, plan) {
  const short = load.reqPerSec < plan.rate * 0.9 ? ' ⚠️ below the target: the API did not keep up' : '';
  return (
    `Load: target ${plan.rate} req/s from ${plan.connections} connections, achieved ${load.reqPerSec.toFixed(1)} req/s${short}; ` +
    `${load.answered} answers, latency p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.max} ms; ` +
    `socket errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}, wrong answers ${load.wrong}.`
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** How long the full collections paused the API: they show in the load's latency, not in its answers. */
function pauseLine(samples) {
  const reads = samples.map((s) => s.heapReadMs).filter((ms) => ms !== undefined);
  if (!reads.length) return [];
  return [
    '',
    `Each heap read (a full collection, the API paused meanwhile) took a median of ${median(reads)} ms, max ${Math.max(...reads)} ms, once every sample.`,
  ];
}

export function memoryMarkdown(section) {
  if (!section || section.skipped)
    return `## Memory\n\nNot measured in this run${section ? `: ${section.skipped}` : ''}.\n`;
  if (section.error) return `## Memory\n\nThe section failed: \`${section.error.replace(/`/g, "'")}\`\n`;
  const { plan, load } = section;
  const database =
    section.driver === 'postgres' ? 'PostgreSQL (a fresh database)' : 'PGlite (embedded, inside the API process)';
  return [
    '## Memory',
    '',
    `The API (\`${section.apiEntry}\`) on ${database}, response cache ${section.responseCache ?? 'on'}, under a bounded load for ${at(plan.totalSeconds)}; every ${plan.intervalSeconds} s its RSS (VmRSS of /proc/<pid>/status), then its JS heap after a full garbage collection (over the inspector on 127.0.0.1).` +
      (section.quick ? ' **Quick run: a smoke test of the section, it says nothing about memory.**' : ''),
    '',
    memoryTable(section),
    '',
    loadLine(load, plan),
    ...pauseLine(section.samples),
    ...(failures(load) > 0 && load.firstWrong
      ? ['', `First wrong answer: \`${load.firstWrong.replace(/`/g, "'")}\``]
      : []),
    '',
    loadTable(load),
    '',
    ...(section.chart ? [`![API heap after GC and RSS over time under bounded load](${section.chart})`, ''] : []),
    'How to read:',
    '',
    '- The load is a fixed rate well under what the API can serve (the API section gives its capacity), from autocannon in a second',
    '  process; each connection cycles through a storefront mix: product lists, product pages, categories, session checks and',
    '  1 checkout in 20 (`placeOrder`, a new idempotency key each).',
    '- Each sample asks the API (over the Chrome DevTools Protocol) for a full garbage collection (`HeapProfiler.collectGarbage`), then',
    '  for the heap it still uses (`Runtime.getHeapUsage`): what survives a full collection is what the API holds, without the',
    "  collector's saw-tooth. The API pauses for that collection every sample; RSS is read just before it.",
    '- The first minute is warm-up (JIT, pools, V8 growing its heap) and is left out. The budget reads the heap samples after it:',
    `  the least-squares slope of all of them in MB per minute, over at least 5 minutes: ${SLOPE_LIMIT_MB_PER_MIN} MB/min at most, so a 1 MB/min`,
    '  leak fails. Every sample, not a median per minute: after a full collection there is no saw-tooth for a median to step over, and a',
    '  fit through ~61 samples averages their small noise better than one through 5 medians.',
    '- RSS is shown beside it, not judged: the slope of its per-minute medians changed sign between two runs of one commit',
    '  (-9.79, then +6.68 MB/min) because RSS swings ~90 MB inside a minute. RSS is the API process only: PGlite runs inside it (its',
    '  WASM memory is in RSS, not in the JS heap: a leak there shows only in RSS), PostgreSQL is another process (not counted).',
    '- The response cache is off for this API process, so the reads reach the resolvers and the database: a cache filling up to its bound',
    '  is not taken for a leak, and a leak on the uncached path is not hidden behind cache hits.',
    '',
  ].join('\n');
}
