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
//   It runs on Node 26 (scripts/node-runtime.mjs fetches it when the machine's node is another), and
//   the API suites also run on Node 24 (api-pglite-node24, api-postgres-node24), each beside its
//   Node 26 run on the other core, with a Redis server and a PostgreSQL database of its own
//   (scripts/test-services.mjs); the drills (api/src/drills: latency under attack) run alone after.
// Options: --skip-e2e, --only <step> (lint|codegen|typecheck|unit|scripts|api|api-pg|api-node24|apis|build|e2e|bench).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inCi } from './node-env.mjs';
import { ALSO_MAJOR, SUITE_MAJOR, ensureNode, envWithNode, fetchNode, versionOf } from './node-runtime.mjs';
import { addCounts, countCheck, countJest, countNodeTap, countsLine } from './test-counts.mjs';
import { failuresBlock, jestFailures, tapFailures } from './test-failures.mjs';
import { privateRedis, siblingDatabase } from './test-services.mjs';

await ensureNode({ wantMajor: SUITE_MAJOR });

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, '.test-results');
mkdirSync(RESULTS, { recursive: true });

/** The longest any one test or suite of node's runner may take (API, e2e, scripts, bench). */
const TEST_TIMEOUT_MS = 30 * 60_000;

const steps = [];
const summary = [];
/** Each failing test with where and why, printed beside the summary (CI keeps the tail of the log). */
const failures = [];

/** When the step now running started: each summary line says how long its step took. */
const runStarted = Date.now();
let stepStarted = runStarted;

function exec(command, args, { cwd = ROOT, env = {} } = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  return result.status ?? 1;
}

function record(step, counts, started = stepStarted) {
  steps.push(counts);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  summary.push(`${step}: ${countsLine(counts)} (${minutes} min)`);
  stepStarted = Date.now();
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

/** node's test runner over `files`, its TAP summary written to `tap` (the spec report goes to stdout). */
function testRunnerArgs(files, tap) {
  return [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    // A test (or suite) that hangs fails after this and is named in the summary, instead of
    // holding the run until CI's limit; tests that set their own timeout keep it. Not
    // --test-force-exit: on Node 26 it spins (and runs out of heap) on a file whose root hooks
    // have no test to run, e.g. a PostgreSQL drill in the PGlite step.
    `--test-timeout=${TEST_TIMEOUT_MS}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files.map((f) => path.join(ROOT, f)),
  ];
}

/** Where and with what environment node's runner runs the tests of `dir` on `node`. */
const runnerOptions = (dir, node, env) => ({
  cwd: path.join(ROOT, dir.split('/')[0]),
  env: node === process.execPath ? env : envWithNode(node, { ...process.env, ...env }),
});

/** Counts a node test run from the TAP it wrote and its exit status. */
function recordTap(step, tap, status, started) {
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  record(step, countNodeTap(text, status), started);
  failures.push(...tapFailures(step, text));
}

/** Runs node's test runner over `dir` (or the given `files` of it); counts come from the TAP summary it writes. */
function nodeTests(step, dir, env = {}, suffix = '.test.ts', node = process.execPath, files = findTests(dir, suffix)) {
  console.log(`\n=== ${step} ===`);
  const tap = path.join(RESULTS, `${step}.tap`);
  const started = Date.now();
  const status = exec(node, testRunnerArgs(files, tap), runnerOptions(dir, node, env));
  recordTap(step, tap, status, started);
}

/**
 * The same run started in the background, its spec report kept in .test-results/<step>.log;
 * `finish()` waits for it, prints that report and counts it.
 */
function nodeTestsBeside(step, dir, env, node, files) {
  const tap = path.join(RESULTS, `${step}.tap`);
  const log = path.join(RESULTS, `${step}.log`);
  const started = Date.now();
  const out = openSync(log, 'w');
  const { cwd, env: childEnv } = runnerOptions(dir, node, env);
  const child = spawn(node, testRunnerArgs(files, tap), {
    cwd,
    env: { ...process.env, ...childEnv },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  return {
    async finish() {
      const status = await exited;
      console.log(`\n=== ${step} (ran beside the step before) ===`);
      process.stdout.write(readFileSync(log, 'utf8'));
      recordTap(step, tap, status, started);
    },
  };
}

function jestTests() {
  console.log('\n=== unit (jest) ===');
  const out = path.join(RESULTS, 'jest.json');
  // Two workers on a 2-core machine: jest's default (cores - 1) leaves one core idle while its
  // main process only waits.
  const status = exec('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`]);
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  record('unit', countJest(report, status));
  failures.push(...jestFailures('unit', report));
}

const argv = process.argv.slice(2);
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : null;
// `--only apis`: every API run (PGlite and PostgreSQL, Node 26 and 24) as a full run has them.
const wants = (step) => !only || only === step || (only === 'apis' && step.startsWith('api'));

if (wants('lint')) {
  check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']);
  check('prettier', 'npx', ['prettier', '--check', '.']);
}
if (wants('codegen')) check('codegen', process.execPath, ['scripts/codegen.mjs', '--check']);
if (wants('typecheck')) check('typecheck', 'npx', ['lerna', 'run', 'typecheck', '--loglevel', 'warn']);
if (wants('unit')) jestTests();
if (wants('scripts')) nodeTests('scripts', 'scripts', {}, '.test.mjs');
const database = process.env.TEST_DATABASE_URL;
const postgresStep = wants('api-pg') && Boolean(database);
// The API suites once more on the other supported LTS (a full run, or --only api-node24).
const node24 = !only || wants('api-node24') ? fetchNode(ALSO_MAJOR) : null;
const alsoVersion = node24 && versionOf(node24);
const apiFiles = findTests('api/src');
// The drills measure latency under attack, so they run alone; the rest of a database's suite runs on
// Node 26 and, beside it on the machine's other core, on Node 24 with a Redis and a database of its own.
const isDrill = (file) => file.split(path.sep).includes('drills');
const suiteFiles = apiFiles.filter((file) => !isDrill(file));
const drillFiles = apiFiles.filter(isDrill);

/** One database's API suite on Node 26 (`on26`) and Node 24 (`on24`): beside each other when both run. */
async function apiRuns(name, env, { on26, on24 }) {
  const step = `api-${name}`;
  const step24 = `${step}-node${ALSO_MAJOR}`;
  const redis = on26 && on24 ? await privateRedis() : undefined;
  const sibling = redis && name === 'postgres' ? await siblingDatabase(database, `node${ALSO_MAJOR}`) : undefined;
  if (!redis || (name === 'postgres' && !sibling)) {
    // One after the other, each over every file (no Redis server of its own to be had, or one run asked for).
    if (on26) nodeTests(step, 'api/src', env, '.test.ts', process.execPath, apiFiles);
    if (on24) nodeTests(step24, 'api/src', env, '.test.ts', node24, apiFiles);
    redis?.stop();
    return;
  }
  const env24 = { ...env, TEST_REDIS_URL: redis.url, ...(sibling && { TEST_DATABASE_URL: sibling.url }) };
  const beside = nodeTestsBeside(step24, 'api/src', env24, node24, suiteFiles);
  nodeTests(step, 'api/src', env, '.test.ts', process.execPath, suiteFiles);
  await beside.finish();
  redis.stop();
  await sibling?.drop();
  nodeTests(`${step}-drills`, 'api/src', env, '.test.ts', process.execPath, drillFiles);
  nodeTests(`${step24}-drills`, 'api/src', env, '.test.ts', node24, drillFiles);
}

// An empty TEST_DATABASE_URL means the embedded PGlite, whatever CI exported; PostgreSQL-only
// tests are left to the api-postgres step when it follows (TEST_POSTGRES_STEP=later).
const pgliteOn26 = wants('api');
if (pgliteOn26 || node24) {
  const later = (pgliteOn26 ? postgresStep : Boolean(database)) ? 'later' : '';
  await apiRuns(
    'pglite',
    { TEST_DATABASE_URL: '', TEST_POSTGRES_STEP: later },
    { on26: pgliteOn26, on24: Boolean(node24) },
  );
}
if (postgresStep || (node24 && database)) {
  await apiRuns('postgres', { TEST_DATABASE_URL: database }, { on26: postgresStep, on24: Boolean(node24 && database) });
}
if (wants('api-pg') && !database && inCi()) {
  console.error('\n=== api-postgres ===\nCI skips nothing: TEST_DATABASE_URL is not set, the PostgreSQL run fails.');
  record('api-postgres', countCheck(false));
} else if (only === 'api-pg' && !database) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');
}
if (!argv.includes('--skip-e2e') && (wants('build') || wants('e2e') || wants('bench'))) {
  // The browser tests and the bench need Debian chromium, the e2e smoke nginx: apt-get them if missing.
  check('system-packages', process.execPath, ['scripts/ensure-system-packages.mjs']);
  const built = check('build', 'npx', ['lerna', 'run', 'build', '--loglevel', 'warn']);
  if (built && wants('e2e')) {
    // Every API the e2e run starts logs its request lines here; then no secret may be in them.
    const apiLogs = path.join(RESULTS, 'e2e-api-logs');
    rmSync(apiLogs, { recursive: true, force: true });
    nodeTests('e2e', 'e2e/tests', { E2E_API_LOG_DIR: apiLogs });
    check('log-secrets', process.execPath, ['scripts/check-log-secrets.mjs', apiLogs]);
  }
  // The bench's own tests, and `npm run bench` end to end in its quick mode (it needs the build).
  if (built && wants('bench')) nodeTests('bench', 'bench', {}, '.test.mjs');
}

const totals = addCounts(steps);
const failed = failuresBlock(failures);
if (failed) console.log(`\n${failed}`);
console.log('\n' + summary.join('\n'));
const runMinutes = ((Date.now() - runStarted) / 60_000).toFixed(1);
console.log(`Ran on Node ${process.version}${alsoVersion ? ` (API also on ${alsoVersion})` : ''} in ${runMinutes} min`);
console.log(countsLine(totals));
process.exit(totals.failed > 0 ? 1 : 0);
