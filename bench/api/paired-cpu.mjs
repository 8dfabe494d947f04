// The product list's cost as a figure that does not move with machine load (issue 31): requests sent
// one at a time on one connection, blocks of the trivial query and of the list alternating, the API
// process's own CPU time per block read from Linux's scheduler (/proc/<pid>/task/*/schedstat: ns on
// a CPU, per thread). Each pair gives "list CPU per answer ÷ trivial CPU per answer"; the median of
// the pairs is judged. Load slows both blocks of a pair alike (same seconds, same process), and CPU
// time does not count the time the API waits for a core, so the ratio holds where req/s ratios moved.
import { apiCpuNs } from './proc-cpu.mjs';
import { QUERIES, firstPageVariables } from './queries.mjs';

/** The median of a list of numbers (the lower middle for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The judged figure of the pairs ({trivialNs, listNs} per answer): the list's CPU over all pairs ÷ the
 * trivial query's (a garbage collection that lands in one block is shared out over the run), with
 * the median, min and max of the per-pair ratios and each side's median in µs.
 */
export function summarisePairs(pairs) {
  const ratios = pairs.map((pair) => pair.listNs / pair.trivialNs);
  const sum = (key) => pairs.reduce((total, pair) => total + pair[key], 0);
  return {
    ratio: sum('listNs') / sum('trivialNs'),
    medianRatio: median(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    pairs: pairs.length,
    trivialUs: median(pairs.map((pair) => pair.trivialNs)) / 1000,
    listUs: median(pairs.map((pair) => pair.listNs)) / 1000,
  };
}

/** One request, the next only after its answer (fetch keeps the connection alive); throws unless it holds `expect`. */
export async function ask(url, { query, variables, expect }) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  const text = await res.text();
  if (res.status !== 200 || !text.includes(expect) || text.includes('"errors"')) {
    throw new Error(`paired CPU: unexpected answer (${res.status}): ${text.slice(0, 200)}`);
  }
}

/** The API's CPU per answer (ns) over `count` answers of one operation. */
async function block(api, operation, count) {
  const before = apiCpuNs(api.pid);
  for (let i = 0; i < count; i += 1) await ask(api.url, operation);
  return (apiCpuNs(api.pid) - before) / count;
}

/**
 * `pairs` pairs of (a block of `blockSize` trivial queries, a block of the list), after `warmup`
 * pairs not counted; undefined where Linux's schedstat is missing.
 */
export async function pairedCpu(
  api,
  { trivial, list },
  { pairs = 40, warmup = 5, trivialBlock = 40, listBlock = 8 } = {},
) {
  if (apiCpuNs(api.pid) === undefined) return undefined;
  const measured = [];
  for (let i = 0; i < warmup + pairs; i += 1) {
    const trivialNs = await block(api, trivial, trivialBlock);
    const listNs = await block(api, list, listBlock);
    if (i >= warmup) measured.push({ trivialNs, listNs });
  }
  return { ...summarisePairs(measured), trivialBlock, listBlock };
}

/** The two operations of the pairs: the trivial query and the storefront's first page of `category`. */
export const listPairOperations = (category) => ({
  trivial: { query: QUERIES.ceiling, expect: '"__typename":"Query"' },
  list: { query: QUERIES.productsPage, variables: firstPageVariables(category), expect: '"status":true' },
});

/** SQL statements per answer of each operation (api.sqlStatements, sql-counter.mjs): `count` answers each. */
export async function statementsPerAnswer(api, operations, count = 20) {
  if (!api.sqlStatements) return undefined;
  const perAnswer = {};
  for (const [name, operation] of Object.entries(operations)) {
    const before = await api.sqlStatements();
    for (let i = 0; i < count; i += 1) await ask(api.url, operation);
    perAnswer[name] = ((await api.sqlStatements()) - before) / count;
  }
  return perAnswer;
}
