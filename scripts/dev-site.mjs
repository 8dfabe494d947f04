// `npm run dev` (or `npm start`) driven from a test or the bench: start the site on ports of the
// caller's choice, wait until every server answers, and time an edit of a component until the open
// page shows it (hot update, no reload: a marker set on `window` before the edit must survive).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `url` answers 2xx; throws after `timeoutMs` (or when `alive()` turns false). */
export async function waitForUrl(url, { timeoutMs, alive = () => true }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`the site stopped before ${url} answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/**
 * Starts `node <script> ...args` (default: scripts/dev.mjs, the whole site in development) in `cwd`
 * (default: this checkout) with `ports` ({HOST_PORT, SHOP_PORT, CART_PORT, ADMIN_PORT, API_PORT})
 * and `env`; resolves once the API, config.json and the three manifests answer, with the seconds
 * that took, the host's URL and stop(). `log` receives the site's output.
 */
export async function startSite({
  ports,
  cwd = ROOT,
  script = 'scripts/dev.mjs',
  args = [],
  env = {},
  timeoutMs = 15 * 60_000,
  log = () => {},
}) {
  const started = performance.now();
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env: { ...process.env, ...env, ...ports },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log(chunk.toString()));
  child.stderr.on('data', (chunk) => log(chunk.toString()));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const base = (port) => `http://127.0.0.1:${port}`;
  const alive = () => child.exitCode === null;
  try {
    const urls = [
      `${base(ports.API_PORT)}/health`,
      `${base(ports.HOST_PORT)}/config.json`,
      ...[ports.SHOP_PORT, ports.CART_PORT, ports.ADMIN_PORT].map((port) => `${base(port)}/mf-manifest.json`),
    ];
    for (const url of urls) await waitForUrl(url, { timeoutMs, alive });
  } catch (error) {
    await stop();
    throw error;
  }
  return { hostUrl: `${base(ports.HOST_PORT)}/`, seconds: (performance.now() - started) / 1000, stop };
}

/**
 * Replaces `from` by `to` in `file` (a path from the repo root) while `page` is open, and resolves
 * with the seconds until `selector` shows in the page, and whether the page kept its window (no full
 * reload). `whileEdited(page)`, when given, runs before the file is restored, which it always is.
 */
export async function timeEdit(page, { file, from, to, selector, timeoutMs = 120_000, whileEdited }) {
  const target = path.join(ROOT, file);
  const original = readFileSync(target, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  await page.evaluate(() => (window.__devSiteMarker = 'before the edit'));
  try {
    const edited = performance.now();
    writeFileSync(target, original.replace(from, to));
    await page.locator(selector).first().waitFor({ timeout: timeoutMs });
    const seconds = (performance.now() - edited) / 1000;
    await whileEdited?.(page);
    const marker = await page.evaluate(() => window.__devSiteMarker);
    return { seconds, reloaded: marker !== 'before the edit' };
  } finally {
    writeFileSync(target, original);
  }
}
