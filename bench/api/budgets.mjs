// The API budgets. The product list is judged with the response cache OFF (the second API process
// of the section, RESPONSE_CACHE_MAX_ENTRIES=0: every request reaches the resolvers and the SQL),
// against limits set from a measured baseline; the cache-on figures are reported beside them as what
// the cache adds, not judged. On PostgreSQL also placeOrder's rate, errors and exact stock.
import { check, STATUS } from '../report/budgets.mjs';

const { PASS, FAIL, NOT_MEASURED } = STATUS;
const CONNECTIONS_OF_THE_P99_BUDGET = 50;

/**
 * Baseline: bench/REPORT.md of 754bd45 (2 × AMD EPYC, 10 s per operation, 50 connections), productsPage
 * cache off: 0.045 of the ceiling on PGlite, 0.119 on PostgreSQL, p99 57 ms on PostgreSQL. Each limit
 * is about 2/3 of the baseline (3/2 of it for the p99): run-to-run noise passes, a list 2x slower
 * fails. The aim is issue #8's 0.40 of the ceiling and a p99 of 25 ms, reached today only through the cache.
 */
export const PRODUCT_LIST_UNCACHED = {
  PGlite: { ratio: 0.03, baseline: 0.045 },
  PostgreSQL: { ratio: 0.08, baseline: 0.119, p99Ms: 85, p99BaselineMs: 57 },
  aim: { ratio: 0.4, p99Ms: 25 },
};

/**
 * The product list's figures measured one request at a time (paired-cpu.mjs; the statements judged in
 * every run, `npm test` included, the CPU ratio in full runs): its API CPU per answer ÷ the trivial query's, requests one at a time in
 * alternating blocks (main thread; on PGlite the SQL runs there too), and its SQL statements per
 * answer. Baseline and load-independence: docs/performance.md, "The product list, judged in every run".
 */
// statements: 2 per answer, with room for the few statements of the API's own background jobs that land in the
// counted window (a quick run at load 20 counted 2.1); a list that runs its query twice counts 4.
// cpuRatio: 7.4-8.7 on Node 20 at load 5-7, but 10.45 in a quiet clean-clone run on Node 26: it moves
// with the runtime, so it is judged in full runs only (limit 13; a list with twice the CPU gives ~16),
// and the quick run (npm test) judges the statements.
export const PRODUCT_LIST_PAIRED = { cpuRatio: 13, cpuBaseline: 8.1, statements: 2.5 };

/**
 * The product list's instructions per answer ÷ the trivial query's under callgrind on `node --jitless`
 * (instructions.mjs), on PostgreSQL, Node 26, 2026-11-28: 6.6-7.6 in six runs at load 3-4, 6.2-6.6
 * per round at load 6.5; a list costing 1.75x counted 11.9 (docs/performance.md). Limit: the highest
 * baseline plus 31 %.
 */
export const PRODUCT_LIST_INSTRUCTIONS = { ratio: 10, baseline: 7.1 };

/** The instructions row (PostgreSQL runs only): judged in every run, `npm test` included. */
function instructionsRow(api) {
  const counted = api?.listPaired?.instructions;
  const { ratio, baseline } = PRODUCT_LIST_INSTRUCTIONS;
  const measured = counted?.ratio === undefined ? undefined : Math.round(counted.ratio * 100) / 100;
  return {
    section: 'API PostgreSQL',
    what: 'product list, cache off: instructions per answer ÷ trivial query (callgrind, node --jitless)',
    limit: `<= ${ratio} (baseline ${baseline})`,
    ...check(measured, ratio, 'max'),
    format: 'ratio',
    loadIndependent: true,
    note:
      counted?.skipped ??
      counted?.error ??
      (counted && `${counted.rounds} rounds, per round ${counted.min.toFixed(1)}-${counted.max.toFixed(1)}`),
  };
}

/** Every run on PGlite: CPU ratio and statements. On PostgreSQL the statements (the SQL's CPU is the server's). */
function pairedBudgets(api, driverName) {
  const paired = api?.listPaired;
  const { cpuRatio, cpuBaseline, statements } = PRODUCT_LIST_PAIRED;
  const section = `API ${driverName}`;
  const cpu = paired?.cpu;
  const cpuRow = {
    section,
    what: 'product list, cache off: API CPU per answer ÷ trivial query (one request at a time)',
    limit: `<= ${cpuRatio} (baseline ${cpuBaseline})`,
    ...check(cpu && Math.round(cpu.ratio * 100) / 100, cpuRatio, 'max'),
    format: 'ratio',
    note: cpu ? `${cpu.pairs} pairs, per-pair ${cpu.min.toFixed(1)}-${cpu.max.toFixed(1)}` : undefined,
  };
  const statementsRow = {
    section,
    what: 'product list, cache off: SQL statements per answer',
    limit: `<= ${statements}`,
    ...check(paired?.statements?.list, statements, 'max'),
    format: 'count',
    loadIndependent: true,
  };
  return driverName === 'PGlite' ? [cpuRow, statementsRow] : [statementsRow];
}

function listRatioBudget(api, driverName) {
  const limits = PRODUCT_LIST_UNCACHED[driverName];
  const list = api?.results?.productsPageUncached;
  return [
    {
      section: `API ${driverName}`,
      what: 'product list, cache off: req/s ÷ trivial query req/s',
      limit: `>= ${limits.ratio.toFixed(2)} (baseline ${limits.baseline}, aim ${PRODUCT_LIST_UNCACHED.aim.ratio.toFixed(2)})`,
      ...check(list?.ratio, limits.ratio, 'min'),
      format: 'ratio',
    },
  ];
}

/** Reported beside the judged rows, never judged: what the response cache adds (repeated requests are hits). */
function cacheOnRows(api, driverName) {
  const on = api?.results?.productsPage;
  const off = api?.results?.productsPageUncached;
  const gain = on && off?.reqPerSec > 0 ? ` (${(on.reqPerSec / off.reqPerSec).toFixed(0)}x the cache-off rate)` : '';
  return [
    {
      section: `API ${driverName}`,
      what: 'product list, cache on (what the cache adds, not judged): req/s ÷ trivial query req/s',
      limit: 'none',
      status: on ? STATUS.REPORTED : NOT_MEASURED,
      measured: on?.ratio,
      format: 'ratio',
      note: on ? `repeated requests answered by the response cache${gain}` : undefined,
    },
  ];
}

function p99Budget(api, connectionsWanted) {
  const list = api?.results?.productsPageUncached;
  const { p99Ms, p99BaselineMs } = PRODUCT_LIST_UNCACHED.PostgreSQL;
  const at50 = list && list.connections === connectionsWanted;
  return {
    section: 'API PostgreSQL',
    what: `product list, cache off: p99 at ${connectionsWanted} connections`,
    limit: `<= ${p99Ms} ms (baseline ${p99BaselineMs} ms, aim ${PRODUCT_LIST_UNCACHED.aim.p99Ms} ms)`,
    ...(at50
      ? check(list.p99, p99Ms, 'max')
      : { status: NOT_MEASURED, note: list ? `run at ${list.connections} connections` : undefined }),
    format: 'ms',
  };
}

function postgresBudgets(api, connectionsWanted = CONNECTIONS_OF_THE_P99_BUDGET) {
  const order = api?.results?.placeOrder;
  const orderClean = order && order.errors + order.timeouts + order.non2xx + order.wrong === 0;
  const budgets = [
    p99Budget(api, connectionsWanted),
    {
      section: 'API PostgreSQL',
      what: 'placeOrder orders/s',
      limit: '>= 200 /s',
      ...check(order?.reqPerSec, 200, 'min'),
      format: 'perSec',
    },
  ];
  if (order && api.stock) {
    const failed = order.errors + order.timeouts + order.non2xx + order.wrong;
    budgets.push(
      {
        section: 'API PostgreSQL',
        what: 'placeOrder errors',
        limit: '0',
        correctness: true,
        status: orderClean ? PASS : FAIL,
        measured: failed,
        format: 'count',
      },
      {
        section: 'API PostgreSQL',
        what: 'stock at the end = start − sold',
        limit: 'exact',
        correctness: true,
        status: api.stock.exact ? PASS : FAIL,
        measured: `${api.stock.start} − ${api.stock.sold} → ${api.stock.end}`,
      },
    );
  } else {
    budgets.push(
      { section: 'API PostgreSQL', what: 'placeOrder errors', limit: '0', status: NOT_MEASURED, correctness: true },
      {
        section: 'API PostgreSQL',
        what: 'stock at the end = start − sold',
        limit: 'exact',
        status: NOT_MEASURED,
        correctness: true,
      },
    );
  }
  return budgets;
}

export const apiPgliteBudgets = (api) => [
  ...listRatioBudget(api, 'PGlite'),
  ...pairedBudgets(api, 'PGlite'),
  ...cacheOnRows(api, 'PGlite'),
];
export const apiPostgresBudgets = (api) => [
  ...listRatioBudget(api, 'PostgreSQL'),
  ...pairedBudgets(api, 'PostgreSQL'),
  instructionsRow(api),
  ...postgresBudgets(api),
  ...cacheOnRows(api, 'PostgreSQL'),
];
