// The API budgets of issue #8: the product list against the ceiling on both databases, and on
// PostgreSQL its p99 at 50 connections and placeOrder's rate, errors and exact stock.
import { check, STATUS } from '../report/budgets.mjs';

const { PASS, FAIL, NOT_MEASURED } = STATUS;
const CONNECTIONS_OF_THE_P99_BUDGET = 50;

function listRatioBudget(api, driverName) {
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

function postgresBudgets(api, connectionsWanted = CONNECTIONS_OF_THE_P99_BUDGET) {
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
      { section: 'API PostgreSQL', what: 'placeOrder errors', limit: '0', status: NOT_MEASURED },
      { section: 'API PostgreSQL', what: 'stock at the end = start − sold', limit: 'exact', status: NOT_MEASURED },
    );
  }
  return budgets;
}

export const apiPgliteBudgets = (api) => listRatioBudget(api, 'PGlite');
export const apiPostgresBudgets = (api) => [...listRatioBudget(api, 'PostgreSQL'), ...postgresBudgets(api)];
