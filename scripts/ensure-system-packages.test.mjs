// What `npm test` installs on a fresh machine (scripts/ensure-system-packages.mjs): nothing when
// chromium, nginx and valgrind are there, apt-get for what is missing, nginx behind a policy-rc.d that keeps
// its service stopped, and a clear message when it cannot install.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { installPlan, missingPackages, POLICY_RC_D, systemPackages } from './ensure-system-packages.mjs';

const SCRIPT = path.join(import.meta.dirname, 'ensure-system-packages.mjs');
const packages = systemPackages({});
const root = { isRoot: true, hasSudo: false, policyPresent: false };
const present =
  (...binaries) =>
  (binary) =>
    binaries.includes(binary);

test('nothing is installed when chromium, nginx and valgrind are present (nginx on PATH counts)', () => {
  assert.deepEqual(missingPackages(packages, present('/usr/bin/chromium', 'nginx', '/usr/bin/valgrind')), []);
  assert.deepEqual(installPlan([], packages, root), { steps: [], cleanup: [] });
});

test('a missing chromium alone is installed without touching policy-rc.d', () => {
  const missing = missingPackages(packages, present('/usr/sbin/nginx', '/usr/bin/valgrind'));
  assert.deepEqual(missing, ['chromium']);
  const plan = installPlan(missing, packages, root);
  assert.deepEqual(
    plan.steps.map((step) => step.slice(3, 5)),
    [
      ['update', '-qq'],
      ['install', '-y'],
    ],
  );
  assert.equal(plan.steps[1].at(-1), 'chromium');
  assert.deepEqual(plan.cleanup, []);
});

test('nginx is installed behind a policy-rc.d that is removed afterwards', () => {
  const missing = missingPackages(packages, present());
  assert.deepEqual(missing, ['chromium', 'nginx', 'valgrind']);
  const plan = installPlan(missing, packages, root);
  assert.match(plan.steps[0].join(' '), new RegExp(`exit 101.*> ${POLICY_RC_D}`));
  assert.deepEqual(plan.steps.at(-1).slice(-3), ['chromium', 'nginx', 'valgrind']);
  assert.deepEqual(plan.cleanup, [['rm', '-f', POLICY_RC_D]]);
});

test('an existing policy-rc.d is neither overwritten nor removed', () => {
  const plan = installPlan(['nginx'], packages, { ...root, policyPresent: true });
  assert.ok(plan.steps.every((step) => !step.join(' ').includes(POLICY_RC_D)));
  assert.deepEqual(plan.cleanup, []);
});

test('without root every command goes through sudo -n; without either, a message says what to run', () => {
  const plan = installPlan(['nginx'], packages, { ...root, isRoot: false, hasSudo: true });
  assert.ok([...plan.steps, ...plan.cleanup].every((step) => step[0] === 'sudo' && step[1] === '-n'));
  const refused = installPlan(['nginx'], packages, { ...root, isRoot: false });
  assert.match(refused.error, /Missing nginx: run as root.*apt-get install -y nginx/);
});

test('the CHROMIUM_PATH, NGINX_PATH and VALGRIND_PATH overrides decide what counts as installed', () => {
  const run = (env, args = []) =>
    spawnSync(process.execPath, [SCRIPT, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  const here = run({ CHROMIUM_PATH: process.execPath, NGINX_PATH: process.execPath, VALGRIND_PATH: process.execPath });
  assert.equal(here.status, 0);
  assert.match(here.stdout, /System packages present/);

  const away = run(
    { CHROMIUM_PATH: '/nonexistent/chromium', NGINX_PATH: '/nonexistent/nginx', VALGRIND_PATH: process.execPath },
    ['--dry-run'],
  );
  if (process.getuid?.() !== 0 && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    assert.equal(away.status, 1);
    assert.match(away.stderr, /Missing chromium, nginx/);
    return;
  }
  assert.equal(away.status, 0, away.stderr);
  assert.match(away.stdout, /Installing with apt-get: chromium, nginx/);
  assert.match(away.stdout, /apt-get install -y -qq chromium nginx/);
  assert.equal(away.stdout.includes(`rm -f ${POLICY_RC_D}`), !existsSync(POLICY_RC_D));
});
