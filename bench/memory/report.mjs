// The memory section in the report: its budget row, its Markdown and its RSS chart.
import { check, STATUS } from '../report/budgets.mjs';
import { lineChartSvg } from '../report/line-chart.mjs';

const LIMIT = 1.1;
const BUDGET_SECONDS = 300;
const mb = (kb) => (kb / 1024).toFixed(1);
const at = (seconds) => (seconds % 60 === 0 && seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`);
const failures = (load) => load.errors + load.timeouts + load.non2xx + load.wrong;

export function memoryBudgets(section) {
  const row = {
    section: 'Memory',
    what: 'API RSS after 5 min ÷ after 1 min of bounded load',
    limit: '<= 1.10',
    format: 'ratio',
  };
  const clean = { section: 'Memory', what: 'bounded load: errors + wrong answers', limit: '0', correctness: true };
  if (!section || section.skipped) {
    return [row, clean].map((b) => ({ ...b, status: STATUS.NOT_MEASURED, note: section?.skipped ?? 'skipped' }));
  }
  if (section.error) return [row, clean].map((b) => ({ ...b, status: STATUS.FAIL, note: 'section failed' }));
  const failed = failures(section.load);
  const cleanRow = { ...clean, status: failed === 0 ? STATUS.PASS : STATUS.FAIL, measured: failed, format: 'count' };
  return [{ ...row, ...ratioCheck(section) }, cleanRow];
}

/** The RSS budget: a quick run or one shorter than 5 min is not measured (a short run proves nothing). */
function ratioCheck({ quick, plan, ratio }) {
  if (quick) return { status: STATUS.NOT_MEASURED, note: `quick run (${plan.totalSeconds} s): proves nothing` };
  if (plan.lateSeconds < BUDGET_SECONDS) {
    return { status: STATUS.NOT_MEASURED, note: `ran ${at(plan.lateSeconds)}, the budget needs 5 min` };
  }
  return check(ratio, LIMIT, 'max');
}

export function rssChartSvg(section) {
  const { plan, early, samples } = section;
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
    limit: { y: (early.rssKb * LIMIT) / 1024, label: `budget: ${LIMIT.toFixed(2)} × RSS at ${at(plan.earlySeconds)}` },
    formatY: (v) => v.toFixed(0),
  });
}

function rssTable({ plan, start, early, late, ratio, max }) {
  return [
    '| reading | RSS | taken at |',
    '|---|---|---|',
    `| load starts | ${mb(start.rssKb)} MB | ${start.seconds} s |`,
    `| early mark (${at(plan.earlySeconds)}) | ${mb(early.rssKb)} MB | ${early.seconds} s |`,
    `| late mark (${at(plan.lateSeconds)}) | ${mb(late.rssKb)} MB | ${late.seconds} s |`,
    `| **late ÷ early** | **${ratio.toFixed(3)}** (budget ≤ ${LIMIT.toFixed(2)}) | |`,
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
    `The API (\`${section.apiEntry}\`) on ${database}, under a bounded load for ${at(plan.totalSeconds)}; its RSS (VmRSS of /proc/<pid>/status) read every ${plan.intervalSeconds} s.` +
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
    '- The first minute is warm-up (JIT, caches, pools, V8 growing its heap): the budget compares the end with the 1-minute mark, not',
    '  with the start. A ratio near 1.00 means memory is flat; a steady climb in the chart means something keeps growing.',
    '- RSS is the API process only: PGlite runs inside it (its WASM heap is counted), PostgreSQL is another process (not counted).',
    '',
  ].join('\n');
}
