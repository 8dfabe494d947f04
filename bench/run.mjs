// `npm run bench`: runs the measurement sections in order, writes bench/results.json and
// bench/REPORT.md (+ charts), and exits 1 when a budget is broken (listed with the margin).
// Settings (environment): BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (1), BENCH_CONNECTIONS (50),
// BENCH_LOGIN_CONNECTIONS (10), BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL section),
// BENCH_API=dist (the built api/dist/server.js instead of the sources through tsx).
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { apiSection } from './api/section.mjs';
import { checkBudgets, STATUS } from './report/budgets.mjs';
import { barChartSvg, renderPng } from './report/chart.mjs';
import { renderMarkdown } from './report/markdown.mjs';

const DIR = import.meta.dirname;
const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0`);
  return value;
};
const settings = {
  seconds: int('BENCH_SECONDS', 10),
  warmupSeconds: int('BENCH_WARMUP_SECONDS', 1),
  connections: int('BENCH_CONNECTIONS', 50),
  loginConnections: int('BENCH_LOGIN_CONNECTIONS', 10),
  apiEntry: process.env.BENCH_API === 'dist' ? 'api/dist/server.js' : 'api/src/server.ts (tsx)',
  note: process.env.BENCH_NOTE,
};
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const log = (line) => console.log(line);

/** A section that throws is recorded as {error}: its budgets fail, the other sections still run. */
async function attempt(title, run) {
  log(title);
  try {
    return await run();
  } catch (error) {
    log(`  failed: ${error.stack ?? error}`);
    return { error: String(error.message ?? error).slice(0, 2000) };
  }
}

const sections = {};
sections.apiPglite = await attempt(`API on PGlite (${settings.seconds} s per operation)`, () =>
  apiSection({ ...settings, log }),
);
if (postgresUrl) {
  sections.apiPostgres = await attempt('API on PostgreSQL', () =>
    apiSection({ ...settings, serverUrl: postgresUrl, log }),
  );
} else {
  log('API on PostgreSQL: skipped (BENCH_DATABASE_URL / TEST_DATABASE_URL not set)');
}

const budgets = checkBudgets(sections);
const results = {
  generatedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  },
  settings,
  sections: { ...sections, web: null, scale: null, memory: null, build: null },
  budgets,
};

const chartFile = 'charts/api-throughput.png';
const apis = [sections.apiPglite, sections.apiPostgres].filter((api) => api?.results);
const svg = barChartSvg({
  title: 'API req/s as a ratio to the trivial query (higher is better)',
  series: apis.map((api) => (api.driver === 'postgres' ? 'PostgreSQL' : 'PGlite')),
  rows: Object.entries(apis[0]?.results ?? {})
    .filter(([name]) => name !== 'ceiling')
    .map(([name]) => ({ label: name, values: apis.map((api) => api.results[name].ratio) })),
  marker: { value: 0.4, label: 'product list budget 0.40' },
});
const chart = apis.length > 0 && (await renderPng(svg, path.join(DIR, chartFile))) ? chartFile : undefined;

const json = await prettier.format(JSON.stringify(results), {
  ...(await prettier.resolveConfig(path.join(DIR, 'results.json'))),
  parser: 'json',
});
await writeFile(path.join(DIR, 'results.json'), json);
await writeFile(path.join(DIR, 'REPORT.md'), renderMarkdown(results, { chart }));

const broken = budgets.filter((b) => b.status === STATUS.FAIL);
const unmeasured = budgets.filter((b) => b.status === STATUS.NOT_MEASURED).length;
log(
  `\nbench/REPORT.md written: ${budgets.length - broken.length - unmeasured} pass, ${broken.length} fail, ${unmeasured} not measured`,
);
for (const b of broken) {
  const by = b.by === undefined ? '' : ` (${(b.by * 100).toFixed(0)} % from the limit)`;
  const measured = typeof b.measured === 'number' ? Number(b.measured.toFixed(3)) : (b.measured ?? b.note);
  log(`  BROKEN ${b.section}: ${b.what}: ${measured} against ${b.limit}${by}`);
}
process.exit(broken.length > 0 ? 1 : 0);
