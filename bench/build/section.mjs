// The build section: the full clean build (every dist/ and webpack's persistent cache deleted, nx
// cache skipped, per app times from the nx task profile of the same run), one remote rebuilt alone
// after a one-line change, and the monolith build if the repo has one. It runs before the web section, which serves what it leaves: every dist/ is checked at the end.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderPng } from '../report/chart.mjs';
import { buildChartSvg } from './report.mjs';
import { ROOT, assertDistComplete, buildableWorkspaces, rootScript, taskTimes, timed } from './steps.mjs';

export { buildBudgets, buildMarkdown } from './report.mjs';

const REMOTE = 'remote-shop';
/** The file of REMOTE changed before each rebuild (the component the dev section edits too). */
const CHANGED_FILE = 'remote-shop/src/features/home/category-grid.tsx';
/** Webpack's persistent cache (webpack/cache.cjs): a clean build starts without it. */
const WEBPACK_CACHE = path.join(ROOT, 'node_modules', '.cache', 'webpack');
const CHART = 'charts/build-times.png';
// No nx daemon left running after the bench; no interactive terminal UI.
const NX_ENV = { NX_DAEMON: 'false', NX_TUI: 'false' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function cleanBuild(apps, log) {
  for (const app of apps) await rm(path.join(ROOT, app, 'dist'), { recursive: true, force: true });
  await rm(WEBPACK_CACHE, { recursive: true, force: true });
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'));
  const args = ['lerna', 'run', 'build', '--skip-nx-cache'];
  try {
    log(`full clean build: dist/ of ${apps.join(', ')} and webpack's cache deleted, npx ${args.join(' ')} ...`);
    const seconds = await timed('npx', [...args, '--profile', '--profile-location', profileDir], { env: NX_ENV });
    const [file] = await readdir(profileDir);
    if (!file) throw new Error('lerna --profile wrote no profile');
    const tasks = taskTimes(JSON.parse(await readFile(path.join(profileDir, file), 'utf8')));
    log(`${seconds.toFixed(1)} s; ${tasks.map((task) => `${task.app} ${task.seconds.toFixed(1)} s`).join(', ')}`);
    return { command: `npx ${args.join(' ')}`, concurrency: os.cpus().length, seconds, tasks };
  } finally {
    await rm(profileDir, { recursive: true, force: true });
  }
}

/**
 * A team's inner loop: one line of a component changed, then `npm run build -w remote-shop` (npm runs
 * webpack directly, no nx), with webpack's persistent cache as the build before left it. The file
 * is restored afterwards.
 */
async function rebuildOne(runs, log) {
  const args = ['run', 'build', '-w', REMOTE];
  const file = path.join(ROOT, CHANGED_FILE);
  const original = await readFile(file, 'utf8');
  const times = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      await writeFile(file, `${original}\n// bench: rebuild ${run}\n`);
      log(`one remote alone, ${CHANGED_FILE} changed: npm ${args.join(' ')} (${run}/${runs}) ...`);
      times.push(await timed('npm', args));
      log(`${times.at(-1).toFixed(1)} s`);
    }
  } finally {
    await writeFile(file, original);
  }
  return { app: REMOTE, changed: CHANGED_FILE, command: `npm ${args.join(' ')}`, runs: times, seconds: median(times) };
}

async function monolithBuild(log) {
  if (!rootScript('build:monolith')) return undefined;
  log('monolith: npm run build:monolith ...');
  const seconds = await timed('npm', ['run', 'build:monolith']);
  log(`${seconds.toFixed(1)} s`);
  return { command: 'npm run build:monolith', seconds };
}

/** settings.quick: only the one-remote rebuild and the monolith. settings.outDir: where REPORT.md goes (default bench/). */
export async function buildSection({ log, quick, outDir }) {
  const apps = buildableWorkspaces();
  const full = quick ? undefined : await cleanBuild(apps, log);
  if (full) await assertDistComplete(apps);
  const rebuild = await rebuildOne(quick ? 1 : 3, log);
  // Quick runs build the monolith too: the federation tax's bytes are judged in every run (issue 31),
  // and a host/dist-monolith left by older code would measure the wrong tax.
  const monolith = await monolithBuild(log);
  await assertDistComplete(quick ? [REMOTE] : apps);
  const section = {
    quick: Boolean(quick),
    apps,
    full,
    rebuild,
    monolith,
    monolithScript: Boolean(rootScript('build:monolith')),
  };
  const file = path.join(outDir ?? path.join(import.meta.dirname, '..'), CHART);
  return { ...section, chart: (await renderPng(buildChartSvg(section), file)) ? CHART : undefined };
}
