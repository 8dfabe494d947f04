// bench/REPORT.md from results.json: the budgets first, then each section's tables.
import { STATUS } from './budgets.mjs';

const ICON = { [STATUS.PASS]: '✅ pass', [STATUS.FAIL]: '❌ FAIL', [STATUS.NOT_MEASURED]: '⬜ not measured' };
const num = (value, digits = 0) => (value === undefined || value === null ? '—' : Number(value).toFixed(digits));
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function measuredText(budget) {
  const { measured, format } = budget;
  if (measured === undefined) return budget.note ?? '—';
  if (format === 'ratio') return num(measured, 2);
  if (format === 'ms') return `${num(measured)} ms`;
  if (format === 'perSec') return `${num(measured)} /s`;
  return String(measured);
}

function budgetTable(budgets) {
  return table(
    ['section', 'budget', 'limit', 'measured', 'margin', 'status'],
    budgets.map((b) => [
      b.section,
      b.what,
      b.limit,
      measuredText(b),
      b.by === undefined ? '' : `${b.by >= 0 ? '+' : ''}${(b.by * 100).toFixed(0)} %`,
      ICON[b.status],
    ]),
  );
}

function apiTable(api) {
  const rows = Object.values(api.results).map((r) => [
    r.label,
    r.connections,
    num(r.reqPerSec),
    num(r.ratio, 3),
    num(r.p50),
    num(r.p90),
    num(r.p99),
    num(r.max),
    num(r.apiCpuMsPerRequest, 2),
    `${r.errors + r.timeouts + r.non2xx} / ${r.wrong}`,
  ]);
  return table(
    [
      'operation',
      'conns',
      'req/s',
      '÷ ceiling',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'API CPU ms/req',
      'errors / wrong answers',
    ],
    rows,
  );
}

function apiSectionText(title, api, skipped) {
  if (!api) return `### ${title}\n\nNot measured in this run: ${skipped}.\n`;
  if (api.error) return `### ${title}\n\nThe section failed: \`${api.error.replace(/`/g, "'")}\`\n`;
  const s = api.stock;
  const sql = s.unitsInOrders === undefined ? '' : `; units in orders (SQL) ${s.unitsInOrders}`;
  const firstWrong = Object.entries(api.results)
    .filter(([, r]) => r.firstWrong)
    .map(([name, r]) => `- first wrong answer of ${name}: \`${r.firstWrong.replace(/`/g, "'")}\``);
  return [
    `### ${title}`,
    '',
    apiTable(api),
    '',
    `Stock of the bench product (${s.productId}): start ${s.start}, orders placed ${s.sold}, end ${s.end}${sql}: ${s.exact ? 'exact ✅' : 'NOT exact ❌'}.`,
    ...(firstWrong.length ? ['', ...firstWrong] : []),
    '',
  ].join('\n');
}

export function renderMarkdown(results, { chart }) {
  const { machine, settings, sections, budgets } = results;
  const count = (status) => budgets.filter((b) => b.status === status).length;
  return `# Del Campo: benchmark report

Written by \`npm run bench\` (bench/run.mjs) on ${results.generatedAt}; the raw figures are in [results.json](results.json).
Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB RAM, Node ${machine.node}, ${machine.os}.
Settings: ${settings.seconds} s per operation after ${settings.warmupSeconds} s of warm-up, ${settings.connections} connections (login ${settings.loginConnections}), API from ${settings.apiEntry}.${settings.note ? `\n${settings.note}` : ''}

**Budgets: ${count(STATUS.PASS)} pass, ${count(STATUS.FAIL)} fail, ${count(STATUS.NOT_MEASURED)} not measured.** A budget that was not measured is never a pass.

${budgetTable(budgets)}

## How to read this report

- Absolute req/s and latencies drift on a shared machine; the column "÷ ceiling" does not as much: it divides each operation's
  req/s by the req/s of \`{ __typename }\` measured minutes earlier in the same run on the same API process. The ceiling is
  what Fastify + Mercurius + the app's plugins (helmet, CORS, rate limit, request id, GraphQL limits) cost with no resolver work.
- Load comes from autocannon in a second process on loopback: the API and the load generator share the machine's cores, so
  the figures are a floor for the API alone.
- "errors" counts socket errors, timeouts and non-2xx answers; "wrong answers" counts HTTP 200 answers that carry GraphQL
  \`errors\` or lack the success marker (\`"status":true\`). Any of them in placeOrder breaks its budget.
- "API CPU ms/req" is the API process's own CPU time (user + system, from /proc) divided by the answers it gave: it does
  not include the database server's work (PostgreSQL is another process; PGlite runs inside the API, so it is included).
- login is slow on purpose (argon2id, the same cost for an unknown e-mail); it is reported, not budgeted.
- placeOrder: each request is a new checkout (new idempotency key) of 1 unit of one product whose stock was raised first;
  at the end the stock must equal start − orders placed (counted on the server, orders in flight when the load stopped included).

## API

${chart ? `![API throughput as a ratio to the trivial query](${chart})\n` : ''}
${apiSectionText('PGlite (embedded)', sections.apiPglite, 'skipped')}
${apiSectionText('PostgreSQL', sections.apiPostgres, 'set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database the bench may create databases next to')}
## Not measured yet

| section | what | status |
|---|---|---|
| Web | per page JS/CSS bytes (gzip, brotli), request count, Lighthouse 12.8 mobile and desktop | not measured yet |
| Web | federation tax: composed ÷ single-bundle build, bytes and LCP | not measured yet |
| Scale | 100,000 products and 1,000,000 orders generator; deepest page, admin order list, dashboard, EXPLAIN plans | not measured yet |
| Memory | API RSS during a 5-minute bounded load | not measured yet |
| Build | full clean build time; rebuild of one remote alone | not measured yet |
`;
}
