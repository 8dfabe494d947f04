// Issue 28 item 6: NODE_ENV is read by one rule (scripts/node-env.mjs): production in any case,
// an unknown value refused at start, demo data only with SEED_DEMO.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.js';
import { queryRows } from './db/database.js';
import { testConfig } from './test/helper.js';

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** `node --import tsx src/server.ts` with `env`: its exit code and what it wrote to stderr. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', REDIS_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, stderr });
    });
  });
}

test('an unknown NODE_ENV stops the API at start with a clear message and exit code 1', async () => {
  const { code, stderr } = await runServer({ NODE_ENV: 'staging', DEMO_MODE: 'true' });
  assert.equal(code, 1);
  assert.match(stderr, /NODE_ENV must be development, production or test \(in any case\); got "staging"\./);
  assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace: a message for the operator');
});

test('NODE_ENV=Production with DEMO_MODE=true on a DATABASE_URL is refused at start (no seeding)', async () => {
  const { code, stderr } = await runServer({
    NODE_ENV: 'Production',
    DEMO_MODE: 'true',
    JWT_SECRET: 'p'.repeat(40),
    // Never reached: the configuration is refused first.
    DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never',
  });
  assert.equal(code, 1);
  assert.match(stderr, /DEMO_MODE must be off when NODE_ENV=production/);
});

async function demoAccounts(env: Record<string, string | undefined>): Promise<number> {
  // An empty embedded database of its own, whatever TEST_DATABASE_URL says: seeding needs an empty one.
  const app = await buildApp(testConfig({ DATABASE_URL: undefined, DATA_DIR: 'memory://', ...env }));
  try {
    const [row] = await queryRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from users where email = 'admin@delcampo.mx'`,
    );
    return row?.count ?? 0;
  } finally {
    await app.close();
  }
}

test('DEMO_MODE alone seeds no demo account; SEED_DEMO=true does', async () => {
  assert.equal(await demoAccounts({ DEMO_MODE: 'true', SEED_DEMO: undefined }), 0);
  assert.equal(await demoAccounts({ DEMO_MODE: 'true', SEED_DEMO: 'true', SEED_DEMO_ORDERS: 'false' }), 1);
});
