// The production build on bench-only ports: the built API (in-memory PGlite, demo seed) and each
// app through scripts/serve-app.mjs, with a config.json of its own in a temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSiteConfig } from '../../scripts/site-config.mjs';
import { launchChromium } from './browser.mjs';
import { ROOT } from './config.mjs';
import { prepareDemo } from './demo-state.mjs';

export const APPS = ['host', 'remote-shop', 'remote-cart', 'remote-admin'];
const BUILT = [
  'api/dist/server.js',
  'host/dist/index.html',
  ...APPS.slice(1).map((app) => `${app}/dist/mf-manifest.json`),
];
export const MONOLITH_INDEX = 'host/dist-monolith/index.html';
const origin = (port) => `http://127.0.0.1:${port}`;

/** `npx lerna run build` when a dist file the section serves is missing. */
export function ensureBuilt(log) {
  const missing = BUILT.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length === 0) return false;
  log(`  production build missing (${missing.join(', ')}): npx lerna run build ...`);
  run('npx', ['lerna', 'run', 'build', '--loglevel', 'warn']);
  return true;
}

/** host/dist-monolith, built with `npm run build:monolith` when missing and the root script exists. */
export function ensureMonolith(log, { build }) {
  if (existsSync(path.join(ROOT, MONOLITH_INDEX))) return { ready: true };
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  if (!scripts?.['build:monolith']) return { ready: false, reason: 'no build:monolith script at the root' };
  if (!build) return { ready: false, reason: `${MONOLITH_INDEX} missing (not built in quick mode)` };
  log('  monolith build missing: npm run build:monolith ...');
  run('npm', ['run', 'build:monolith']);
  return existsSync(path.join(ROOT, MONOLITH_INDEX))
    ? { ready: true }
    : { ready: false, reason: `npm run build:monolith wrote no ${MONOLITH_INDEX}` };
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

/** A child process that serves on `url`; resolves once `url + probe` answers, rejects if it exits first. */
async function startProcess(label, args, env, url, probe = '/') {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-3000)));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(url + probe).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null)
      throw new Error(`${label} exited (${child.exitCode}) before it served ${url}:\n${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label} not ready on ${url} after 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { label, url, pid: child.pid, stop };
}

async function assertFree(url) {
  const busy = await fetch(url).then(
    () => true,
    () => false,
  );
  if (busy)
    throw new Error(
      `${url} already answers: another site runs on the bench ports (BENCH_WEB_PORT_BASE / BENCH_WEB_API_PORT)`,
    );
}

/** Starts the API and the four apps (and the monolith when `monolith`); `stop()` ends them all. */
export async function startSite(ports, { monolith }) {
  const urls = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, origin(port)]));
  for (const name of [...APPS, 'api', ...(monolith ? ['monolith'] : [])]) await assertFree(urls[name]);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-'));
  const configFile = path.join(workDir, 'config.json');
  const remote = (app) => `${urls[app]}/mf-manifest.json`;
  const config = {
    ...buildSiteConfig({
      remotes: { shop: remote('remote-shop'), cart: remote('remote-cart'), admin: remote('remote-admin') },
    }),
    graphqlUrl: `${urls.api}/graphql`,
    wsUrl: `${urls.api.replace('http', 'ws')}/graphql`,
  };
  await writeFile(configFile, JSON.stringify(config));
  const running = [];
  const stop = async () => {
    for (const server of running.reverse()) await server.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const appOrigins = [...APPS, 'monolith'].flatMap((app) => [urls[app], `http://localhost:${ports[app]}`]);
    running.push(await startApi(ports.api, appOrigins, urls));
    const env = {
      HOST_CONFIG_FILE: configFile,
      BIND_HOST: '127.0.0.1',
      API_PORT: String(ports.api),
      MONOLITH_PORT: String(ports.monolith),
    };
    for (const app of APPS) {
      running.push(
        await startProcess(
          app,
          ['scripts/serve-app.mjs', app, '--port', String(ports[app])],
          env,
          urls[app],
          '/config.json',
        ),
      );
    }
    let monolithError;
    if (monolith) {
      const args = ['scripts/serve-app.mjs', 'monolith', '--port', String(ports.monolith)];
      await startProcess('monolith', args, env, urls.monolith, '/config.json').then(
        (server) => running.push(server),
        (error) => (monolithError = error.message.split('\n').slice(0, 3).join(' ')),
      );
    }
    return { urls, config, monolithServed: monolith && !monolithError, monolithError, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** api/dist/server.js on a throw-away in-memory PGlite with the demo seed; rate limits lifted for the bench. */
function startApi(port, appOrigins, urls) {
  const env = {
    NODE_ENV: 'development',
    DEMO_MODE: 'true',
    SEED_DEMO: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    CORS_ORIGINS: appOrigins.join(','),
    APP_PUBLIC_URL: urls.host,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    REDIS_URL: '',
    SMTP_URL: '',
    PAYMENT_PROVIDER: 'test',
  };
  return startProcess('api', ['api/dist/server.js'], env, urls.api, '/ready');
}

/**
 * Starts the site (built first when needed) and a chromium, prepares the demo, runs
 * `work({ site, browser, demo })`, and stops them all, also when chromium fails to start (else
 * the site keeps the bench's ports). For the bench's small tools (bytes.mjs, files.mjs).
 */
export async function onBenchSite(options, { monolith }, work) {
  ensureBuilt(console.log);
  const site = await startSite(options.ports, { monolith });
  let browser;
  try {
    browser = await launchChromium(options.chromium);
    const demo = await prepareDemo(site.urls.api);
    return await work({ site, browser, demo });
  } finally {
    await browser?.close();
    await site.stop();
  }
}
