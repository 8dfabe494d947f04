// bench/REPORT.md from results.json: the machine and settings, the budgets, then each section's part.
import { STATUS } from './budgets.mjs';
import { num, table } from './table.mjs';

const ICON = { [STATUS.PASS]: '✅ pass', [STATUS.FAIL]: '❌ FAIL', [STATUS.NOT_MEASURED]: '⬜ not measured' };

function measuredText(budget) {
  const { measured, format } = budget;
  if (measured === undefined) return budget.note ?? '—';
  if (format === 'ratio') return num(measured, 2);
  if (format === 'ms') return `${num(measured)} ms`;
  if (format === 'perSec') return `${num(measured)} /s`;
  if (format === 'kb') return `${num(measured, 1)} KB`;
  if (format === 'score') return num(measured);
  if (format === 'bytes') return `${num(measured)} B`;
  return String(measured);
}

const margin = (b) => (b.by === undefined ? '' : `${b.by >= 0 ? '+' : ''}${(b.by * 100).toFixed(0)} %`);

function budgetTable(budgets) {
  return table(
    ['section', 'budget', 'limit', 'measured', 'margin', 'status'],
    budgets.map((b) => [b.section, b.what, b.limit, measuredText(b), margin(b), ICON[b.status]]),
  );
}

function settingsLine(settings) {
  const mode = settings.quick
    ? ' **Quick run (BENCH_QUICK): small sizes, budgets not judged where sizes matter.**'
    : '';
  return `Settings: ${settings.seconds} s per API operation after ${settings.warmupSeconds} s of warm-up, ${settings.connections} connections (login ${settings.loginConnections}), API from ${settings.apiEntry}.${mode}${settings.note ? `\n${settings.note}` : ''}`;
}

/** parts: the Markdown of each section, in report order (already rendered by the sections). */
export function renderMarkdown(results, parts) {
  const { machine, settings, budgets } = results;
  const count = (status) => budgets.filter((b) => b.status === status).length;
  return `# Del Campo: benchmark report

Written by \`npm run bench\` (bench/run.mjs) on ${results.generatedAt}; the raw figures are in [results.json](results.json).
Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB RAM, Node ${machine.node}, ${machine.os}.
${settingsLine(settings)}

**Budgets: ${count(STATUS.PASS)} pass, ${count(STATUS.FAIL)} fail, ${count(STATUS.NOT_MEASURED)} not measured.** A budget that was not measured is never a pass.

${budgetTable(budgets)}

Each section below says how to read its figures. Figures are ratios measured side by side in the same run wherever a
reference exists (the trivial query for the API, the first page for the deepest page, the single-bundle build for
the federation tax), because absolute times on a shared machine drift.

${parts.filter(Boolean).join('\n\n')}
`;
}

export { measuredText };
