import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { addCounts, countCheck, countJest, countNodeTap, countsLine } from './test-counts.mjs';
import { runNodeTests } from './node-test-fixture.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

// A real run of node's test runner over tests of every outcome (the TAP it writes is what npm test reads).
const FIXTURE = `
import { describe, test } from 'node:test';
test('passes', () => {});
test('fails', () => { throw new Error('x'); });
test('skipped', { skip: 'no service' }, () => {});
test('todo that passes', { todo: true }, () => {});
test('todo that fails', { todo: 'later' }, () => { throw new Error('y'); });
test('parent', async (t) => {
  await t.test('child passes', () => {});
  t.test('child cut off when its parent ends', () => new Promise(() => {}));
});
describe('suite', () => { test('in a suite', () => {}); test('skipped in a suite', { skip: true }, () => {}); });
test('times out', { timeout: 50 }, () => new Promise(() => {}));
`;

test('node runner: skipped and todo tests are skipped; a failing todo, a cancelled or timed-out test fail', () => {
  const { text, status } = runNodeTests(FIXTURE);
  assert.equal(status, 1);
  // passed: passes, child passes, in a suite. failed: fails, parent (its child was cut off), the
  // cut-off child, the timed-out test, the failing todo. skipped: 2 skipped + the passing todo.
  assert.deepEqual(countNodeTap(text, status), { passed: 3, failed: 5, skipped: 3 });
});

test('node runner: all green with a skip is green, and the skip is counted', () => {
  const { text, status } = runNodeTests(
    `import { test } from 'node:test';\ntest('a', () => {});\ntest('b', { skip: 'why' }, () => {});\n`,
  );
  assert.equal(status, 0);
  assert.deepEqual(countNodeTap(text, status), { passed: 1, failed: 0, skipped: 1 });
});

test('node runner: a crash or an empty run is never green', () => {
  assert.deepEqual(countNodeTap('', 1), { passed: 0, failed: 1, skipped: 0 });
  assert.deepEqual(countNodeTap('# pass 0\n# fail 0\n', 0), { passed: 0, failed: 1, skipped: 0 });
  assert.deepEqual(countNodeTap('# pass 4\n# fail 0\n', 1), { passed: 4, failed: 1, skipped: 0 });
});

test("jest's JSON: pending and todo are skipped, runtime errors of a suite fail", () => {
  const report = {
    numPassedTests: 10,
    numFailedTests: 1,
    numPendingTests: 2,
    numTodoTests: 3,
    numRuntimeErrorTestSuites: 1,
  };
  assert.deepEqual(countJest(report, 1), { passed: 10, failed: 2, skipped: 5 });
  assert.deepEqual(countJest({ ...report, numFailedTests: 0, numRuntimeErrorTestSuites: 0 }, 0), {
    passed: 10,
    failed: 0,
    skipped: 5,
  });
  assert.deepEqual(countJest(null, 1), { passed: 0, failed: 1, skipped: 0 }, 'no report: jest itself failed');
});

test('the summary line is `N passed, N failed, N skipped` and .ci/run repeats it as its last line', () => {
  const totals = addCounts([countCheck(true), countCheck(false), { passed: 7, failed: 0, skipped: 2 }]);
  const line = countsLine(totals);
  assert.equal(line, '8 passed, 1 failed, 2 skipped');
  const ciRun = readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
  const pattern = /grep -E '([^']+)' \.test-results\/ci\.log/.exec(ciRun)?.[1];
  assert.ok(pattern, '.ci/run greps the summary from the log');
  const grep = (text) =>
    spawnSync('grep', ['-E', pattern], { input: text, encoding: 'utf8' }).stdout.trim().split('\n').at(-1);
  assert.equal(grep(`step: 1 passed, 0 failed, 0 skipped\nnoise\n${line}\n`), line);
  assert.equal(grep(`${line}\nnpm ERR! 3 passed, 1 failed\n`), line, 'only a full summary line counts');
});
