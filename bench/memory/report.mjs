// The memory section in the report: its budget row, its Markdown and its RSS chart.
import { check, STATUS } from '../report/budgets.mjs';
import { lineChartSvg } from '../report/line-chart.mjs';

/**
 * The RSS slope budget: the least-squares slope of the per-minute RSS medians after the 1-minute
 * warm-up, over at least 5 minutes. 0.75 MB/min: a leak of 1 MB/min fails; the committed run of
 * 754bd45 (cache on, 4 minutes) gave 0.49 while its cache filled to its bound, flat after.
 */
export const SLOPE_LIMIT_MB_PER_MIN = 0.75;
const SERIES_SECONDS = 300;
const mb = (kb) => (kb / 1024).toFixed(1);
const at = (seconds) => (seconds % 60 === 0 && seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`);
const failures = (load) => load.errors + load.timeouts + load.non2xx + load.wrong;

export function memoryBudgets(section) {
  const row = {
    section: 'Memory',
    what: 'API RSS growth under bounded load, cache off: slope of the per-minute medians after 1 min (MB/min)',
    limit: `<= ${SLOPE_LIMIT_MB_PER_MIN} MB/min`,
    format: 'mbPerMin',
  };
  const clean = { section: 'Memory', what: 'bounded load: errors + wrong answers', limit: '0', correctness: true };
  if (!section || section.skipped) {
    return [row, clean].map((b) => ({ ...b, status: STATUS.NOT_MEASURED, note: section?.skipped ?? 'skipped' }));
  }
  if (section.error) return [row, clean].map((b) => ({ ...b, status: STATUS.FAIL, note: 'section failed' }));
  const failed = failures(section.load);
  const cleanRow = { ...clean, status: failed === 0 ? STATUS.PASS : STATUS.FAIL, measured: failed, format: 'count' };
  return [{ ...row, ...slopeCheck(section) }, cleanRow];
}

/** The slope budget: a quick run or a series shorter than 5 min after the warm-up is not measured. */
function slopeCheck({ quick, plan, slopeMbPerMin, minutes }) {
  if (quick) return { status: STATUS.NOT_MEASURED, note: `quick run (${plan.totalSeconds} s): proves nothing` };
  const seriesSeconds = plan.lateSeconds - plan.earlySeconds;
  if (seriesSeconds < SERIES_SECONDS || (minutes?.length ?? 0) < SERIES_SECONDS / 60) {
    return {
      status: STATUS.NOT_MEASURED,
      note: `a series of ${at(seriesSeconds)} after the warm-up; the budget needs 5 min`,
    };
  }
  return { ...check(slopeMbPerMin, SLOPE_LIMIT_MB_PER_MIN, 'max'), note: `${minutes.length} minute medians` };
}

/** The budget's line on the chart: the first minute's median growing at the limit's slope, at the last minute. */
function slopeLine({ minutes }) {
  if (!minutes?.length) return undefined;
  const first = minutes[0];
  const last = minutes.at(-1);
  const y = first.rssMb + (last.minute - first.minute) * SLOPE_LIMIT_MB_PER_MIN;
  return { y, label: `budget: +${SLOPE_LIMIT_MB_PER_MIN} MB/min from the first minute's median` };
}

export function rssChartSvg(section) {
  const { plan, samples } = section;
  return lineChartSvg({
    title: `API RSS under ${plan.rate} req/s of bounded load (${section.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    series: [
      { name: 'RSS of the API process (MB)', points: samples.map((s) => ({ x: s.seconds, y: s.rssKb / 1024 })) },
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

function rssTable({ plan, start, early, late, ratio, max, minutes = [], slopeMbPerMin }) {
  const slope = slopeMbPerMin === undefined ? '—' : `**${slopeMbPerMin.toFixed(2)} MB/min**`;
  return [
    '| reading | RSS | taken at |',
    '|---|---|---|',
    `| load starts | ${mb(start.rssKb)} MB | ${start.seconds} s |`,
    `| early mark (${at(plan.earlySeconds)}) | ${mb(early.rssKb)} MB | ${early.seconds} s |`,
    ...minutes.map(
      (m) => `| median of minute ${Math.floor(m.minute) + 1} | ${m.rssMb.toFixed(1)} MB | ${m.samples} samples |`,
    ),
    `| late mark (${at(plan.lateSeconds)}) | ${mb(late.rssKb)} MB | ${late.seconds} s |`,
    `| **slope of the minute medians** | ${slope} (budget ≤ ${SLOPE_LIMIT_MB_PER_MIN} MB/min) | |`,
    `| late ÷ early (reported) | ${ratio.toFixed(3)} | |`,
    `| max | ${mb(max.rssKb)} MB | ${max.seconds} s |`,
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
    `The API (\`${section.apiEntry}\`) on ${database}, response cache ${section.responseCache ?? 'on'}, under a bounded load for ${at(plan.totalSeconds)}; its RSS (VmRSS of /proc/<pid>/status) read every ${plan.intervalSeconds} s.` +
      (section.quick ? ' **Quick run: a smoke test of the section, it says nothing about memory.**' : ''),
    '',
    rssTable(section),
    '',
    loadLine(load, plan),
    ...(failures(load) > 0 && load.firstWrong
      ? ['', `First wrong answer: \`${load.firstWrong.replace(/`/g, "'")}\``]
      : []),
    '',
    loadTable(load),
    '',
    ...(section.chart ? [`![API RSS over time under bounded load](${section.chart})`, ''] : []),
    'How to read:',
    '',
    '- The load is a fixed rate well under what the API can serve (the API section gives its capacity), from autocannon in a second',
    '  process; each connection cycles through a storefront mix: product lists, product pages, categories, session checks and',
    '  1 checkout in 20 (`placeOrder`, a new idempotency key each).',
    '- The first minute is warm-up (JIT, pools, V8 growing its heap) and is left out. The budget reads the series after it: the median',
    "  RSS of each minute (a median ignores the garbage collector's saw-tooth inside the minute), then the least-squares slope of those",
    `  medians in MB per minute, over at least 5 minutes: ${SLOPE_LIMIT_MB_PER_MIN} MB/min at most, so a 1 MB/min leak fails. Two single samples`,
    '  (the former late ÷ early ratio, still shown) are noisier than the leak they were meant to catch.',
    '- The response cache is off for this API process, so the reads reach the resolvers and the database: a cache filling up to its bound',
    '  is not taken for a leak, and a leak on the uncached path is not hidden behind cache hits.',
    '- RSS is the API process only: PGlite runs inside it (its WASM heap is counted), PostgreSQL is another process (not counted).',
    '',
  ].join('\n');
}
