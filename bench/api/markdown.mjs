// REPORT.md's API part: one table per database and the throughput chart of both.
import path from 'node:path';
import { barChartSvg, renderPng } from '../report/chart.mjs';
import { num, table } from '../report/table.mjs';

const CHART = 'charts/api-throughput.png';

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
  const head = ['operation', 'conns', 'req/s', '÷ ceiling', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'];
  return table([...head, 'API CPU ms/req', 'errors / wrong answers'], rows);
}

function stockLine(s) {
  const sql = s.unitsInOrders === undefined ? '' : `; units in orders (SQL) ${s.unitsInOrders}`;
  const verdict = s.exact ? 'exact ✅' : 'NOT exact ❌';
  const products = s.productIds ? `${s.productIds.length} bench products` : `bench product (${s.productId})`;
  return `Stock of the ${products}: start ${s.start}, orders placed ${s.sold}, end ${s.end}${sql}: ${verdict}.`;
}

/** The product list's figures that do not move with load (paired-cpu.mjs), judged in every run. */
function pairedLines(paired) {
  if (!paired) return [];
  const { cpu, statements, instructions } = paired;
  const cpuText = cpu
    ? `API CPU per answer ${cpu.ratio.toFixed(2)}x the trivial query's (${cpu.pairs} pairs of ${cpu.listBlock} list / ${cpu.trivialBlock} trivial requests one at a time; per-pair ratio ${cpu.min.toFixed(1)}-${cpu.max.toFixed(1)}; median per answer ${Math.round(cpu.listUs)} µs vs ${Math.round(cpu.trivialUs)} µs, main thread)`
    : 'API CPU per answer: not measured (no Linux schedstat)';
  const sqlText = statements
    ? `${statements.list} SQL statements per answer (trivial query: ${statements.trivial})`
    : 'SQL statements: not counted';
  return [
    '',
    `Product list, cache off, one request at a time: ${cpuText}; ${sqlText}.`,
    ...instructionLines(instructions),
  ];
}

/** The PostgreSQL run's instruction count under callgrind (instructions.mjs), or why there is none. */
function instructionLines(counted) {
  if (!counted) return [];
  if (counted.ratio === undefined)
    return ['', `Instructions per answer: not counted (${counted.skipped ?? counted.error}).`];
  return [
    '',
    `Instructions per answer under callgrind (\`node ${counted.nodeFlags}\`, built API): list ${counted.listMillions.toFixed(1)} M vs trivial ${counted.trivialMillions.toFixed(2)} M (median rounds), ${counted.ratio.toFixed(2)}x over ${counted.rounds} rounds of ${counted.listBlock} / ${counted.trivialBlock} requests (per round ${counted.min.toFixed(1)}-${counted.max.toFixed(1)}).`,
  ];
}

function databaseText(title, api) {
  if (!api || api.skipped) return `### ${title}\n\nNot measured in this run: ${api?.skipped ?? 'skipped'}.\n`;
  if (api.error) return `### ${title}\n\nThe section failed: \`${api.error.replace(/`/g, "'")}\`\n`;
  const firstWrong = Object.entries(api.results)
    .filter(([, r]) => r.firstWrong)
    .map(([name, r]) => `- first wrong answer of ${name}: \`${r.firstWrong.replace(/`/g, "'")}\``);
  const workers =
    api.apiWorkers > 1
      ? [
          `API in cluster mode: ${api.apiWorkers} worker processes (BENCH_API_WORKERS → API_WORKERS, Redis shared); CPU is summed over them.`,
          '',
        ]
      : [];
  return [
    `### ${title}`,
    '',
    ...workers,
    apiTable(api),
    '',
    stockLine(api.stock),
    ...pairedLines(api.listPaired),
    ...(firstWrong.length ? ['', ...firstWrong] : []),
    '',
  ].join('\n');
}

const HOW_TO_READ = `- The column "÷ ceiling" divides each operation's req/s by the req/s of \`{ __typename }\` measured minutes earlier
  in the same run on the same API process: what Fastify + Mercurius + the app's plugins (helmet, CORS, rate limit,
  request id, GraphQL limits) cost with no resolver work. Absolute figures drift on a shared machine; the ratio less.
  The ceiling is never answered from the API's answer cache (a query of nothing but \`__typename\` is not cached).
- The catalogue reads (productsPage, product, categories) run twice: "cache on" on the API as deployed (repeated
  public catalogue answers come from the in-memory answer cache), then "cache off" on a second API process on the
  same data with \`RESPONSE_CACHE_MAX_ENTRIES=0\`, where every request reaches the resolvers and the database.
- The budgets judge the product list with the cache **off** (the resolvers and the SQL), against limits set from a
  measured baseline (bench/api/budgets.mjs); the cache-on rows show what the cache adds for repeated requests and are
  not judged.
- Load comes from autocannon in a second process on loopback: the API and the load generator share the machine's
  cores, so the figures are a floor for the API alone.
- "errors" counts socket errors, timeouts and non-2xx answers; "wrong answers" counts HTTP 200 answers that carry
  GraphQL \`errors\` or lack the success marker (\`"status":true\`). Any of them in placeOrder breaks its budget.
- "API CPU ms/req" is the API process's own CPU time (user + system, from /proc) per answer: it does not include
  PostgreSQL's work (another process); PGlite runs inside the API, so there it is included.
- "one request at a time": blocks of the trivial query and of the product list (cache off) alternate on one
  connection; the API's main-thread CPU time per block comes from Linux's scheduler (/proc schedstat) and the SQL
  statements from a bench-only preload that counts what Drizzle's query logger sees (bench/api/sql-counter.mjs).
  Neither moves with machine load, so both are judged in every run, \`npm test\`'s quick run included.
- login is slow on purpose (argon2id, the same cost for an unknown e-mail); it is reported, not budgeted.
- placeOrder: each request is a new checkout (new idempotency key) of 1 unit of one of the category's products in
  turn (up to 12: a shop's checkouts spread over its catalogue; bench/api/order-products.mjs), their stock raised
  first, booked into the demo zone's open windows in turn (each lifted to 10,000 places and the zone's minimum
  order taken off by the admin before the load: bench/api/order-windows.mjs); at the end the stock must equal
  start − orders placed (counted on the server, in-flight orders included).`;

/** Draws the req/s ÷ ceiling chart of the databases measured; returns its path relative to outDir, or undefined. */
export async function apiChart(sections, outDir) {
  const apis = [sections.apiPglite, sections.apiPostgres].filter((api) => api?.results);
  if (apis.length === 0) return undefined;
  const svg = barChartSvg({
    title: 'API req/s as a ratio to the trivial query (higher is better)',
    series: apis.map((api) => (api.driver === 'postgres' ? 'PostgreSQL' : 'PGlite')),
    rows: Object.keys(apis[0].results)
      .filter((name) => name !== 'ceiling')
      .map((name) => ({ label: name, values: apis.map((api) => api.results[name]?.ratio) })),
    marker: { value: 0.4, label: 'aim for the product list, cache off: 0.40' },
  });
  return (await renderPng(svg, path.join(outDir, CHART))) ? CHART : undefined;
}

export function apiMarkdown(sections, { chart } = {}) {
  const postgresSkip =
    'set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the bench may create databases on';
  return [
    '## API',
    '',
    HOW_TO_READ,
    '',
    chart ? `![API throughput as a ratio to the trivial query](${chart})\n` : '',
    databaseText('PGlite (embedded)', sections.apiPglite),
    databaseText('PostgreSQL', sections.apiPostgres ?? { skipped: postgresSkip }),
  ].join('\n');
}
