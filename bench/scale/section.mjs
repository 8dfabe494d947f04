// The Scale section (issue #8): a generated catalogue of 100,000 products and 1,000,000 orders on
// a fresh PostgreSQL database, the real API in its own process, sequential GraphQL requests timed on
// loopback, and EXPLAIN (ANALYZE, BUFFERS) of the exact SQL the API sent for each of them.
import { login } from '../api/client.mjs';
import { DEMO } from '../api/demo.mjs';
import { freshDatabase, sql, startApi } from '../api/server.mjs';
import { explainStatements } from './explain.mjs';
import { generateScaleData } from './generate.mjs';
import { timeRequest, send } from './measure.mjs';
import { FULL_SIZES, QUICK_SIZES } from './plan.mjs';
import { scaleRequests } from './scenarios.mjs';
import { startSqlCapture } from './sql-capture.mjs';

export { scaleBudgets } from './budgets.mjs';
export { scaleMarkdown } from './markdown.mjs';

/**
 * The API's answer cache (RESPONSE_CACHE_*) would serve every repeated catalogue request from
 * memory: the section measures the database work, so its API processes run with the cache off.
 */
async function startUncachedApi(databaseUrl) {
  const before = process.env.RESPONSE_CACHE_MAX_ENTRIES;
  process.env.RESPONSE_CACHE_MAX_ENTRIES = '0';
  try {
    return await startApi({ databaseUrl });
  } finally {
    if (before === undefined) delete process.env.RESPONSE_CACHE_MAX_ENTRIES;
    else process.env.RESPONSE_CACHE_MAX_ENTRIES = before;
  }
}

const PGLITE_NOTE =
  'not measured: seeding 1,000,000 orders into the embedded PGlite is not cheap; PostgreSQL is production';

/** The active category with the most products a shopper can see. */
async function biggestCategory(databaseUrl) {
  const [row] = await sql(
    databaseUrl,
    `select c.slug, count(*)::int as products from products p join categories c on c.id = p.category_id
     where p.is_active and c.is_active group by c.slug order by count(*) desc limit 1`,
  );
  return row;
}

/** Runs each request once through the SQL capture (after one warm-up) and explains what it sent. */
async function capturePlans(databaseUrl, biggest, log) {
  const capture = await startSqlCapture(databaseUrl);
  const api = await startUncachedApi(capture.url);
  try {
    const token = await login(api.url, DEMO.admin);
    const requests = await scaleRequests(api.url, biggest.slug);
    const plans = {};
    for (const [name, request] of Object.entries(requests)) {
      const auth = request.admin ? token : undefined;
      await send(api.url, request, auth);
      capture.start();
      await send(api.url, request, auth);
      plans[name] = await explainStatements(databaseUrl, capture.stop());
      log(`  explained ${name}: ${plans[name].length} statements`);
    }
    return { requests, plans };
  } finally {
    await api.stop();
    await capture.close();
  }
}

async function timeAll(databaseUrl, requests, { quick, log }) {
  const api = await startUncachedApi(databaseUrl);
  try {
    const token = await login(api.url, DEMO.admin);
    const counts = quick ? { warmup: 3, samples: 10 } : { warmup: 5, samples: 30 };
    const queries = {};
    for (const [name, request] of Object.entries(requests)) {
      queries[name] = { label: request.label, ...(await timeRequest(api.url, request, { token, ...counts })) };
      log(`  ${name}: p50 ${queries[name].p50.toFixed(1)} ms, p95 ${queries[name].p95.toFixed(1)} ms`);
    }
    return queries;
  } finally {
    await api.stop();
  }
}

/** Slowest deep page (LAST, or NEXT to the last page) ÷ the first page, by median latency. */
function deepRatio(queries, prefix) {
  const first = queries[`${prefix}First`]?.p50;
  const deepest = Math.max(queries[`${prefix}Last`]?.p50 ?? 0, queries[`${prefix}Next`]?.p50 ?? 0);
  return first ? deepest / first : undefined;
}

function withPlanFigures(queries, plans) {
  for (const [name, figures] of Object.entries(queries)) {
    const statements = plans[name] ?? [];
    figures.sqlMs = statements.reduce((sum, statement) => sum + (statement.executionMs ?? 0), 0);
    figures.indexes = [...new Set(statements.flatMap((statement) => statement.indexes))];
    figures.seqScans = [...new Set(statements.flatMap((statement) => statement.seqScans))];
  }
  return queries;
}

export async function scaleSection({ log = () => {}, postgresUrl, quick = false } = {}) {
  if (!postgresUrl) {
    throw new Error('The Scale section needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  }
  const sizes = quick ? QUICK_SIZES : FULL_SIZES;
  const database = await freshDatabase(postgresUrl, 'delcampo_bench_scale');
  try {
    log(`  ${database.name}: migrations and demo seed through the API ...`);
    await (await startUncachedApi(database.url)).stop();
    log(`  seeding ${sizes.products} products and ${sizes.orders} orders ...`);
    const seed = await generateScaleData(database.url, sizes, log);
    const biggest = await biggestCategory(database.url);
    const { requests, plans } = await capturePlans(database.url, biggest, log);
    const queries = withPlanFigures(await timeAll(database.url, requests, { quick, log }), plans);
    const ratios = { biggestCategory: deepRatio(queries, 'category'), allProducts: deepRatio(queries, 'all') };
    ratios.deepest = Math.max(ratios.biggestCategory ?? 0, ratios.allProducts ?? 0) || undefined;
    return {
      driver: 'postgres',
      pglite: PGLITE_NOTE,
      quick,
      sizes,
      rows: seed.rows,
      seedSeconds: seed.seedSeconds,
      vacuumAnalyzeSeconds: seed.analyzeSeconds,
      biggestCategory: biggest,
      queries,
      ratios,
      plans,
    };
  } finally {
    await database.drop();
  }
}
