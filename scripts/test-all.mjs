// `npm test`: every check and test of the repo, in order, then one line `N passed, N failed, N skipped`
//   (scripts/test-counts.mjs: skipped and todo tests are skipped; a failing todo or a cancelled test fails).
//   lint (ESLint + Prettier), codegen up to date, type-check, jest unit tests, the API suite on
//   PGlite, the API suite on PostgreSQL when TEST_DATABASE_URL is set, the production build,
//   the browser e2e suite, a grep of the e2e run's API logs for secrets, and the bench's tests with
//   `npm run bench` in its quick mode. Each lint/type/build step counts as one check. Before the
//   build it installs Debian chromium and nginx when missing (scripts/ensure-system-packages.mjs).
//   In CI (CI=true) nothing is skipped: a test that needs PostgreSQL or Redis and does not find
//   them fails saying so (api/src/test/services.ts). PostgreSQL-only tests run in the api-postgres
//   step; the PGlite step leaves them out when that step follows.
// Options: --skip-e2e, --only <step> (lint|codegen|typecheck|unit|scripts|api|api-pg|build|e2e|bench).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inCi } from './node-env.mjs';
import { addCounts, countCheck, countJest, countNodeTap, countsLine } from './test-counts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, '.test-results');
mkdirSync(RESULTS, { recursive: true });

const steps = [];
const summary = [];

function exec(command, args, { cwd = ROOT, env = {} } = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  return result.status ?? 1;
}

function record(step, counts) {
  steps.push(counts);
  summary.push(`${step}: ${countsLine(counts)}`);
}

/** A step that is one check: it passes when the command exits 0. */
function check(step, command, args, options) {
  console.log(`\n=== ${step} ===`);
  const ok = exec(command, args, options) === 0;
  record(step, countCheck(ok));
  return ok;
}

function findTests(dir, suffix = '.test.ts') {
  const absolute = path.join(ROOT, dir);
  return readdirSync(absolute, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(suffix) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** Runs node's test runner over `dir`; counts come from the TAP summary it writes. */
function nodeTests(step, dir, env = {}, suffix = '.test.ts') {
  console.log(`\n=== ${step} ===`);
  const tap = path.join(RESULTS, `${step}.tap`);
  const files = findTests(dir, suffix);
  const status = exec(
    'node',
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files.map((f) => path.join(ROOT, f)),
    ],
    { cwd: path.join(ROOT, dir.split('/')[0]), env },
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  record(step, countNodeTap(text, status));
}

function jestTests() {
  console.log('\n=== unit (jest) ===');
  const out = path.join(RESULTS, 'jest.json');
  const status = exec('npx', ['jest', '--ci', '--json', `--outputFile=${out}`]);
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  record('unit', countJest(report, status));
}

const argv = process.argv.slice(2);
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : null;
const wants = (step) => !only || only === step;

if (wants('lint')) {
  check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']);
  check('prettier', 'npx', ['prettier', '--check', '.']);
}
if (wants('codegen')) check('codegen', 'node', ['scripts/codegen.mjs', '--check']);
if (wants('typecheck')) check('typecheck', 'npx', ['lerna', 'run', 'typecheck', '--loglevel', 'warn']);
if (wants('unit')) jestTests();
if (wants('scripts')) nodeTests('scripts', 'scripts', {}, '.test.mjs');
const postgresStep = wants('api-pg') && Boolean(process.env.TEST_DATABASE_URL);
// An empty TEST_DATABASE_URL means the embedded PGlite, whatever CI exported; PostgreSQL-only
// tests are left to the api-postgres step when it follows (TEST_POSTGRES_STEP=later).
if (wants('api')) {
  nodeTests('api-pglite', 'api/src', { TEST_DATABASE_URL: '', TEST_POSTGRES_STEP: postgresStep ? 'later' : '' });
}
if (postgresStep) {
  nodeTests('api-postgres', 'api/src', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else if (wants('api-pg') && inCi()) {
  console.error('\n=== api-postgres ===\nCI skips nothing: TEST_DATABASE_URL is not set, the PostgreSQL run fails.');
  record('api-postgres', countCheck(false));
} else if (only === 'api-pg') {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');
}
if (!argv.includes('--skip-e2e') && (wants('build') || wants('e2e') || wants('bench'))) {
  // The browser tests and the bench need Debian chromium, the e2e smoke nginx: apt-get them if missing.
  check('system-packages', 'node', ['scripts/ensure-system-packages.mjs']);
  const built = check('build', 'npx', ['lerna', 'run', 'build', '--loglevel', 'warn']);
  if (built && wants('e2e')) {
    // Every API the e2e run starts logs its request lines here; then no secret may be in them.
    const apiLogs = path.join(RESULTS, 'e2e-api-logs');
    rmSync(apiLogs, { recursive: true, force: true });
    nodeTests('e2e', 'e2e/tests', { E2E_API_LOG_DIR: apiLogs });
    check('log-secrets', 'node', ['scripts/check-log-secrets.mjs', apiLogs]);
  }
  // The bench's own tests, and `npm run bench` end to end in its quick mode (it needs the build).
  if (built && wants('bench')) nodeTests('bench', 'bench', {}, '.test.mjs');
}

const totals = addCounts(steps);
console.log('\n' + summary.join('\n'));
console.log(countsLine(totals));
process.exit(totals.failed > 0 ? 1 : 0);
