// The exact rows a quick run (BENCH_QUICK, what `npm test` runs) judges, written out by hand so that a
// row that stops being judged (or starts) fails the bench's own tests: bench/report/quick-judged.test.mjs
// on fabricated figures, bench/run.test.mjs on a real quick run. Keys: "<section>: <what>".
const SHOPPER_PAGES = ['home', 'category', 'product', 'checkout', 'orders', 'order', 'login', 'register'];

export const QUICK_JUDGED = [
  ...SHOPPER_PAGES.map((page) => `Web: initial JS (gzip, until load): ${page}`),
  'Web: first "agregar": more JS (gzip)',
  ...SHOPPER_PAGES.map((page) => `Web: federation tax (JS+CSS bytes, composed ÷ monolith): ${page}`),
  "Web: bytes of remote-admin on a shopper's pages",
  ...SHOPPER_PAGES.map((page) => `Web: antd bytes on a shopper page: ${page}`),
  'Web: rules schemas (valibot) on a form page (gzip): register, checkout, admin product edit',
  'Web: rules schemas (valibot) on home, category and product',
  'Memory: bounded load: errors + wrong answers',
  'API PGlite: product list, cache off: SQL statements per answer',
];

/** Judged only when a PostgreSQL server is given (the apiPostgres section runs). */
export const QUICK_JUDGED_WITH_POSTGRES = [
  'API PostgreSQL: placeOrder errors',
  'API PostgreSQL: stock at the end = start − sold',
  'API PostgreSQL: product list, cache off: SQL statements per answer',
  'API PostgreSQL: product list, cache off: instructions per answer ÷ trivial query (callgrind, node --jitless)',
];
