import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildBudgets, buildMarkdown, buildRows } from './report.mjs';
import { assertDistComplete, buildableWorkspaces, taskTimes } from './steps.mjs';

// The shape nx's TaskProfilingLifeCycle writes (µs): thread names ('M') and one complete event ('X') per task.
const PROFILE = [
  { name: 'thread_name', ph: 'M', pid: 1, tid: 0, ts: 0, args: { name: 'Group #1' } },
  {
    name: 'remote-shop:build',
    ph: 'X',
    ts: 5_000_000,
    dur: 30_500_000,
    args: { target: { project: 'remote-shop', target: 'build' }, status: 'success' },
  },
  {
    name: 'api:build',
    ph: 'X',
    ts: 2_000_000,
    dur: 12_000_000,
    args: { target: { project: 'api', target: 'build' }, status: 'success' },
  },
];

test('per app times come from the profile, in start order, from the first task', () => {
  assert.deepEqual(taskTimes(PROFILE), [
    { app: 'api', target: 'build', seconds: 12, startSeconds: 0, status: 'success' },
    { app: 'remote-shop', target: 'build', seconds: 30.5, startSeconds: 3, status: 'success' },
  ]);
});

test('the workspaces that build are those with a build script', () => {
  const apps = buildableWorkspaces();
  assert.ok(apps.includes('remote-shop') && apps.includes('api') && apps.includes('host'));
  assert.ok(!apps.includes('shared') && !apps.includes('e2e'));
});

test('a dist/ that is missing, empty, or lacks its page, manifest or (a remote) its entry is refused', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-build-test-'));
  try {
    await mkdir(path.join(root, 'shop', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'shop', 'webpack.config.js'), '');
    await mkdir(path.join(root, 'api', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'api', 'dist', 'server.js'), '');
    await assert.rejects(assertDistComplete(['shop'], root), /shop\/dist is missing or empty/);
    await writeFile(path.join(root, 'shop', 'dist', 'index.html'), '');
    await assert.rejects(assertDistComplete(['shop'], root), /shop\/dist lacks mf-manifest\.json/);
    await writeFile(path.join(root, 'shop', 'dist', 'mf-manifest.json'), '{}');
    await assertDistComplete(['shop', 'api'], root); // a host exposes nothing: no remoteEntry.js
    await mkdir(path.join(root, 'remote-shop', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'remote-shop', 'webpack.config.js'), '');
    for (const file of ['index.html', 'mf-manifest.json']) {
      await writeFile(path.join(root, 'remote-shop', 'dist', file), '{}');
    }
    await assert.rejects(assertDistComplete(['remote-shop'], root), /remote-shop\/dist lacks remoteEntry\.js/);
    await writeFile(path.join(root, 'remote-shop', 'dist', 'remoteEntry.js'), '');
    await assertDistComplete(['remote-shop'], root);
    await assert.rejects(assertDistComplete(['cart'], root), /cart\/dist is missing/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

const full = {
  command: 'npx lerna run build --skip-nx-cache',
  concurrency: 2,
  seconds: 95.25,
  tasks: taskTimes(PROFILE),
};
const rebuild = { app: 'remote-shop', command: 'npm run build -w remote-shop', runs: [31, 29, 40], seconds: 31 };

test('no budget row: the build figures are reported, not budgeted', () => {
  assert.deepEqual(buildBudgets({ full, rebuild }), []);
});

test('the rows list the full build, each app, the rebuild and the monolith when present', () => {
  assert.deepEqual(buildRows({ full, rebuild, monolith: { seconds: 50 } }), [
    ['full clean build (all apps)', 95.25],
    ['  api (in the full build)', 12],
    ['  remote-shop (in the full build)', 30.5],
    ['remote-shop rebuilt alone', 31],
    ['monolith build', 50],
  ]);
  assert.deepEqual(buildRows({ rebuild: { ...rebuild, runs: [31] } }), [['remote-shop rebuilt alone', 31]]);
});

test('the Markdown gives the times in seconds and says what was not run', () => {
  const text = buildMarkdown({ quick: false, full, rebuild, monolithScript: false });
  assert.match(text, /^## Build/);
  assert.match(text, /\*\*95\.3 s\*\*/);
  assert.match(text, /· api \(build, started at 0\.0 s\) \| 12\.0 s/);
  assert.match(text, /\*\*31\.0 s\*\* \(median of 31\.0 s, 29\.0 s, 40\.0 s\)/);
  assert.match(text, /no `build:monolith` script/);
  const quick = buildMarkdown({ quick: true, rebuild: { ...rebuild, runs: [31] }, monolithScript: true });
  assert.match(quick, /full clean build \| not run \(quick\)/);
  assert.match(quick, /monolith \| not run \(quick\)/);
});
