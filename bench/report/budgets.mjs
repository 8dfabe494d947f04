// The budgets of issue #8, checked against results.json's sections. A budget whose section was not
// measured (not built yet, or skipped: no PostgreSQL) is "not measured": never a pass.

const PASS = 'pass';
const FAIL = 'fail';
const NOT_MEASURED = 'not measured';

/** at least / at most `limit`; `by` says how far from the limit (relative), signed so that < 0 is broken. */
function check(measured, limit, kind) {
  if (measured === undefined || measured === null) return { status: NOT_MEASURED };
  const margin = kind === 'min' ? (measured - limit) / limit : (limit - measured) / limit;
  return { status: margin >= 0 ? PASS : FAIL, measured, by: margin };
}

const notYet = (section, what, limit) => ({ section, what, limit, status: NOT_MEASURED, note: 'not measured yet' });

function apiBudgets(api, driverName) {
  const results = api?.results;
  const list = results?.productsPage;
  return [
    {
      section: `API ${driverName}`,
      what: 'product list req/s ÷ trivial query req/s',
      limit: '>= 0.40',
      ...check(list?.ratio, 0.4, 'min'),
      format: 'ratio',
    },
  ];
}

function postgresBudgets(api, connectionsWanted) {
  const results = api?.results;
  const list = results?.productsPage;
  const order = results?.placeOrder;
  const at50 = list && list.connections === connectionsWanted;
  const orderClean = order && order.errors + order.timeouts + order.non2xx + order.wrong === 0;
  const budgets = [
    {
      section: 'API PostgreSQL',
      what: `product list p99 at ${connectionsWanted} connections`,
      limit: '<= 25 ms',
      ...(at50
        ? check(list.p99, 25, 'max')
        : { status: NOT_MEASURED, note: list ? `run at ${list.connections} connections` : undefined }),
      format: 'ms',
    },
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
        status: orderClean ? PASS : FAIL,
        measured: failed,
        format: 'count',
      },
      {
        section: 'API PostgreSQL',
        what: 'stock at the end = start − sold',
        limit: 'exact',
        status: api.stock.exact ? PASS : FAIL,
        measured: `${api.stock.start} − ${api.stock.sold} → ${api.stock.end}`,
      },
    );
  } else {
    budgets.push(
      { section: 'API PostgreSQL', what: 'placeOrder errors', limit: '0', status: NOT_MEASURED },
      { section: 'API PostgreSQL', what: 'stock at the end = start − sold', limit: 'exact', status: NOT_MEASURED },
    );
  }
  return budgets;
}

/** A section that failed to run breaks all of its budgets (its error is in the report). */
const failedSection = (budget, section) =>
  section?.error ? { ...budget, status: FAIL, measured: undefined, by: undefined, note: 'section failed' } : budget;

/** Every budget of the issue, in report order. */
export function checkBudgets(sections) {
  const api = [
    ...apiBudgets(sections.apiPglite, 'PGlite').map((b) => failedSection(b, sections.apiPglite)),
    ...[...apiBudgets(sections.apiPostgres, 'PostgreSQL'), ...postgresBudgets(sections.apiPostgres, 50)].map((b) =>
      failedSection(b, sections.apiPostgres),
    ),
  ];
  return [
    ...api,
    notYet('Web', 'home initial JS (gzip)', '<= 250 KB'),
    notYet('Web', 'Lighthouse mobile performance: home, category, product', '>= 90'),
    notYet('Web', 'Lighthouse accessibility, every page', '100'),
    notYet('Web', 'CLS, every page', '<= 0.05'),
    notYet('Web', 'federation tax (bytes, composed ÷ monolith)', '<= 1.15'),
    notYet('Web', "bytes of remote-admin on a shopper's pages", '0'),
    notYet('Scale', 'deepest product page ÷ first page (100k products)', '<= 1.5'),
    notYet('Scale', 'admin order list by state and date (1M orders)', '<= 50 ms'),
    notYet('Scale', 'dashboard aggregates (1M orders)', '<= 50 ms'),
    notYet('Memory', 'API RSS after 5 min ÷ after 1 min of bounded load', '<= 1.10'),
  ];
}

export const STATUS = { PASS, FAIL, NOT_MEASURED };
