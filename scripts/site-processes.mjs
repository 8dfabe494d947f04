// The processes of a local site (npm start, npm run dev): each one's output prefixed with its
// name; when one stops, all stop; Ctrl+C (or SIGTERM) stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, APP_PORTS, BIND_HOST, appOrigins } from './site-config.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
let stopping = false;

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/**
 * Builds what is stale (lerna with the nx cache, webpack's persistent cache), but the apps in
 * `skip`; a failed build ends this process with its code.
 */
export function buildStale(skip = []) {
  const ignore = skip.flatMap((app) => ['--ignore', app]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--loglevel', 'warn', ...ignore], {
    cwd: ROOT,
    stdio: 'inherit',
    // A local site needs no fallback copies of the shared libraries (webpack/shared-fallbacks.cjs).
    env: { ...process.env, SHARED_FALLBACKS: 'off' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts `command` from the repo root; its output goes to ours, each line led by [label]. */
export function run(label, command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${label}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${label}] stopped (code ${code}); stopping the site.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

/**
 * The API's environment: the demo data on the embedded database, its port, CORS for the apps.
 * The host's server renderer and the API share one secret: the renderer's API requests get a
 * rate-limit budget of their own (docs/security.md). Made here when not set, for this run only.
 */
export function apiEnv() {
  process.env.SSR_API_SECRET ||= randomBytes(32).toString('base64url');
  return {
    // The demo catalogue and accounts are seeded only when asked for by name: here, on the embedded
    // database (an empty one) unless told otherwise; never on a DATABASE_URL without SEED_DEMO.
    SEED_DEMO: process.env.SEED_DEMO ?? (process.env.DATABASE_URL ? 'false' : 'true'),
    PORT: String(API_PORT),
    HOST: BIND_HOST,
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? appOrigins().join(','),
    // Links in e-mails open the host shell.
    APP_PUBLIC_URL: process.env.APP_PUBLIC_URL ?? `http://${BIND_HOST}:${APP_PORTS.host}`,
  };
}

export const siteBanner = () =>
  `\nDel Campo: http://${BIND_HOST}:${APP_PORTS.host}/  (API http://${BIND_HOST}:${API_PORT}/graphql)\n`;
