import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { needAll, needPostgres, needRedis, REDIS_TEST_URL, serviceTest } from './test/services.js';

// API_WORKERS=2: a real server process (src/server.ts) forks two workers that share its port,
// replaces one that dies, and on SIGTERM lets both drain and exits 0 with no worker left behind.
const API_ROOT = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = REDIS_TEST_URL;
const services = needAll(
  await needPostgres('workers share a PostgreSQL database (PGlite is one process)'),
  await needRedis('API_WORKERS > 1 needs REDIS_URL'),
);

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The pids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  const text = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  return text ? text.split(/\s+/).map(Number) : [];
}

const isRunning = (pid: number) => existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(statusOf(pid));
const statusOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function categories(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ categories { slug } }' }),
  });
  const body = (await response.json()) as { data?: { categories: unknown[] } };
  assert.ok(Array.isArray(body.data?.categories), JSON.stringify(body));
  return response.status;
}

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/ready`).then(
    (response) => response.ok,
    () => false,
  );

serviceTest(
  services,
  'API_WORKERS=2 serves from two workers, replaces a dead one and shuts down cleanly on SIGTERM',
  {},
  async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL,
        REDIS_URL,
        API_WORKERS: '2',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Workers that logged "Server listening" (pino JSON lines carry the pid): started and serving.
    const listening = new Set<number>();
    createInterface({ input: primary.stdout }).on('line', (text) => {
      if (!text.startsWith('{')) return;
      const line = JSON.parse(text) as { pid?: number; msg?: string };
      if (line.pid && line.msg?.startsWith('Server listening')) listening.add(line.pid);
    });
    const serving = (pids: number[]) => pids.length === 2 && pids.every((worker) => listening.has(worker));
    let stderr = '';
    primary.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(primary, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      const pid = primary.pid!;
      await until(() => serving(childrenOf(pid)), 'two workers serving');
      assert.equal(await ready(port), true);
      const workers = childrenOf(pid);
      const answers = await Promise.all(Array.from({ length: 20 }, () => categories(port)));
      assert.deepEqual(new Set(answers), new Set([200]));

      process.kill(workers[0]!, 'SIGKILL');
      await until(() => {
        const now = childrenOf(pid);
        return serving(now) && !now.includes(workers[0]!);
      }, 'a replacement worker serving');
      assert.equal(await categories(port), 200);
      assert.match(stderr, new RegExp(`API worker ${workers[0]} died \\(SIGKILL\\); starting another`));

      const survivors = childrenOf(pid);
      primary.kill('SIGTERM');
      const [code, signal] = await exited;
      assert.deepEqual({ code, signal }, { code: 0, signal: null }, stderr);
      assert.match(stderr, /Stopping 2 API workers \(SIGTERM\)/);
      for (const worker of survivors) assert.equal(isRunning(worker), false, `worker ${worker} still running`);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nserver stderr:\n${stderr}`, { cause: error });
    } finally {
      if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGKILL');
    }
  },
);
