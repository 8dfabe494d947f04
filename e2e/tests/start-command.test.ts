import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { launchChromium } from './support/chromium.ts';
import { REPO_ROOT } from './support/app-servers.ts';

// `npm start` as a newcomer runs it (after the build that `npm test` already made), on ports of
// its own so it never meets a developer's running site.
const PORTS = { HOST_PORT: '13100', SHOP_PORT: '13101', CART_PORT: '13102', ADMIN_PORT: '13103', API_PORT: '13104' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delcampo-start-'));
let site: ChildProcess | null = null;

after(() => {
  site?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(url: string, timeoutMs = 60_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('npm start serves the site with demo data on the embedded database', async () => {
  site = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...PORTS, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const health = await waitFor('http://127.0.0.1:13104/health');
  assert.equal(((await health.json()) as { status: string }).status, 'ok');
  const config = (await (await waitFor('http://127.0.0.1:13100/config.json')).json()) as { graphqlUrl: string };
  assert.equal(config.graphqlUrl, 'http://127.0.0.1:13104/graphql');
  for (const port of ['13101', '13102', '13103']) await waitFor(`http://127.0.0.1:${port}/mf-manifest.json`);

  // The home arrives with its content (the very first render, which loads the renderers, may take
  // longer than SSR_TIMEOUT_MS: the plain page comes then, and the next request has it).
  let html = '';
  for (let attempt = 0; attempt < 40 && !html.includes('dc-first-render'); attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    html = await (await fetch('http://127.0.0.1:13100/')).text();
  }
  assert.match(html, /<script type="application\/json" id="dc-first-render"/);
  assert.match(html, /class="category-name">Frutas</, 'the category names are in the HTML');

  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto('http://127.0.0.1:13100/');
    await page.locator('[data-testid=category-grid] .category-name').first().waitFor({ timeout: 30_000 });
    assert.ok((await page.locator('[data-testid=category-grid] .category-name').count()) >= 6);
  } finally {
    await browser.close();
  }
});
