// REPORT.md's Scale part: sizes and seed time, the timed requests, the ratios, and every plan.
import { num, table } from '../report/table.mjs';

const HOW_TO_READ = `- One fresh PostgreSQL database: migrations and the demo seed through the API, then
  \`bench/scale/generate.mjs\` (set-based INSERT ... SELECT) and VACUUM ANALYZE. Orders span two years up to now,
  slightly denser towards today, over all six states; 1 to 4 lines each, with their status history.
- Each request is sent one at a time on loopback to the real API process (warm-up first); p50/p95 are of those
  sequential answers. Each answer must carry \`status: true\`.
- "SQL ms" adds the EXPLAIN ANALYZE execution times of the statements the API sent for one such request (captured
  on the wire by a pass-through proxy, run again with EXPLAIN (ANALYZE, BUFFERS) on a warm cache): the rest of the
  latency is HTTP, GraphQL, the session check and the network round trips.
- Deepest page: LAST and the last page reached by NEXT, each ÷ the FIRST page of the same list (p50).
- The machine is shared: absolute figures drift; the plans (index names, rows, buffers) do not.`;

const list = (values) => (values?.length ? values.map((value) => `\`${value}\``).join(', ') : '—');

function queriesTable(queries) {
  return table(
    ['request', 'p50 ms', 'p95 ms', 'samples', 'SQL ms (EXPLAIN)', 'indexes used', 'seq scans'],
    Object.values(queries).map((q) => [
      q.label,
      num(q.p50, 1),
      num(q.p95, 1),
      q.samples,
      num(q.sqlMs, 2),
      list(q.indexes),
      list(q.seqScans),
    ]),
  );
}

function ratiosTable(ratios) {
  return table(
    ['list', 'deepest ÷ first (p50)'],
    [
      ['biggest category', num(ratios.biggestCategory, 2)],
      ['every category', num(ratios.allProducts, 2)],
    ],
  );
}

function planBlock(name, label, statements) {
  const parts = statements.map((s, index) =>
    [
      `**${index + 1}.** indexes: ${list(s.indexes)}${s.seqScans.length ? `; seq scans: ${list(s.seqScans)}` : ''};`,
      `execution ${num(s.executionMs, 2)} ms${s.params.length ? `; parameters \`${JSON.stringify(s.params)}\`` : ''}`,
      '',
      '```sql',
      s.sql.trim(),
      '```',
      '',
      '```',
      s.plan,
      '```',
    ].join('\n'),
  );
  return [`<details><summary>${name}: ${label}</summary>`, '', ...parts, '', '</details>'].join('\n');
}

export function scaleMarkdown(section) {
  if (!section) return '## Scale\n\nNot measured in this run (no PostgreSQL URL).\n';
  if (section.error) return `## Scale\n\nThe section failed: \`${section.error.replace(/`/g, "'")}\`\n`;
  const rows = section.rows;
  const sizes = `${rows.products} products in ${rows.categories} categories, ${rows.users} users, ${rows.orders} orders, ${rows.orderLines} order lines, ${rows.statusHistory} status changes, ${rows.windowBookings ?? 0} past delivery-window counters`;
  return [
    '## Scale',
    '',
    section.quick
      ? '_Quick run: tiny sizes, the budgets are not measured; the figures show every code path ran._\n'
      : '',
    `Data: ${sizes}. Seeded in ${num(section.seedSeconds, 1)} s (+ ${num(section.vacuumAnalyzeSeconds, 1)} s VACUUM ANALYZE).`,
    `Biggest category: \`${section.biggestCategory.slug}\` (${section.biggestCategory.products} products on sale). PGlite: ${section.pglite}.`,
    '',
    HOW_TO_READ,
    '',
    queriesTable(section.queries),
    '',
    ratiosTable(section.ratios),
    '',
    ...Object.entries(section.plans).map(([name, statements]) =>
      planBlock(name, section.queries[name]?.label ?? name, statements),
    ),
    '',
  ].join('\n');
}
