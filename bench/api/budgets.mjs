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

export const apiPgliteBudgets = (api) => [...listRatioBudget(api, 'PGlite'), ...cacheOnRows(api, 'PGlite')];
export const apiPostgresBudgets = (api) => [
  ...listRatioBudget(api, 'PostgreSQL'),
  ...postgresBudgets(api),
  ...cacheOnRows(api, 'PostgreSQL'),
];
