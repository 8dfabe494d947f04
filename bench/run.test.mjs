// `npm run bench` end to end in its quick mode (BENCH_QUICK=1: short loads, small sizes, every code
// path): it runs every section, writes REPORT.md, results.json and the charts, lists every budget,
// judges exactly the rows of bench/report/quick-judged.mjs (correctness and bytes, which do not move
// with load), and its exit code says whether a budget is broken: a broken one fails `npm test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { budgetKey, judgedInQuickRun, STATUS } from './report/budgets.mjs';
import { QUICK_JUDGED, QUICK_JUDGED_WITH_POSTGRES } from './report/quick-judged.mjs';
import { SECTION_KEYS } from './sections.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const postgres = Boolean(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
let outDir;
let run;
let results;

before(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-quick-'));
  run = spawnSync(process.execPath, ['bench/run.mjs'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_QUICK: '1', BENCH_OUT_DIR: outDir },
    encoding: 'utf8',
    timeout: 20 * 60_000,
  });
  process.stdout.write(run.stdout.split('\n').slice(-40).join('\n'));
  results = JSON.parse(readFileSync(path.join(outDir, 'results.json'), 'utf8'));
});
after(() => rmSync(outDir, { recursive: true, force: true }));

test('every section ran to the end (the PostgreSQL ones when a server is given)', () => {
  for (const key of SECTION_KEYS) {
    const section = results.sections[key];
    assert.equal(section.error, undefined, `${key} failed: ${section.error}`);
    const needsPostgres = key === 'apiPostgres' || key === 'scale';
    if (!needsPostgres || postgres) assert.equal(section.skipped, undefined, `${key} skipped: ${section.skipped}`);
  }
});

test('every budget is listed', () => {
  const listed = results.budgets.map((b) => `${b.section}: ${b.what}`).join('\n');
  const expected = [
    /API PGlite: product list, cache off: req\/s/,
    /API PostgreSQL: product list, cache off: p99 at 50 connections/,
    /API PostgreSQL: product list, cache on \(what the cache adds, not judged\)/,
    /API PostgreSQL: placeOrder orders\/s/,
    /API PostgreSQL: placeOrder errors/,
    /API PostgreSQL: stock at the end/,
    /Web: .*initial JS/,
    /Web: .*performance/i,
    /Web: .*accessibility/i,
    /Web: .*CLS/,
    /Web: federation tax .*: checkout/,
    /Web: .*remote-admin/,
    /Web: antd bytes on a shopper page: orders/,
    /Scale: .*deepest/,
    /Scale: .*order list/,
    /Scale: .*dashboard/,
    /Memory: API JS heap after a full GC .*slope/,
    /Memory: API RSS growth .*slope/,
    /Dev: edit to screen, a remote component/,
    /Dev: first npm start of a fresh clone/,
    /Dev: second npm start, nothing changed/,
  ];
  for (const pattern of expected) assert.match(listed, pattern);
});

test('the quick run judges exactly the correctness rows and those that do not move with load', () => {
  const judged = results.budgets.filter((b) => judgedInQuickRun(b) && b.status !== STATUS.NOT_MEASURED);
  const expected = [...QUICK_JUDGED, ...(postgres ? QUICK_JUDGED_WITH_POSTGRES : [])];
  assert.deepEqual(judged.map(budgetKey).sort(), expected.sort());
  const others = results.budgets.filter((b) => !judgedInQuickRun(b));
  for (const b of others) assert.ok([STATUS.NOT_MEASURED, STATUS.REPORTED].includes(b.status), budgetKey(b));
});

test('every judged budget holds, or fails as a known failure with its issue (a new regression fails npm test)', () => {
  const judged = results.budgets.filter((b) => judgedInQuickRun(b) && b.status !== STATUS.NOT_MEASURED);
  for (const b of judged) {
    assert.ok([STATUS.PASS, STATUS.KNOWN_FAIL].includes(b.status), `${budgetKey(b)}: ${b.status} ${b.measured ?? ''}`);
    if (b.status === STATUS.KNOWN_FAIL) assert.match(b.note, /^known: #\d+, /);
  }
  assert.equal(
    run.status,
    0,
    run.stdout
      .split('\n')
      .filter((line) => line.includes('BROKEN'))
      .join('\n'),
  );
});

test('the report names what it measured: commit, dirty flag, Node, CPUs, load average', () => {
  const { provenance } = results;
  assert.match(provenance.commit, /^[0-9a-f]{40}$/);
  assert.equal(typeof provenance.dirty, 'boolean');
  assert.equal(provenance.node, process.version);
  assert.ok(provenance.cpus >= 1);
  assert.equal(provenance.loadAverage.length, 3);
  const report = readFileSync(path.join(outDir, 'REPORT.md'), 'utf8');
  assert.ok(report.includes(`commit \`${provenance.commit.slice(0, 12)}\``), 'REPORT.md names the commit');
  assert.match(report, /load average at start/);
});

test('the exit code is 1 exactly when results.json has a broken budget', () => {
  const broken = results.budgets.filter((b) => b.status === STATUS.FAIL);
  assert.equal(run.status, broken.length > 0 ? 1 : 0, run.stderr);
  for (const b of broken) assert.match(run.stdout, new RegExp(`BROKEN ${b.section}`));
});

test('REPORT.md has the budget table, every section and the charts it links', () => {
  const report = readFileSync(path.join(outDir, 'REPORT.md'), 'utf8');
  assert.match(report, /\| section \| budget \| limit \| measured \| margin \| status \|/);
  for (const heading of ['## API', '## Web', '## Memory', '## Build', '## Dev loop'])
    assert.ok(report.includes(heading), heading);
  if (postgres) assert.ok(report.includes('## Scale'));
  const charts = [...report.matchAll(/\]\((charts\/[^)]+\.png)\)/g)].map((m) => m[1]);
  assert.ok(charts.length >= 3, `charts linked: ${charts.join(', ')}`);
  for (const chart of charts) {
    const file = path.join(outDir, chart);
    assert.ok(existsSync(file), `${chart} exists`);
    assert.equal(readFileSync(file).subarray(1, 4).toString(), 'PNG');
  }
});

test('--check-report reads the report of BENCH_OUT_DIR: current right after the run, stale without a commit', () => {
  const check = (dir) =>
    spawnSync(process.execPath, ['bench/run.mjs', '--check-report'], {
      cwd: ROOT,
      env: { ...process.env, BENCH_OUT_DIR: dir },
      encoding: 'utf8',
    });
  const current = check(outDir);
  assert.equal(current.status, 0, current.stdout + current.stderr);
  assert.match(current.stdout, /current/);
  const old = mkdtempSync(path.join(os.tmpdir(), 'bench-old-'));
  try {
    writeFileSync(path.join(old, 'results.json'), JSON.stringify({ generatedAt: '2026-01-01' }));
    const stale = check(old);
    assert.equal(stale.status, 1);
    assert.match(stale.stdout, /STALE: the report names no commit/);
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
});

test('BENCH_KEEP_FROM: one section measured again, the others kept from the earlier run and marked so', () => {
  const again = mkdtempSync(path.join(os.tmpdir(), 'bench-keep-'));
  try {
    const rerun = spawnSync(process.execPath, ['bench/run.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        BENCH_QUICK: '1',
        BENCH_OUT_DIR: again,
        BENCH_SECTIONS: 'memory',
        BENCH_KEEP_FROM: path.join(outDir, 'results.json'),
      },
      encoding: 'utf8',
      timeout: 10 * 60_000,
    });
    const second = JSON.parse(readFileSync(path.join(again, 'results.json'), 'utf8'));
    assert.notDeepEqual(second.sections.memory, results.sections.memory, 'memory was measured again');
    assert.equal(second.sections.memory.keptFrom, undefined);
    const { keptFrom, ...build } = second.sections.build;
    assert.deepEqual(build, results.sections.build);
    assert.deepEqual(keptFrom, { generatedAt: results.generatedAt, commit: results.provenance.commit });
    const report = readFileSync(path.join(again, 'REPORT.md'), 'utf8');
    assert.match(report, new RegExp(`## Build[^\\n]*\\n\\n_Measured by the run of ${results.generatedAt}`));
    assert.match(rerun.stdout, /kept from the run of/);
  } finally {
    rmSync(again, { recursive: true, force: true });
  }
});
