// A newcomer's first hour, timed: `git clone` of the committed HEAD into a temporary folder, `npm
// install`, a first `npm start` (nothing built, no cache: until every server answers), a second one
// with nothing changed, and one remote rebuilt alone (`npm run build -w remote-shop`, its webpack
// cache warm). The clone and its servers are removed at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSite } from '../../scripts/dev-site.mjs';
import { ROOT, timed } from '../build/steps.mjs';

const PORTS = { HOST_PORT: '13420', SHOP_PORT: '13421', CART_PORT: '13422', ADMIN_PORT: '13423', API_PORT: '13424' };
const NX_BASE_ENV = { NX_DAEMON: 'false', NX_TUI: 'false' };

/**
 * nx 23 keeps its task cache and task database per workspace identity in ~/.nx/<id>/, shared by
 * every checkout of the repository on the machine: a fresh clone would find this checkout's builds
 * there and its "first" start would build nothing (13.8 s where a newcomer's machine builds
 * everything). The clone gets a cache and a database of its own, inside its temporary folder.
 */
const nxEnvOf = (parent) => ({
  ...NX_BASE_ENV,
  NX_CACHE_DIRECTORY: path.join(parent, 'nx-cache'),
  NX_WORKSPACE_DATA_DIRECTORY: path.join(parent, 'nx-workspace-data'),
});

async function timedStart(clone, dataDir, nxEnv) {
  let output = '';
  const site = await startSite({
    cwd: clone,
    script: 'scripts/start.mjs',
    ports: PORTS,
    env: { ...nxEnv, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeoutMs: 30 * 60_000,
    log: (text) => (output = (output + text).slice(-3000)),
  }).catch((error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  await site.stop();
  return site.seconds;
}

export async function measureFreshClone({ log }) {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'bench-clone-'));
  const clone = path.join(parent, 'del-campo');
  try {
    log(`git clone of HEAD into ${clone} ...`);
    await timed('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
    const nxEnv = nxEnvOf(parent);
    const run = (command, args) => timed(command, args, { cwd: clone, env: nxEnv });
    log('npm install ...');
    const install = await run('npm', ['install', '--no-audit', '--no-fund']);
    log(`${install.toFixed(1)} s; first npm start (nothing built, no cache) ...`);
    const first = await timedStart(clone, path.join(parent, 'data-1'), nxEnv);
    log(`${first.toFixed(1)} s; second npm start (nothing changed) ...`);
    const second = await timedStart(clone, path.join(parent, 'data-2'), nxEnv);
    log(`${second.toFixed(1)} s; one remote rebuilt: npm run build -w remote-shop ...`);
    const rebuild = await run('npm', ['run', 'build', '-w', 'remote-shop']);
    log(`${rebuild.toFixed(1)} s`);
    return { install, firstStart: first, secondStart: second, remoteRebuild: rebuild, cpus: os.cpus().length };
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}
