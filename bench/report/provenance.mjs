// What a report measured: the commit, whether the measured code had uncommitted changes, Node, the
// CPUs and the load average when the run started; and whether a report is stale, i.e. HEAD changed
// the measured code after the report's commit (`npm run bench -- --check-report`).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The code a report measures: the apps, the API, shared, rules, the webpack config, the root manifests. */
export const MEASURED_PATHS = [
  'host',
  'remote-shop',
  'remote-cart',
  'remote-admin',
  'api',
  'shared',
  'rules',
  'webpack',
  'package.json',
  'package-lock.json',
];

/** MEASURED_PATHS as git reads them, their unit tests left out: a test file changes no byte a shopper gets. */
const MEASURED_PATHSPEC = [...MEASURED_PATHS, ':(exclude,glob)**/*.test.*'];

function git(args, cwd = ROOT, { trim = true } = {}) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  return trim ? result.stdout.trim() : result.stdout;
}

/** The run's provenance, read when it starts. */
export function runProvenance({ cwd = ROOT, now = new Date() } = {}) {
  const commit = git(['rev-parse', 'HEAD'], cwd);
  const status = git(['status', '--porcelain', '--', ...MEASURED_PATHSPEC], cwd, { trim: false }) ?? '';
  const changed = status.split('\n').filter(Boolean);
  return {
    startedAt: now.toISOString(),
    commit,
    commitSubject: commit && git(['log', '-1', '--format=%s', commit], cwd),
    dirty: changed.length > 0,
    dirtyFiles: changed.slice(0, 10).map((line) => line.slice(3)),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

/**
 * Whether the report of `provenance` still describes HEAD: fresh when the last commit that changed
 * MEASURED_PATHS is the report's commit or one of its ancestors. {stale, reason, lastChange}.
 */
export function reportFreshness(provenance, { cwd = ROOT } = {}) {
  const lastChange = git(['log', '-1', '--format=%H', 'HEAD', '--', ...MEASURED_PATHSPEC], cwd);
  const short = (sha) => sha?.slice(0, 8);
  if (!provenance?.commit) return { stale: true, lastChange, reason: 'the report names no commit' };
  if (git(['cat-file', '-t', provenance.commit], cwd) !== 'commit') {
    return { stale: true, lastChange, reason: `its commit ${short(provenance.commit)} is not in this repository` };
  }
  const contained =
    spawnSync('git', ['merge-base', '--is-ancestor', lastChange, provenance.commit], { cwd }).status === 0;
  if (!contained) {
    const subject = git(['log', '-1', '--format=%s', lastChange], cwd);
    return {
      stale: true,
      lastChange,
      reason: `HEAD changed the measured code after the report's commit ${short(provenance.commit)}: ${short(lastChange)} "${subject}"`,
    };
  }
  const dirty = provenance.dirty ? ' (measured with uncommitted changes to the measured code)' : '';
  return {
    stale: false,
    lastChange,
    reason: `measured at ${short(provenance.commit)}, no change to the measured code since${dirty}`,
  };
}
