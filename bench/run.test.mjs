// `npm run bench` end to end in its quick mode (BENCH_QUICK=1: short loads, small sizes, every code
// path): it runs every section, writes REPORT.md, results.json and the charts, lists every budget of
// issue #8, and its exit code says whether a budget is broken.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { STATUS } from './report/budgets.mjs';
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

test('every budget of issue #8 is listed', () => {
  const listed = results.budgets.map((b) => `${b.section}: ${b.what}`).join('\n');
  const expected = [
    /API PGlite: product list req\/s/,
    /API PostgreSQL: product list p99 at 50 connections/,
    /API PostgreSQL: placeOrder orders\/s/,
    /API PostgreSQL: placeOrder errors/,
    /API PostgreSQL: stock at the end/,
    /Web: .*initial JS/,
    /Web: .*performance/i,
    /Web: .*accessibility/i,
    /Web: .*CLS/,
    /Web: .*federation tax/,
    /Web: .*remote-admin/,
    /Scale: .*deepest/,
    /Scale: .*order list/,
    /Scale: .*dashboard/,
    /Memory: .*RSS/,
  ];
  for (const pattern of expected) assert.match(listed, pattern);
});

test('correctness budgets hold even in a quick run: no order errors, exact stock', () => {
  const correctness = results.budgets.filter((b) => b.correctness && b.status !== STATUS.NOT_MEASURED);
  assert.ok(correctness.length >= (postgres ? 3 : 1), 'correctness budgets were judged');
  for (const b of correctness) assert.equal(b.status, STATUS.PASS, `${b.section}: ${b.what}`);
});

test('the exit code is 1 exactly when results.json has a broken budget', () => {
  const broken = results.budgets.filter((b) => b.status === STATUS.FAIL);
  assert.equal(run.status, broken.length > 0 ? 1 : 0, run.stderr);
  for (const b of broken) assert.match(run.stdout, new RegExp(`BROKEN ${b.section}`));
});

test('REPORT.md has the budget table, every section and the charts it links', () => {
  const report = readFileSync(path.join(outDir, 'REPORT.md'), 'utf8');
  assert.match(report, /\| section \| budget \| limit \| measured \| margin \| status \|/);
  for (const heading of ['## API', '## Web', '## Memory', '## Build']) assert.ok(report.includes(heading), heading);
  if (postgres) assert.ok(report.includes('## Scale'));
  const charts = [...report.matchAll(/\]\((charts\/[^)]+\.png)\)/g)].map((m) => m[1]);
  assert.ok(charts.length >= 3, `charts linked: ${charts.join(', ')}`);
  for (const chart of charts) {
    const file = path.join(outDir, chart);
    assert.ok(existsSync(file), `${chart} exists`);
    assert.equal(readFileSync(file).subarray(1, 4).toString(), 'PNG');
  }
});
