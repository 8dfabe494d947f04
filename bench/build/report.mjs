// The build section in the report: no budget (issue #8 asks for the figures), a table and a bar chart.
import { barChartSvg } from '../report/chart.mjs';

const sec = (seconds) => (seconds === undefined ? '—' : `${seconds.toFixed(1)} s`);

/** No budget row: the issue asks only for the build times in the report. */
export function buildBudgets() {
  return [];
}

/** Every time of the section as [label, seconds], in report order. */
export function buildRows({ full, rebuild, monolith }) {
  return [
    ...(full ? [['full clean build (all apps)', full.seconds]] : []),
    ...(full?.tasks ?? []).map((task) => [`  ${task.app} (in the full build)`, task.seconds]),
    ...(rebuild ? [[`${rebuild.app} rebuilt alone`, rebuild.seconds]] : []),
    ...(monolith ? [['monolith build', monolith.seconds]] : []),
  ];
}

export function buildChartSvg(section) {
  return barChartSvg({
    title: 'Build times, seconds (lower is better)',
    series: ['seconds'],
    rows: buildRows(section).map(([label, seconds]) => ({ label: label.trim(), values: [seconds] })),
    format: (value) => `${value.toFixed(1)} s`,
  });
}

function timesTable({ full, rebuild, monolith, monolithScript, quick }) {
  const rows = [];
  if (full) {
    rows.push(`| full clean build: every dist/ deleted, \`${full.command}\` | **${sec(full.seconds)}** |`);
    for (const task of full.tasks)
      rows.push(`| · ${task.app} (${task.target}, started at ${sec(task.startSeconds)}) | ${sec(task.seconds)} |`);
  } else {
    rows.push('| full clean build | not run (quick) |');
  }
  const runs = rebuild.runs.length > 1 ? ` (median of ${rebuild.runs.map(sec).join(', ')})` : '';
  rows.push(`| one remote alone, one line changed: \`${rebuild.command}\` | **${sec(rebuild.seconds)}**${runs} |`);
  if (monolith) rows.push(`| monolith: \`${monolith.command}\` | ${sec(monolith.seconds)} |`);
  else rows.push(`| monolith | ${monolithScript && quick ? 'not run (quick)' : 'no `build:monolith` script'} |`);
  return ['| build | time |', '|---|---|', ...rows].join('\n');
}

export function buildMarkdown(section) {
  if (!section || section.skipped)
    return `## Build\n\nNot measured in this run${section ? `: ${section.skipped}` : ''}.\n`;
  if (section.error) return `## Build\n\nThe section failed: \`${section.error.replace(/`/g, "'")}\`\n`;
  const concurrency = section.full ? ` (${section.full.concurrency} tasks at a time, lerna's default here)` : '';
  return [
    '## Build',
    '',
    timesTable(section),
    '',
    ...(section.chart ? [`![Build times](${section.chart})`, ''] : []),
    'How to read:',
    '',
    `- The full clean build is what \`npm run build\` does from nothing: every workspace's dist/ and webpack's persistent cache`,
    `  (node_modules/.cache/webpack) deleted, then \`lerna run build\``,
    `  with the nx cache skipped${concurrency}. The per app rows are the nx task times of that same run (its --profile trace):`,
    '  tasks overlap and share the cores, so they add up to more than the wall time.',
    `- "One remote alone" is a team's inner loop: one line of \`${section.rebuild.changed ?? 'a component'}\` changed, then`,
    `  \`npm run build -w ${section.rebuild.app}\` (webpack directly, no nx), with webpack's persistent cache as the build before`,
    '  left it (webpack/cache.cjs: only what the change touches is compiled again). The other apps are not rebuilt: that is',
    '  what Module Federation buys.',
    '- No budget: issue #8 asks for these figures in the report. Wall times on a shared machine are noisy.',
    '',
  ].join('\n');
}
