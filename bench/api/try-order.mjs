// node bench/api/try-order.mjs [--rounds 3] [--seconds 8] [--root DIR]... [--profile DIR] [--products N]
// placeOrder alone on PostgreSQL (BENCH_DATABASE_URL / TEST_DATABASE_URL, default the local server),
// as the API section measures it: a fresh database per run, the bench client's checkout of 1 unit
// with a new idempotency key per request, BENCH_CONNECTIONS (50) connections, BENCH_API_WORKERS.
// Each --root is another checkout of the repository whose API runs (default this one); rounds run
// the roots one after the other, so a before/after pair is measured minutes apart on a shared machine.
// --profile DIR: each API process writes a V8 CPU profile there (`node --cpu-prof`); the load's
// window is printed so bench/api/profile-top.mjs can keep only the samples taken under load.
// --products N: the orders spread over the category's first N products (default as the bench: order-products.mjs);
// 1 measures every order on one product's row.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { login } from './client.mjs';
import { DEMO } from './demo.mjs';
import { openOrderWindows } from './order-windows.mjs';
import { cpuMs } from './proc-cpu.mjs';
import { runLoad } from './section.mjs';
import { freshDatabase, startApi } from './server.mjs';
import { ORDER_PRODUCTS, orderProductIds } from './order-products.mjs';
import { raiseStock, settledSnapshot, snapshot, unitsInOrders } from './stock.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
    root: { type: 'string', multiple: true },
    profile: { type: 'string' },
    products: { type: 'string', default: String(ORDER_PRODUCTS) },
  },
});
const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const roots = (values.root ?? [path.resolve(import.meta.dirname, '..', '..')]).map((root) => path.resolve(root));
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const micros = () => Number(process.hrtime.bigint() / 1000n);

async function once(root) {
  const database = await freshDatabase(serverUrl, 'try_order');
  const nodeArgs = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
  let api;
  try {
    api = await startApi({ databaseUrl: database.url, nodeArgs, root });
    const token = await login(api.url, DEMO.client);
    const productIds = await orderProductIds(api.url, DEMO.category, Number(values.products));
    await raiseStock(api, database.url, productIds);
    const windowIds = await openOrderWindows(api.url);
    const before = await snapshot(api.url, token, productIds);
    const cpuBefore = cpuMs(api.pid);
    const startedAt = micros();
    const load = await runLoad({
      url: api.url,
      connections,
      seconds: Number(values.seconds),
      warmupSeconds: 1,
      expect: '"status":true',
      headers: { authorization: token },
      placeOrder: { productIds, windowIds },
    });
    const window = { from: startedAt, to: micros() };
    const cpu = cpuMs(api.pid) - cpuBefore;
    const after = await settledSnapshot(api.url, token, productIds);
    const sold = after.orders - before.orders;
    const units = await unitsInOrders(database.url, productIds);
    return {
      root: path.basename(root),
      workers: api.workers,
      ordersPerSec: Math.round(load.reqPerSec),
      p50: load.p50,
      p99: load.p99,
      apiCpuMsPerOrder: Number((cpu / load.answered).toFixed(2)),
      errors: load.errors + load.timeouts + load.non2xx,
      wrong: load.wrong,
      exactStock: after.stock === before.stock - sold && units === sold,
      loadWindowMicros: values.profile ? `${window.from}-${window.to}` : undefined,
      firstWrong: load.firstWrong,
    };
  } finally {
    await api?.stop();
    await database.drop();
  }
}

const runs = [];
for (let round = 1; round <= Number(values.rounds); round += 1) {
  for (const root of roots) {
    const result = await once(root);
    console.log(JSON.stringify({ round, ...result }));
    runs.push(result);
  }
}
console.table(runs.map(({ loadWindowMicros: _w, firstWrong: _f, ...run }) => run));
