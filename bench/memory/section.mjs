// The memory section: the API in its own process (PostgreSQL when settings.postgresUrl is set, else
// PGlite) with the response cache off and its inspector on 127.0.0.1, a bounded storefront load from a
// second process; every 5 s the API's RSS, then its JS heap after a full collection. The budget reads
// the least-squares slope of the heap samples after the warm-up; RSS is shown beside it, not judged.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { login } from '../api/client.mjs';
import { DEMO } from '../api/demo.mjs';
import { openOrderWindows } from '../api/order-windows.mjs';
import { freshDatabase, startApi } from '../api/server.mjs';
import { orderProductIds } from '../api/order-products.mjs';
import { raiseStock } from '../api/stock.mjs';
import { renderPng } from '../report/chart.mjs';
import { connectHeap, freeInspectorPort, inspectArg, summarizeHeap } from './heap.mjs';
import { memoryPlan } from './plan.mjs';
import { rssChartSvg } from './report.mjs';
import { sampleMemory, summarizeRss } from './rss.mjs';

export { memoryBudgets, memoryMarkdown } from './report.mjs';

const LOAD_SCRIPT = path.join(import.meta.dirname, 'load.mjs');
const CHART = 'charts/memory-rss.png';
const GRACE_SECONDS = 2; // the load outlasts the last sample, so every sample is taken under load

/** Starts load.mjs; `started` resolves when the load begins, `done` with its result line. */
function startLoad(spec) {
  const child = spawn(process.execPath, [LOAD_SCRIPT, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  let onStart;
  const started = new Promise((resolve) => (onStart = resolve));
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (out.includes('\n')) onStart(Date.now());
  });
  const done = new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`memory/load.mjs exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    }),
  );
  done.catch(() => onStart(undefined));
  return { started, done, stop: () => child.exitCode === null && child.kill('SIGTERM') };
}

async function measure(api, heap, spec, plan, log) {
  const load = startLoad({ ...spec, seconds: plan.totalSeconds + GRACE_SECONDS });
  try {
    const startedAt = await load.started;
    if (startedAt === undefined) return await load.done; // throws the load's failure
    const samples = await sampleMemory({
      pid: api.pid,
      heap,
      startedAt,
      ...plan,
      onSample: ({ seconds, rssKb, heapKb }) => {
        if (Math.round(seconds) % 30 === 0 || seconds >= plan.totalSeconds - 1 || plan.totalSeconds <= 60) {
          log(
            `${Math.round(seconds)} s: heap after GC ${(heapKb / 1024).toFixed(1)} MB, RSS ${(rssKb / 1024).toFixed(1)} MB`,
          );
        }
      },
    });
    return { samples, load: await load.done };
  } finally {
    load.stop();
  }
}

async function prepare(api, databaseUrl) {
  const clientToken = await login(api.url, DEMO.client);
  const productIds = await orderProductIds(api.url, DEMO.category);
  const productId = productIds[0]; // the first card of the category, as the storefront lists it
  await raiseStock(api, databaseUrl, productIds);
  const windowIds = await openOrderWindows(api.url);
  return { url: api.url, category: DEMO.category, productId, orderProductIds: productIds, windowIds, clientToken };
}

async function onApi(databaseUrl, plan, log) {
  const inspectPort = await freeInspectorPort();
  const api = await startApi({
    databaseUrl,
    // The response cache off: every read reaches the resolvers and the database, so a leak on that path
    // shows, and a cache filling up to its bound does not pass for one. One process: with workers
    // (BENCH_API_WORKERS) the process started here only supervises, and its heap would say nothing.
    env: { RESPONSE_CACHE_MAX_ENTRIES: '0', API_WORKERS: '1', REDIS_URL: '' },
    nodeArgs: [inspectArg(inspectPort)],
  });
  try {
    const target = await prepare(api, databaseUrl);
    log(
      `${plan.rate} req/s from ${plan.connections} connections for ${plan.totalSeconds} s, RSS and heap after GC every ${plan.intervalSeconds} s`,
    );
    const heap = await connectHeap(inspectPort);
    try {
      return await measure(api, heap, { ...target, rate: plan.rate, connections: plan.connections }, plan, log);
    } finally {
      await heap.close(); // before stop: an API with its debugger attached would wait for it to leave
    }
  } finally {
    await api.stop();
  }
}

/** settings.outDir: where REPORT.md goes (default bench/); the chart goes to its charts/. */
export async function memorySection({ log, postgresUrl, quick, outDir }) {
  const plan = memoryPlan({ quick });
  const database = postgresUrl ? await freshDatabase(postgresUrl) : undefined;
  let measured;
  try {
    measured = await onApi(database?.url, plan, log);
  } finally {
    await database?.drop();
  }
  const section = {
    driver: database ? 'postgres' : 'pglite',
    apiEntry: process.env.BENCH_API === 'dist' ? 'api/dist/server.js' : 'api/src/server.ts (tsx)',
    quick: Boolean(quick),
    responseCache: 'off (RESPONSE_CACHE_MAX_ENTRIES=0)',
    plan,
    ...summarizeRss(measured.samples, plan),
    heap: summarizeHeap(measured.samples, plan),
    samples: measured.samples,
    load: measured.load,
  };
  const file = path.join(outDir ?? path.join(import.meta.dirname, '..'), CHART);
  return { ...section, chart: (await renderPng(rssChartSvg(section), file)) ? CHART : undefined };
}
