// EXPLAIN (ANALYZE, BUFFERS) of the statements captured from the API, with the indexes each uses.
import pg from 'pg';

/** Only reads are explained with ANALYZE (it runs the statement); writes and transaction control are left out. */
export function isExplainableRead(sql) {
  const text = sql.trim().toLowerCase();
  if (!/^(select|with)\b/.test(text)) return false;
  return !/\b(insert\s+into|update\s+\S+\s+set|delete\s+from|for\s+update|nextval\s*\()/.test(text);
}

/** Index names in a text plan (index scans, index-only scans, bitmap index scans). */
export function indexesInPlan(plan) {
  const names = new Set();
  for (const match of plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\S+)/g)) names.add(match[1]);
  for (const match of plan.matchAll(/Bitmap Index Scan on (\S+)/g)) names.add(match[1]);
  return [...names];
}

/** Tables read by a sequential scan in a text plan (temporary/function scans aside). */
export function seqScansInPlan(plan) {
  return [...new Set([...plan.matchAll(/Seq Scan on (\S+)/g)].map((match) => match[1]))];
}

/** "Execution Time: 1.234 ms" of a text plan, in ms. */
export function executionMs(plan) {
  const match = /Execution Time: ([\d.]+) ms/.exec(plan);
  return match ? Number(match[1]) : undefined;
}

/** The distinct read statements of one request (same text and parameters once). */
export function distinctReads(statements) {
  const seen = new Set();
  return statements.filter(({ sql, params }) => {
    const key = `${sql}\n${JSON.stringify(params)}`;
    if (!isExplainableRead(sql) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Explains each statement (warm: run once first, as the measured requests were). */
export async function explainStatements(databaseUrl, statements) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans = [];
    for (const { sql, params } of distinctReads(statements)) {
      await client.query(sql, params);
      const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      plans.push({
        sql,
        params: params.map((value) => (Buffer.isBuffer(value) ? `<${value.length} bytes>` : value)),
        plan,
        indexes: indexesInPlan(plan),
        seqScans: seqScansInPlan(plan),
        executionMs: executionMs(plan),
      });
    }
    return plans;
  } finally {
    await client.end();
  }
}
