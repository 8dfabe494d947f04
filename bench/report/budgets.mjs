// Budget rows and their status. Each section's budgets live next to it (bench/<section>/budgets or
// section.mjs); a budget whose section was not measured (skipped, quick run, not built) is
// "not measured": never a pass. A section that failed to run breaks all of its budgets.
import { KNOWN_FAILING } from './known-failing.mjs';

const PASS = 'pass';
const FAIL = 'fail';
const KNOWN_FAIL = 'failing (known)';
const NOT_MEASURED = 'not measured';
/** A figure shown beside the budgets (e.g. what the response cache adds), never judged. */
const REPORTED = 'reported, not judged';

export const STATUS = { PASS, FAIL, KNOWN_FAIL, NOT_MEASURED, REPORTED };

/** A row's name, unique in a run: "<section>: <what>" (what run.test.mjs and KNOWN_FAILING name). */
export const budgetKey = (budget) => `${budget.section}: ${budget.what}`;

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

/** Whether a quick run judges the row: correctness (errors, exact stock) or a figure that does not move with load (bytes). */
export const judgedInQuickRun = (budget) => Boolean(budget.correctness || budget.loadIndependent);

/**
 * A quick run (BENCH_QUICK, the one `npm test` runs) is too short and too small to judge speed: it
 * judges the correctness rows and the rows that do not move with machine load (bytes of the build:
 * initial JS, first "agregar", remote-admin and antd bytes on shopper pages, the federation tax's
 * bytes, the rules' bytes). The others show as "not measured".
 */
export function quickRunBudgets(budgets) {
  return budgets.map((b) =>
    judgedInQuickRun(b) || b.sectionFailed || (b.status !== PASS && b.status !== FAIL)
      ? b
      : { ...b, status: NOT_MEASURED, measured: undefined, by: undefined, note: 'quick run: not judged' },
  );
}

/**
 * The rows of KNOWN_FAILING that fail show as "failing (known: #N)" with their reason: listed, never
 * hidden, not counted as broken. One that passes says so (take it off the list).
 */
export function markKnownFailing(budgets, known = KNOWN_FAILING) {
  return budgets.map((b) => {
    const entry = known.find((k) => k.key === budgetKey(b));
    if (!entry) return b;
    const label = `known: ${entry.issue}`;
    if (b.status === FAIL && !b.sectionFailed) {
      return {
        ...b,
        status: KNOWN_FAIL,
        known: entry.issue,
        note: `${label}, ${entry.reason}${b.note ? `; ${b.note}` : ''}`,
      };
    }
    if (b.status === PASS) {
      return { ...b, note: `passes: take it off the known failures (${entry.issue})${b.note ? `; ${b.note}` : ''}` };
    }
    return b;
  });
}

export const brokenBudgets = (budgets) => budgets.filter((b) => b.status === FAIL);

/** The bench's exit code: 1 when any budget is broken, else 0 ("not measured" and known failures are not broken). */
export const exitCodeFor = (budgets) => (brokenBudgets(budgets).length > 0 ? 1 : 0);
