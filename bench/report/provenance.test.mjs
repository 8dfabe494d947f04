// The report's provenance and the stale check, on a throw-away git repository.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { reportFreshness, runProvenance } from './provenance.mjs';

let repo;
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const commitFile = (file, text, message) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message);
  return git('rev-parse', 'HEAD');
};

before(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'bench-provenance-'));
  git('init', '-q');
  commitFile('api/src/server.ts', 'one', 'api one');
});
after(() => rmSync(repo, { recursive: true, force: true }));

test('a run records its commit, the dirty flag of the measured code, Node, CPUs and the load average', () => {
  const clean = runProvenance({ cwd: repo });
  assert.equal(clean.commit, git('rev-parse', 'HEAD'));
  assert.equal(clean.dirty, false);
  assert.equal(clean.node, process.version);
  assert.equal(clean.cpus, os.cpus().length);
  assert.equal(clean.loadAverage.length, 3);
  writeFileSync(path.join(repo, 'api/src/server.ts'), 'changed');
  writeFileSync(path.join(repo, 'notes.txt'), 'not measured code');
  const dirty = runProvenance({ cwd: repo });
  assert.equal(dirty.dirty, true);
  assert.deepEqual(dirty.dirtyFiles, ['api/src/server.ts']);
  git('checkout', '--', 'api/src/server.ts');
  rmSync(path.join(repo, 'notes.txt'));
});

test('a report goes stale when HEAD changes the measured code after its commit, not for other files', () => {
  const measured = runProvenance({ cwd: repo });
  assert.equal(reportFreshness(measured, { cwd: repo }).stale, false);
  commitFile('docs/notes.md', 'docs', 'docs only');
  commitFile('bench/REPORT.md', 'report', 'the report');
  assert.equal(reportFreshness(measured, { cwd: repo }).stale, false, 'docs and bench changes keep it fresh');
  commitFile('shared/src/format/format-date.test.ts', 'test', 'shared: a unit test');
  assert.equal(reportFreshness(measured, { cwd: repo }).stale, false, 'a unit test ships nothing');
  commitFile('remote-cart/src/cart.tsx', 'cart', 'cart: a change');
  const verdict = reportFreshness(measured, { cwd: repo });
  assert.equal(verdict.stale, true);
  assert.match(verdict.reason, /cart: a change/);
  assert.equal(reportFreshness({}, { cwd: repo }).stale, true, 'a report with no commit is stale');
  assert.match(reportFreshness({ commit: 'f'.repeat(40) }, { cwd: repo }).reason, /not in this repository/);
});
