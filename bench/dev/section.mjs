// The developer loop (issue 32): `npm run dev`'s edit-to-screen time for a remote component, and a
// fresh clone's install, first and second `npm start` and one remote's rebuild. A quick run times
// one edit only (no clone: it takes the better part of an hour on a loaded machine).
import { measureEditLoop } from './edit-loop.mjs';
import { measureFreshClone } from './fresh-clone.mjs';

export { devBudgets, devMarkdown } from './report.mjs';

export async function devSection({ log, quick }) {
  // A quick run (npm test) does not judge the edit's time: it does not wait for the type checkers.
  const edit = await measureEditLoop({ edits: quick ? 1 : 3, log, settle: !quick });
  const fresh = quick ? undefined : await measureFreshClone({ log });
  return { quick: Boolean(quick), edit, fresh };
}
