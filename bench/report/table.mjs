// Markdown table and number helpers shared by every section's report part.

export const num = (value, digits = 0) =>
  value === undefined || value === null || Number.isNaN(value) ? '—' : Number(value).toFixed(digits);

export const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
