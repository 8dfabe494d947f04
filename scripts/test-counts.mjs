// What `npm test` counts (scripts/test-all.mjs): every runner's result as passed, failed and skipped.
// A skipped or todo test is skipped (never passed); a failing todo or a cancelled test (timed out,
// or cut off with its parent) is failed; a runner that crashed or ran nothing is one failure.

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** The counts of node's test runner from its TAP output (`--test-reporter=tap`) and exit status. */
export function countNodeTap(text, status) {
  const summary = (name) => Number([...text.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].pop()?.[1] ?? 0);
  // A todo that fails is `not ok ... # TODO`; node counts it under todo, never under fail.
  const failingTodos = [...text.matchAll(/^\s*not ok \d+ - .*# TODO\b/gm)].length;
  const counts = {
    passed: summary('pass'),
    failed: summary('fail') + summary('cancelled') + failingTodos,
    skipped: summary('skipped') + summary('todo') - failingTodos,
  };
  return guarded(counts, status);
}

/** The counts of jest's `--json` report (null when jest wrote none) and its exit status. */
export function countJest(report, status) {
  const counts = {
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0),
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
  return guarded(counts, status);
}

/** A step that is one check (lint, build): passed when its command exited 0. */
export function countCheck(ok) {
  return ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

/** A runner that exited non-zero with no failure counted, or ran nothing, must not look green. */
function guarded(counts, status) {
  const ranNothing = counts.passed + counts.failed + counts.skipped === 0;
  if ((status !== 0 && counts.failed === 0) || ranNothing) return { ...counts, failed: counts.failed + 1 };
  return counts;
}

/** `N passed, N failed, N skipped`: each step's line and the last line of `npm test`. */
export function countsLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** The sum of several steps' counts. */
export function addCounts(all) {
  return all.reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}
