// The Debian packages the browser tests and the bench need, installed with apt-get when missing:
// chromium (/usr/bin/chromium, never a downloaded browser build), nginx (the e2e smoke through
// deploy/nginx runs it from a temp dir) and valgrind (the bench's instruction count). `npm test` calls this before the build/e2e/bench steps,
// so the README's test command works on a fresh machine and .ci/run needs no copy of it.
// A policy-rc.d answering 101 keeps the nginx package from starting the system service; it is
// written only when none exists and removed afterwards. Options: --dry-run (print the plan only).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const POLICY_RC_D = '/usr/sbin/policy-rc.d';
const APT = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];

/** Each package and the executables that count as "installed" (an override path alone, when set). */
export function systemPackages(env = process.env) {
  return [
    { name: 'chromium', binaries: [env.CHROMIUM_PATH ?? '/usr/bin/chromium'], startsService: false },
    { name: 'nginx', binaries: env.NGINX_PATH ? [env.NGINX_PATH] : ['/usr/sbin/nginx', 'nginx'], startsService: true },
    // The bench counts the product list's instructions under callgrind (bench/api/instructions.mjs).
    { name: 'valgrind', binaries: [env.VALGRIND_PATH ?? '/usr/bin/valgrind'], startsService: false },
  ];
}

/** The names of the packages none of whose executables is present. */
export function missingPackages(packages, isExecutable) {
  return packages.filter((pkg) => !pkg.binaries.some(isExecutable)).map((pkg) => pkg.name);
}

/**
 * The commands that install `missing`: `{ steps, cleanup }` (argv arrays; cleanup runs even when a
 * step fails), or `{ error }` when nothing can install them (neither root nor password-less sudo).
 */
export function installPlan(missing, packages, { isRoot, hasSudo, policyPresent }) {
  if (missing.length === 0) return { steps: [], cleanup: [] };
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!isRoot && !hasSudo) {
    return { error: `Missing ${missing.join(', ')}: run as root, or install them first (${command}).` };
  }
  const asRoot = (argv) => (isRoot ? argv : ['sudo', '-n', ...argv]);
  const startsService = packages.some((pkg) => missing.includes(pkg.name) && pkg.startsService);
  const addPolicy = startsService && !policyPresent;
  const policy = `printf '#!/bin/sh\\nexit 101\\n' > ${POLICY_RC_D} && chmod +x ${POLICY_RC_D}`;
  const steps = [
    ...(addPolicy ? [['sh', '-c', policy]] : []),
    [...APT, 'update', '-qq'],
    [...APT, 'install', '-y', '-qq', ...missing],
  ];
  const cleanup = addPolicy ? [['rm', '-f', POLICY_RC_D]] : [];
  return { steps: steps.map(asRoot), cleanup: cleanup.map(asRoot) };
}

function isExecutable(binary) {
  if (!binary.includes('/')) {
    return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
  }
  try {
    accessSync(binary, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(argv) {
  return spawnSync(argv[0], argv.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
}

function main(argv) {
  const packages = systemPackages();
  const missing = missingPackages(packages, isExecutable);
  const plan = installPlan(missing, packages, {
    isRoot: process.getuid?.() === 0,
    hasSudo: spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
    policyPresent: existsSync(POLICY_RC_D),
  });
  if (plan.error) {
    console.error(plan.error);
    return 1;
  }
  if (missing.length === 0) {
    console.log(`System packages present: ${packages.map((pkg) => pkg.name).join(', ')}.`);
    return 0;
  }
  console.log(`Installing with apt-get: ${missing.join(', ')}`);
  if (argv.includes('--dry-run')) {
    for (const step of [...plan.steps, ...plan.cleanup]) console.log(step.join(' '));
    return 0;
  }
  let ok = true;
  for (const step of plan.steps) if (ok) ok = run(step);
  for (const step of plan.cleanup) run(step);
  if (!ok) console.error(`Could not install ${missing.join(', ')}.`);
  return ok ? 0 : 1;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
