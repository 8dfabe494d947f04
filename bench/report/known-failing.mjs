// The budgets known to fail today, each with the issue that fixes it: the report shows them as
// "failing (known: #N)" with the reason (never hidden), and they do not make the bench exit 1, so a
// new regression is not lost behind them. Remove an entry when its issue lands (the report says
// "passes: take it off the known failures" once the row passes). Keys: "<section>: <what>".
// Listed from the full run of 9291ba9 (bench/REPORT.md, 2026-11-28); placeOrder's reason measured 2026-11-29.
// Login's and register's TBT left the list when their forms were adopted (hydration, 3780ac7): the
// full run of 0bbfb5e measured 128 and 131 ms.

const ORDERS_WAIT_FOR_THE_START =
  'the content needs the session, so the browser draws it: the order list comes after the host start-up (main-thread work) and its query; the page chunks are preloaded since 81ffd9e';

export const KNOWN_FAILING = [
  { key: 'Web: Lighthouse mobile performance: orders', issue: '#30', reason: ORDERS_WAIT_FOR_THE_START },
  { key: 'Web: Lighthouse mobile LCP: orders', issue: '#30', reason: ORDERS_WAIT_FOR_THE_START },
  { key: 'Web: Lighthouse mobile performance: order', issue: '#30', reason: ORDERS_WAIT_FOR_THE_START },
  { key: 'Web: Lighthouse mobile LCP: order', issue: '#30', reason: ORDERS_WAIT_FOR_THE_START },
  {
    key: 'API PostgreSQL: placeOrder orders/s',
    issue: '#31',
    reason:
      "the API spends ~6 ms of its one worker's CPU per order, so one worker tops out near 160/s on this machine: bench/api/try-order.mjs gave 138-140/s with the orders spread over the category's 11 products (as the bench now loads them) and 90/s with every order on one product (2026-11-29); two workers were slower (86/s: they, PostgreSQL and the load share 2 cores). 200/s needs less work per order",
  },
];
