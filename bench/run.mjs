// `npm run bench`: runs the sections of bench/sections.mjs in order, writes results.json and
// REPORT.md (+ charts/*.png) into bench/ (or BENCH_OUT_DIR), and exits 1 when a budget is broken,
// listing each with its margin. Settings: bench/settings.mjs, documented in bench/README.md.
// `npm run bench -- --check-report` only says whether the report is stale (exit 1 when it is).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { apiChart, apiMarkdown } from './api/markdown.mjs';
import {
  brokenBudgets,
  exitCodeFor,
  markKnownFailing,
  quickRunBudgets,
  sectionBudgets,
  STATUS,
} from './report/budgets.mjs';
import { renderMarkdown, measuredText } from './report/markdown.mjs';
import { reportFreshness, runProvenance } from './report/provenance.mjs';
import { SECTIONS, SECTION_KEYS } from './sections.mjs';
import { publicSettings, readSettings } from './settings.mjs';

const settings = readSettings();
const log = (line) => console.log(line);

if (process.argv.includes('--check-report')) {
  const file = path.join(settings.outDir, 'results.json');
  const provenance = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).provenance : undefined;
  const verdict = existsSync(file) ? reportFreshness(provenance) : { stale: true, reason: `no ${file}` };
  log(`${path.relative(process.cwd(), file)}: ${verdict.stale ? 'STALE' : 'current'}: ${verdict.reason}`);
  process.exit(verdict.stale ? 1 : 0);
}

const provenance = runProvenance();
const unknown = (settings.sections ?? []).filter((key) => !SECTION_KEYS.includes(key));
if (unknown.length)
  throw new Error(`BENCH_SECTIONS: unknown ${unknown.join(', ')} (known: ${SECTION_KEYS.join(', ')})`);

/**
 * BENCH_KEEP_FROM=<results.json>: the sections this run does not measure (BENCH_SECTIONS) are taken
 * from that earlier run, each marked with the run and commit that measured it, so one section can be
 * measured again without the ~45 minutes of the others.
 */
const kept = settings.keepFrom ? JSON.parse(readFileSync(settings.keepFrom, 'utf8')) : undefined;

function keptSection(key) {
  const earlier = kept?.sections?.[key];
  if (!earlier || earlier.skipped || earlier.error) return undefined;
  const from = earlier.keptFrom ?? { generatedAt: kept.generatedAt, commit: kept.provenance?.commit };
  return { ...earlier, keptFrom: from };
}

function skipReason(section) {
  if (settings.sections && !settings.sections.includes(section.key)) return 'not in BENCH_SECTIONS';
  if (section.needsPostgres && !settings.postgresUrl)
    return 'no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL';
  return undefined;
}

/** A section that throws is recorded as {error}: its budgets break, the other sections still run. */
async function runSection(section, module) {
  const skipped = skipReason(section);
  const earlier = skipped && keptSection(section.key);
  if (earlier) {
    log(`${section.title}: kept from the run of ${earlier.keptFrom.generatedAt} (BENCH_KEEP_FROM)`);
    return earlier;
  }
  if (skipped) {
    log(`${section.title}: skipped (${skipped})`);
    return { skipped };
  }
  log(section.title);
  try {
    return await module.run({ ...settings, outDir: settings.outDir, log: (line) => log(`  ${line}`) });
  } catch (error) {
    log(`  failed: ${error.stack ?? error}`);
    return { error: String(error.message ?? error).slice(0, 2000) };
  }
}

const sections = {};
const modules = {};
for (const section of SECTIONS) {
  try {
    modules[section.key] = await section.load();
  } catch (error) {
    modules[section.key] = { run: () => Promise.reject(error), budgets: () => [], markdown: undefined };
  }
  sections[section.key] = await runSection(section, modules[section.key]);
}

/** A failed section with no budget rows of its own (e.g. its module did not load) still breaks the run. */
const ranRow = (section) => ({
  section: section.title,
  what: 'the section ran to the end',
  limit: 'no error',
  status: STATUS.PASS,
});
const allBudgets = SECTIONS.flatMap((section) => {
  const result = sections[section.key];
  const rows = modules[section.key].budgets?.(result) ?? [];
  return sectionBudgets(rows.length === 0 && result.error ? [ranRow(section)] : rows, result);
});
const budgets = markKnownFailing(settings.quick ? quickRunBudgets(allBudgets) : allBudgets);

function sectionPart(section) {
  const result = sections[section.key];
  const markdown = modules[section.key].markdown;
  if (!markdown) return undefined;
  if (result.skipped) return `## ${section.title}\n\nNot measured in this run: ${result.skipped}.`;
  if (result.error) return `## ${section.title}\n\nThe section failed: \`${result.error.replace(/`/g, "'")}\``;
  return withKeptNote(markdown(result, settings), result);
}

/** A kept section's part says under its heading which run measured it. */
function withKeptNote(part, result) {
  if (!result.keptFrom) return part;
  const { generatedAt, commit } = result.keptFrom;
  const note = `_Measured by the run of ${generatedAt} (commit ${commit?.slice(0, 8) ?? 'unknown'}), kept by BENCH_KEEP_FROM: this run did not measure it._`;
  const [heading, ...rest] = part.split('\n');
  return [heading, '', note, ...rest].join('\n');
}

/** Both API sections share one part of the report. */
function apiPart() {
  const keptApi = [sections.apiPglite, sections.apiPostgres].find((result) => result?.keptFrom);
  const part = apiMarkdown(sections, { chart });
  return keptApi ? withKeptNote(part, keptApi) : part;
}

const chart = await apiChart(sections, settings.outDir);
const parts = SECTIONS.map((section) => (section.key === 'apiPglite' ? apiPart() : sectionPart(section)));

const results = {
  generatedAt: new Date().toISOString(),
  provenance,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  },
  settings: publicSettings(settings),
  sections,
  budgets,
};

await mkdir(settings.outDir, { recursive: true });
const json = await prettier.format(JSON.stringify(results), {
  ...(await prettier.resolveConfig(path.join(import.meta.dirname, 'results.json'))),
  parser: 'json',
});
await writeFile(path.join(settings.outDir, 'results.json'), json);
await writeFile(path.join(settings.outDir, 'REPORT.md'), renderMarkdown(results, parts));

const broken = brokenBudgets(budgets);
const count = (status) => budgets.filter((b) => b.status === status).length;
log(
  `\n${path.relative(process.cwd(), settings.outDir) || '.'}/REPORT.md written (commit ${provenance.commit?.slice(0, 8) ?? 'unknown'}${provenance.dirty ? ', dirty' : ''}): ${count(STATUS.PASS)} pass, ${broken.length} fail, ${count(STATUS.KNOWN_FAIL)} failing (known), ${count(STATUS.NOT_MEASURED)} not measured`,
);
for (const b of broken) {
  const by = b.by === undefined ? '' : ` (${(b.by * 100).toFixed(0)} % from the limit)`;
  log(`  BROKEN ${b.section}: ${b.what}: ${measuredText(b)} against ${b.limit}${by}`);
}
for (const b of budgets.filter((row) => row.status === STATUS.KNOWN_FAIL)) {
  log(`  failing (known: ${b.known}) ${b.section}: ${b.what}: ${measuredText(b)} against ${b.limit}`);
}
process.exit(exitCodeFor(budgets));
