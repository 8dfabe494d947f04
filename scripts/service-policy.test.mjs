// The policy of api/src/test/services.ts, the one helper of every API test that needs PostgreSQL
// or Redis, as `npm test` counts it: skipped with the reason outside CI, FAILED in CI (CI skips
// nothing), left to the api-postgres step when that step follows, run when the service answers.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { countNodeTap } from './test-counts.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVICES = pathToFileURL(path.join(ROOT, 'api', 'src', 'test', 'services.ts')).href;
const NOWHERE = 'redis://127.0.0.1:1';
const dir = mkdtempSync(path.join(tmpdir(), 'service-policy-'));
const fixture = path.join(dir, 'needs-services.test.mts');
// Something listening stands for a service that answers (the helper checks that a port accepts).
const listener = createServer((socket) => socket.destroy());
let answering = '';

before(async () => {
  writeFileSync(
    fixture,
    `import { needPostgres, needRedis, serviceTest } from '${SERVICES}';
serviceTest(await needPostgres('two instances share it'), 'needs PostgreSQL', {}, () => {});
serviceTest(await needRedis('events go through it'), 'needs Redis', {}, () => {});
`,
  );
  await new Promise((resolve) => listener.listen(0, '127.0.0.1', resolve));
  answering = `127.0.0.1:${listener.address().port}`;
});
after(() => {
  listener.close();
  rmSync(dir, { recursive: true, force: true });
});

function run(env) {
  const tap = path.join(dir, 'out.tap');
  const { NODE_TEST_CONTEXT: _, ...inherited } = process.env;
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=tap', `--test-reporter-destination=${tap}`, fixture],
    { cwd: path.join(ROOT, 'api'), env: { ...inherited, CI: '', TEST_POSTGRES_STEP: '', ...env } },
  );
  const text = readFileSync(tap, 'utf8');
  return { text, counts: countNodeTap(text, child.status) };
}

test('outside CI, a missing service skips its tests with the reason, counted as skipped', () => {
  const { text, counts } = run({ TEST_DATABASE_URL: '', TEST_REDIS_URL: NOWHERE });
  assert.deepEqual(counts, { passed: 0, failed: 0, skipped: 2 });
  assert.match(text, /# SKIP needs PostgreSQL \(TEST_DATABASE_URL is not set\): two instances share it/);
  assert.match(text, /# SKIP needs Redis at redis:\/\/127\.0\.0\.1:1 \(TEST_REDIS_URL\), which does not answer/);
});

test('in CI a missing service fails its tests, saying so', () => {
  const { text, counts } = run({ CI: 'true', TEST_DATABASE_URL: '', TEST_REDIS_URL: NOWHERE });
  assert.deepEqual(counts, { passed: 0, failed: 2, skipped: 0 });
  assert.match(text, /CI skips nothing: this test needs PostgreSQL \(TEST_DATABASE_URL is not set\)/);
  assert.match(text, /CI skips nothing: this test needs Redis at redis:\/\/127\.0\.0\.1:1/);
  const unreachable = run({
    CI: 'true',
    TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x',
    TEST_REDIS_URL: NOWHERE,
  });
  assert.match(
    unreachable.text,
    /needs PostgreSQL at postgres:\/\/127\.0\.0\.1:1 \(TEST_DATABASE_URL\), which does not answer/,
  );
});

test('the PGlite step leaves PostgreSQL-only tests to the api-postgres step that follows', () => {
  const { text, counts } = run({
    CI: 'true',
    TEST_POSTGRES_STEP: 'later',
    TEST_DATABASE_URL: '',
    TEST_REDIS_URL: NOWHERE,
  });
  assert.deepEqual(counts, { passed: 0, failed: 1, skipped: 0 }, 'Redis is still judged here');
  assert.doesNotMatch(text, /needs PostgreSQL/);
});

test('services that answer: the tests run', () => {
  const { counts } = run({
    CI: 'true',
    TEST_DATABASE_URL: `postgres://postgres@${answering}/shop`,
    TEST_REDIS_URL: `redis://${answering}`,
  });
  assert.deepEqual(counts, { passed: 2, failed: 0, skipped: 0 });
});
