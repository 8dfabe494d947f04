// bench/REPORT.md from results.json: the machine and settings, the budgets, then each section's part.
import { STATUS } from './budgets.mjs';
import { num, table } from './table.mjs';

const ICON = {
  [STATUS.PASS]: '✅ pass',
  [STATUS.FAIL]: '❌ FAIL',
  [STATUS.NOT_MEASURED]: '⬜ not measured',
  [STATUS.REPORTED]: 'ℹ️ reported, not judged',
};
const iconOf = (b) => (b.status === STATUS.KNOWN_FAIL ? `❌ failing (known: ${b.known})` : ICON[b.status]);

function measuredText(budget) {
  const { measured, format } = budget;
  if (measured === undefined) return budget.note ?? '—';
  const text = valueText(measured, format);
  return budget.note ? `${text} (${budget.note})` : text;
}

function valueText(measured, format) {
  if (format === 'ratio') return num(measured, 2);
  if (format === 'ms') return `${num(measured)} ms`;
  if (format === 'perSec') return `${num(measured)} /s`;
  if (format === 'kb') return `${num(measured, 1)} KB`;
  if (format === 'score') return num(measured);
  if (format === 'bytes') return `${num(measured)} B`;
  if (format === 'mbPerMin') return `${num(measured, 2)} MB/min`;
  return String(measured);
}

const margin = (b) => (b.by === undefined ? '' : `${b.by >= 0 ? '+' : ''}${(b.by * 100).toFixed(0)} %`);

function budgetTable(budgets) {
  return table(
    ['section', 'budget', 'limit', 'measured', 'margin', 'status'],
    budgets.map((b) => [b.section, b.what, b.limit, measuredText(b), margin(b), iconOf(b)]),
  );
}

function settingsLine(settings) {
  const mode = settings.quick
    ? ' **Quick run (BENCH_QUICK): short loads and small sizes; it judges the correctness budgets and those that do not move with load (bytes), the others show as "not measured".**'
    : '';
  return `Settings: ${settings.seconds} s per API operation after ${settings.warmupSeconds} s of warm-up, ${settings.connections} connections (login ${settings.loginConnections}), API from ${settings.apiEntry}.${mode}${settings.note ? `\n${settings.note}` : ''}`;
}

function provenanceLine(p) {
  if (!p) return 'Commit: not recorded.';
  const dirty = p.dirty
    ? ` **with uncommitted changes to the measured code** (${p.dirtyFiles.join(', ')}${p.dirtyFiles.length === 10 ? ', ...' : ''})`
    : ' (clean: no uncommitted change to the measured code)';
  const load = p.loadAverage.map((v) => v.toFixed(2)).join(' / ');
  return `Measured: commit \`${p.commit?.slice(0, 12) ?? 'unknown'}\` "${p.commitSubject ?? ''}"${dirty}; started ${p.startedAt}, Node ${p.node}, ${p.cpus} CPUs, load average at start ${load} (1 / 5 / 15 min). \`npm run bench -- --check-report\` says whether HEAD changed the measured code since.`;
}

/** parts: the Markdown of each section, in report order (already rendered by the sections). */
export function renderMarkdown(results, parts) {
  const { machine, settings, budgets } = results;
  const count = (status) => budgets.filter((b) => b.status === status).length;
  return `# Del Campo: benchmark report

Written by \`npm run bench\` (bench/run.mjs) on ${results.generatedAt}; the raw figures are in [results.json](results.json).
${provenanceLine(results.provenance)}
Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB RAM, Node ${machine.node}, ${machine.os}.
${settingsLine(settings)}

**Budgets: ${count(STATUS.PASS)} pass, ${count(STATUS.FAIL)} fail, ${count(STATUS.KNOWN_FAIL)} failing (known, with the issue that fixes them), ${count(STATUS.NOT_MEASURED)} not measured.** A budget that was not measured is never a pass; a known failure is listed in bench/report/known-failing.mjs with its reason and does not make the bench exit 1.

${budgetTable(budgets)}

Each section below says how to read its figures. Figures are ratios measured side by side in the same run wherever a
reference exists (the trivial query for the API, the first page for the deepest page, the single-bundle build for
the federation tax), because absolute times on a shared machine drift.

${parts.filter(Boolean).join('\n\n')}
`;
}

export { measuredText };
