// The pieces of the build section: which workspaces build, a timed command, the per-task times of
// the nx profile that `lerna run --profile` writes, and the check that every dist/ is complete.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Workspaces with a build script (their output is dist/, as nx.json's build outputs say). */
export function buildableWorkspaces(root = ROOT) {
  return readJson(path.join(root, 'package.json')).workspaces.filter((name) =>
    Boolean(readJson(path.join(root, name, 'package.json')).scripts?.build),
  );
}

export const rootScript = (name, root = ROOT) => readJson(path.join(root, 'package.json')).scripts?.[name];

/** Runs a command from the repo root; resolves with its wall time in seconds, throws with its output's tail. */
export function timed(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-3000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve(seconds);
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`));
    });
  });
}

/**
 * The nx task profile (Chrome trace events): one complete event ('X') per task, ts/dur in µs.
 * Returns [{app, target, seconds, startSeconds (from the first task), status}] in start order.
 */
export function taskTimes(profile) {
  const tasks = profile.filter((event) => event.ph === 'X');
  const first = Math.min(...tasks.map((event) => event.ts));
  return tasks
    .map((event) => ({
      app: event.args?.target?.project ?? event.name.split(':')[0],
      target: event.args?.target?.target ?? event.name.split(':')[1],
      seconds: event.dur / 1e6,
      startSeconds: (event.ts - first) / 1e6,
      status: event.args?.status,
    }))
    .sort((a, b) => a.startSeconds - b.startSeconds);
}

/** Files a build must leave: a federated app's page and manifest, a remote's entry too; anything for the rest. */
export function expectedOutputs(app, root = ROOT) {
  if (!existsSync(path.join(root, app, 'webpack.config.js'))) return [];
  return ['index.html', 'mf-manifest.json', ...(path.basename(app).startsWith('remote-') ? ['remoteEntry.js'] : [])];
}

/** Throws when a workspace's dist/ is missing, empty, lacks an expected file or has a broken manifest. */
export async function assertDistComplete(apps, root = ROOT) {
  for (const app of apps) {
    const dist = path.join(root, app, 'dist');
    const files = await readdir(dist).catch(() => []);
    if (files.length === 0) throw new Error(`${app}/dist is missing or empty after the build`);
    const missing = expectedOutputs(app, root).filter((file) => !files.includes(file));
    if (missing.length > 0) throw new Error(`${app}/dist lacks ${missing.join(', ')}`);
    if (files.includes('mf-manifest.json')) readJson(path.join(dist, 'mf-manifest.json'));
  }
}
