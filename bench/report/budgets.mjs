// Budget rows and their status. Each section's budgets live next to it (bench/<section>/budgets or
// section.mjs); a budget whose section was not measured (skipped, quick run, not built) is
// "not measured": never a pass. A section that failed to run breaks all of its budgets.

const PASS = 'pass';
const FAIL = 'fail';
const NOT_MEASURED = 'not measured';

export const STATUS = { PASS, FAIL, NOT_MEASURED };

/** at least / at most `limit`; `by` says how far from the limit (relative), signed so that < 0 is broken. */
export function check(measured, limit, kind) {
  if (measured === undefined || measured === null) return { status: NOT_MEASURED };
  const margin = kind === 'min' ? (measured - limit) / limit : (limit - measured) / limit;
  return { status: margin >= 0 ? PASS : FAIL, measured, by: margin };
}

/** The section's budget rows as its result allows: failed -> every row broken; skipped -> not measured. */
export function sectionBudgets(rows, section) {
  if (section?.error) {
    return rows.map((b) => ({
      ...b,
      status: FAIL,
      measured: undefined,
      by: undefined,
      note: 'section failed',
      sectionFailed: true,
    }));
  }
  if (!section || section.skipped) {
    return rows.map((b) => ({
      ...b,
      status: NOT_MEASURED,
      measured: undefined,
      by: undefined,
      note: section?.skipped,
    }));
  }
  return rows;
}

/**
 * A quick run (BENCH_QUICK) is too short and too small to judge speed or size: only budgets marked
 * `correctness: true` (errors, exact stock, no admin bytes on shopper pages...) keep their status.
 */
export function quickRunBudgets(budgets) {
  return budgets.map((b) =>
    b.correctness || b.sectionFailed || (b.status !== PASS && b.status !== FAIL)
      ? b
      : { ...b, status: NOT_MEASURED, by: undefined, note: 'quick run: not judged' },
  );
}

export const brokenBudgets = (budgets) => budgets.filter((b) => b.status === FAIL);

/** The bench's exit code: 1 when any budget is broken, else 0 ("not measured" is not broken). */
export const exitCodeFor = (budgets) => (brokenBudgets(budgets).length > 0 ? 1 : 0);
