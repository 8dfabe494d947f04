// The API under test as a separate process on 127.0.0.1, demo data seeded; and throw-away databases.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READY_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 30_000;
const SQL_COUNTER = path.join(import.meta.dirname, 'sql-counter.mjs');

async function sqlStatementsOf(port) {
  const res = await fetch(`http://127.0.0.1:${port}/`);
  return (await res.json()).statements;
}

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls /ready for up to READY_TIMEOUT_MS; throws with the API's last stderr when it exits or times out. */
async function untilReady(child, url, stderr) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}) before it was ready:\n${stderr()}`);
    const ok = await fetch(`${url}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`API not ready after ${READY_TIMEOUT_MS / 1000} s:\n${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * BENCH_API_WORKERS > 1 on PostgreSQL: the API's cluster mode (API_WORKERS), which needs Redis to
 * share throttles, events and cache invalidation (BENCH_REDIS_URL, default the local server).
 */
function workersEnv(databaseUrl) {
  const workers = Number(process.env.BENCH_API_WORKERS || 1);
  if (!databaseUrl || workers <= 1) return { API_WORKERS: '1', REDIS_URL: '' };
  return { API_WORKERS: String(workers), REDIS_URL: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379' };
}

/**
 * `node --import tsx api/src/server.ts` (BENCH_API=dist: the built api/dist/server.js) on PGlite in
 * a temporary directory, or on `databaseUrl`. Rate limits are lifted: the load comes from one IP
 * and one account. Logs at warn (BENCH_API_LOG_LEVEL), so the API does not pay for request lines.
 * `root`: another checkout of the repository whose API to run (bench/api/try-order.mjs compares two);
 * `nodeArgs`: options for node itself (`--cpu-prof`, which NODE_OPTIONS does not accept);
 * `launcher`: a command node runs under (valgrind, instructions.mjs); `built`: the built API.
 */
export async function startApi({
  databaseUrl,
  env = {},
  root = ROOT,
  nodeArgs = [],
  countSql = false,
  launcher = [],
  built = process.env.BENCH_API === 'dist',
} = {}) {
  const port = await freePort();
  const sqlCounterPort = countSql ? await freePort() : undefined;
  const counter = countSql ? ['--import', SQL_COUNTER] : [];
  const dataDir = databaseUrl ? undefined : await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
  const args = [
    ...nodeArgs,
    ...(built ? [...counter, 'api/dist/server.js'] : ['--import', 'tsx', ...counter, 'api/src/server.ts']),
  ];
  const [command, ...commandArgs] = [...launcher, process.execPath, ...args];
  const child = spawn(command, [...commandArgs], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir ?? '',
      SEED_DEMO: 'true',
      // No demo order history: the load and scale figures stay comparable with earlier runs.
      SEED_DEMO_ORDERS: 'false',
      LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_MAX: '100000000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      // Every login of the load is the same account, many in flight at once: the per-e-mail throttle
      // (counted up front) would refuse all but 5 of them. It still runs; only its limit is lifted.
      LOGIN_MAX_FAILURES_PER_EMAIL: '100000',
      SMTP_URL: '',
      PAYMENT_PROVIDER: 'test',
      ...workersEnv(databaseUrl),
      ...(countSql && { BENCH_SQL_COUNTER_PORT: String(sqlCounterPort) }),
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // An API that has not shut down in STOP_GRACE_MS (e.g. under valgrind) is killed.
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(kill);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await untilReady(child, url, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    workers: Number(workersEnv(databaseUrl).API_WORKERS),
    // countSql: the statements the API has run so far (sql-counter.mjs), or undefined.
    sqlStatements: countSql ? () => sqlStatementsOf(sqlCounterPort) : undefined,
    stop,
  };
}

/**
 * A new empty database `<prefix>_<pid>_<time>` next to `baseUrl`'s; `drop()` removes it (forcing off
 * any session left).
 */
export async function freshDatabase(baseUrl, prefix = 'bench') {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}

/** One SQL statement on `url`. */
export async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}
