// Services of its own for an API suite that runs beside another (scripts/test-all.mjs): a Redis
// server on a free port and a PostgreSQL database next to TEST_DATABASE_URL's, so the two runs share
// no key, channel or table. Each returns undefined when it cannot be had; the runs then go one by one.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freshDatabase } from '../bench/api/server.mjs';

const READY_WITHIN_MS = 15_000;

/** A TCP port of 127.0.0.1 that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** A redis-server of its own on 127.0.0.1 (no persistence): `{ url, stop }`, or undefined without one. */
export async function privateRedis() {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) return undefined;
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const server = spawn('redis-server', args, { stdio: 'ignore' });
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers(port))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') };
}

/**
 * A new empty database on `baseUrl`'s server (bench/api/server.mjs' `freshDatabase`, named
 * `delcampo_<suffix>_<pid>_<time>`): `{ url, drop }`, or undefined when the server refuses it.
 */
export async function siblingDatabase(baseUrl, suffix) {
  try {
    return await freshDatabase(baseUrl, `delcampo_${suffix}`);
  } catch {
    return undefined;
  }
}
