// The API section on one database: the API in its own process, autocannon in another, the
// scenarios one after the other in the same run, each as a ratio to the trivial query (the ceiling).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gql, login } from './client.mjs';
import { DEMO } from './demo.mjs';
import { openOrderWindows } from './order-windows.mjs';
import { QUERIES, firstPageVariables } from './queries.mjs';
import { apiScenarios, catalogueScenarios, UNCACHED_SUFFIX } from './scenarios.mjs';
import { freshDatabase, startApi } from './server.mjs';
import { listInstructions, unavailableReason } from './instructions.mjs';
import { listPairOperations, pairedCpu, statementsPerAnswer } from './paired-cpu.mjs';
import { cpuMs } from './proc-cpu.mjs';
import { orderProductIds } from './order-products.mjs';
import { raiseStock, settledSnapshot, snapshot, unitsInOrders } from './stock.mjs';

const LOAD_SCRIPT = path.join(import.meta.dirname, 'load.mjs');

/** One operation under load, from load.mjs in its own process; resolves with its JSON line. */
export function runLoad(spec) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOAD_SCRIPT, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load.mjs exited ${code}`))));
  });
}

/** Each scenario under load in turn, with the API process's CPU per answer. */
async function measureScenarios(api, scenarios, base, log) {
  const results = {};
  for (const { name, label, ...spec } of scenarios) {
    log(`  ${name} ...`);
    const cpuBefore = cpuMs(api.pid);
    const result = await runLoad({ ...base, ...spec, url: api.url });
    // The API's own CPU per answer (warm-up included on both sides): what the database costs is not in it.
    const cpu = cpuMs(api.pid) - cpuBefore;
    const apiCpuMsPerRequest = Number.isFinite(cpu) && result.answered ? cpu / result.answered : undefined;
    results[name] = { label, ...result, apiCpuMsPerRequest };
  }
  return results;
}

/**
 * The product list's figures that do not move with load (paired-cpu.mjs): its API CPU per answer ÷
 * the trivial query's over interleaved blocks, and the SQL statements per answer of each.
 */
async function measurePaired(api) {
  const operations = listPairOperations(DEMO.category);
  const cpu = await pairedCpu(api, operations);
  const statements = await statementsPerAnswer(api, operations);
  return { cpu, statements };
}

/**
 * The catalogue reads again on a second API process with the answer cache off
 * (RESPONSE_CACHE_MAX_ENTRIES=0): what each costs when it reaches the resolvers and the database.
 */
async function measureUncached(databaseUrl, base, log) {
  const api = await startApi({ databaseUrl, env: { RESPONSE_CACHE_MAX_ENTRIES: '0' }, countSql: true });
  try {
    const page = await gql(api.url, QUERIES.productsPage, firstPageVariables(DEMO.category));
    const productId = page.productsPage.products[0].id;
    const scenarios = catalogueScenarios({ category: DEMO.category, productId }).map((scenario) => ({
      ...scenario,
      name: `${scenario.name}${UNCACHED_SUFFIX}`,
      label: `${scenario.label}, cache off`,
    }));
    const results = await measureScenarios(api, scenarios, base, log);
    log('  productsPage, cache off: paired CPU and SQL statements, one request at a time ...');
    results.listPaired = await measurePaired(api);
    return results;
  } finally {
    await api.stop();
  }
}

/**
 * The product list's instructions per answer ÷ the trivial query's, under callgrind
 * (instructions.mjs), or why they were not counted.
 */
async function measureInstructions(databaseUrl, log) {
  const unavailable = unavailableReason();
  if (unavailable) return { skipped: unavailable };
  log('  productsPage, cache off: instructions per answer under callgrind (node --jitless) ...');
  try {
    return await listInstructions(databaseUrl, listPairOperations(DEMO.category));
  } catch (error) {
    // Its row shows "not measured" with the reason; the section's other figures stand.
    return { error: String(error?.message ?? error).slice(0, 300) };
  }
}

/** Runs the API section on PGlite (no databaseUrl) or on a fresh database of the PostgreSQL server `serverUrl`. */
export async function apiSection({ serverUrl, seconds, warmupSeconds, connections, loginConnections, log }) {
  const database = serverUrl ? await freshDatabase(serverUrl) : undefined;
  let api;
  try {
    api = await startApi({ databaseUrl: database?.url });
    const clientToken = await login(api.url, DEMO.client);
    const category = DEMO.category;
    const productIds = await orderProductIds(api.url, category);
    const productId = productIds[0]; // the first card of the category, as the storefront lists it
    await raiseStock(api, database?.url, productIds);
    const windowIds = await openOrderWindows(api.url);
    const before = await snapshot(api.url, clientToken, productIds);

    const base = { seconds, warmupSeconds, connections, expect: '"status":true' };
    const scenarios = apiScenarios({
      category,
      productId,
      orderProductIds: productIds,
      windowIds,
      clientToken,
      loginConnections,
    });
    const results = await measureScenarios(api, scenarios, base, log);

    const after = await settledSnapshot(api.url, clientToken, productIds);
    const sold = after.orders - before.orders;
    const stock = {
      productIds,
      start: before.stock,
      end: after.stock,
      sold,
      exact: after.stock === before.stock - sold,
    };
    if (database) {
      stock.unitsInOrders = await unitsInOrders(database.url, productIds);
      stock.exact &&= stock.unitsInOrders === sold;
    }
    await api.stop();
    const { listPaired, ...uncached } = await measureUncached(database?.url, base, log);
    Object.assign(results, uncached);
    if (database) listPaired.instructions = await measureInstructions(database.url, log);
    for (const result of Object.values(results)) result.ratio = result.reqPerSec / results.ceiling.reqPerSec;
    return {
      driver: database ? 'postgres' : 'pglite',
      apiPid: api.pid,
      apiWorkers: api.workers,
      results,
      listPaired,
      stock,
    };
  } finally {
    await api?.stop();
    await database?.drop();
  }
}
