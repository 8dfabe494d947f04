// The dev section's budget rows and table on fabricated figures: what a quick run and a full run
// report, and that a broken limit shows as broken.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATUS } from '../report/budgets.mjs';
import { devBudgets, devMarkdown, LIMITS } from './report.mjs';

const edit = { file: 'remote-shop/src/x.tsx', startSeconds: 95.2, edits: [1.2, 1.9, 1.4], seconds: 1.4 };
const fresh = { install: 70, firstStart: 200, secondStart: 12.3, remoteRebuild: 30 };

test('a full run judges the edit, the first and the second start against issue 32 limits', () => {
  const rows = devBudgets({ quick: false, edit, fresh });
  assert.deepEqual(
    rows.map((row) => [row.what.split(',')[0], row.status, row.measured]),
    [
      ['edit to screen', STATUS.PASS, 1.4],
      ['first npm start of a fresh clone', STATUS.FAIL, 200],
      ['second npm start', STATUS.PASS, 12.3],
    ],
  );
  assert.equal(rows[1].limit, `<= ${LIMITS.firstStartSeconds} s`);
});

test('a quick run measures the edit only: the starts are not measured', () => {
  const rows = devBudgets({ quick: true, edit: { ...edit, edits: [3.1], seconds: 3.1 } });
  assert.deepEqual(
    rows.map((row) => row.status),
    [STATUS.FAIL, STATUS.NOT_MEASURED, STATUS.NOT_MEASURED],
  );
});

test('a skipped or failed section leaves the rows to sectionBudgets (no figure of its own)', () => {
  for (const section of [{ skipped: 'not in BENCH_SECTIONS' }, { error: 'boom' }]) {
    for (const row of devBudgets(section)) assert.equal(row.measured, undefined);
  }
});

test('the table lists every timed step, the fresh clone only when it ran', () => {
  const full = devMarkdown({ edit, fresh });
  assert.match(full, /## Dev loop/);
  assert.match(full, /\*\*1\.40 s\*\* \(median of 1\.20, 1\.90, 1\.40 s\)/);
  assert.match(full, /first `npm start` \(nothing built, no cache\) \| \*\*200\.0 s\*\*/);
  assert.match(devMarkdown({ edit }), /not run \(quick\)/);
});
