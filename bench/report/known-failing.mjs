// The budgets known to fail today, each with the issue that fixes it: the report shows them as
// "failing (known: #N)" with the reason (never hidden), and they do not make the bench exit 1, so a
// new regression is not lost behind them. Remove an entry when its issue lands (the report says
// "passes: take it off the known failures" once the row passes). Keys: "<section>: <what>".
// Listed from the full run of 9291ba9 (bench/REPORT.md, 2026-11-28); placeOrder's reason measured 2026-11-29.
// Login's and register's TBT left the list when their forms were adopted (hydration, 3780ac7): the
// full run of 0bbfb5e measured 128 and 131 ms. Mis compras' and an order's performance and LCP left
// it when their frames began to say what the page holds (f854fe5: 99 / 99, LCP 1.7 / 1.4 s, median of 3).

// placeOrder on PostgreSQL left it when the full run of 9466a15 measured 223/s (limit 200; 149/s on
// the slower machine of cd2548b, 279/s on 0bbfb5e's): it moves with the machine, and the report shows it.
const LOGGED_IN_TBT_REASON =
  "the logged-in order pages' TBT sits on its limit and flips from run to run (Mis compras 200 / 232 / 189 ms, an order's page 123 / 177 / 218 ms in the full runs of e3d42eb and a9dd2b0 and the web run of 1fbd0d6, min-max 81-373 over those runs): their content comes after the host's start, remote-cart and the session's query, in the page's last long tasks; drawing it on the server (the session in a cookie) is the margin issue 30 asks for";

export const KNOWN_FAILING = [
  { key: 'Web: Lighthouse mobile TBT: orders', issue: '#30', reason: LOGGED_IN_TBT_REASON },
  { key: 'Web: Lighthouse mobile TBT: order', issue: '#30', reason: LOGGED_IN_TBT_REASON },
];
