// The developer loop in the report: its budget rows (issue 32; wall times, so they move with the
// machine's load: a quick run does not judge them) and its table.
import { check, STATUS } from '../report/budgets.mjs';

export const LIMITS = { editSeconds: 2, firstStartSeconds: 180, secondStartSeconds: 20 };
const sec = (seconds) => (seconds === undefined ? '—' : `${seconds.toFixed(1)} s`);

const ROWS = [
  {
    what: 'edit to screen, a remote component in npm run dev (s)',
    limit: LIMITS.editSeconds,
    of: (s) => s.edit?.seconds,
  },
  {
    what: 'first npm start of a fresh clone, until every server answers (s)',
    limit: LIMITS.firstStartSeconds,
    of: (s) => s.fresh?.firstStart,
  },
  { what: 'second npm start, nothing changed (s)', limit: LIMITS.secondStartSeconds, of: (s) => s.fresh?.secondStart },
];

export function devBudgets(section) {
  return ROWS.map(({ what, limit, of }) => {
    const row = { section: 'Dev', what, limit: `<= ${limit} s` };
    if (!section || section.skipped || section.error) return row;
    const measured = of(section);
    if (measured === undefined) return { ...row, status: STATUS.NOT_MEASURED, note: 'quick run: no fresh clone' };
    return { ...row, ...check(Number(measured.toFixed(2)), limit, 'max') };
  });
}

function rows({ edit, fresh }) {
  const edits = edit.edits.length > 1 ? ` (median of ${edit.edits.map((s) => s.toFixed(2)).join(', ')} s)` : '';
  return [
    `| \`npm run dev\`: every server answering | ${sec(edit.startSeconds)} |`,
    `| edit of \`${edit.file}\` until the open page shows it (hot update, no reload) | **${edit.seconds.toFixed(2)} s**${edits} |`,
    ...(fresh
      ? [
          `| fresh clone: \`npm install\` | ${sec(fresh.install)} |`,
          `| fresh clone: first \`npm start\` (nothing built, no cache) | **${sec(fresh.firstStart)}** |`,
          `| second \`npm start\`, nothing changed | **${sec(fresh.secondStart)}** |`,
          `| one remote rebuilt: \`npm run build -w remote-shop\` (webpack cache warm) | ${sec(fresh.remoteRebuild)} |`,
        ]
      : ['| fresh clone: install, first and second `npm start`, one remote | not run (quick) |']),
  ];
}

export function devMarkdown(section) {
  return [
    '## Dev loop',
    '',
    '| step | time |',
    '|---|---|',
    ...rows(section),
    '',
    'How to read:',
    '',
    '- The edit adds an attribute to a remote-shop component while the home is open in chromium; the time runs from the',
    '  file write to the attribute in the page (webpack-dev-server, React Fast Refresh). A marker set on `window` before',
    "  the edit must survive: a full reload fails the section. A full run edits once every app's type checker has",
    '  finished its first pass (as a developer edits a started site); the type checkers stay on.',
    "- `npm start` builds without the shared libraries' fallback copies, which only a remote released on its own needs",
    '  (webpack/shared-fallbacks.cjs); `npm run build` and `npm test` keep them.',
    "- The fresh clone is `git clone` of the committed HEAD (uncommitted changes are not in it) with npm's package cache",
    '  as this machine has it, and an nx cache of its own (nx shares ~/.nx between checkouts: the first start would reuse',
    "  this checkout's builds); a start is timed until the API, config.json and the three manifests answer.",
    `- Budgets (issue 32): edit <= ${LIMITS.editSeconds} s, first start <= ${LIMITS.firstStartSeconds} s, second start <= ${LIMITS.secondStartSeconds} s, on 2 cores. Wall times`,
    '  move with the load of the machine (see the load average at the top): a quick run does not judge them.',
    '',
  ].join('\n');
}
