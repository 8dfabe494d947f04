import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { buildSiteConfig, type SiteConfig } from '../../scripts/site-config.mjs';
import { AppServer, REPO_ROOT } from './support/app-servers.ts';
import { startApi, type RunningApi } from './support/api-server.ts';
import { openRecordedPage } from './support/browser-page.ts';
import { launchChromium } from './support/chromium.ts';

// The monolith (docs/monolith.md): the same pages as one single-bundle app, no federation at all.
const MONOLITH_DIR = path.join(REPO_ROOT, 'host', 'dist-monolith');

/** `npm run build` does not make the monolith: build it here when it is missing. */
function ensureMonolithBuilt() {
  if (existsSync(path.join(MONOLITH_DIR, 'index.html'))) return;
  // A build's output can pass spawnSync's 1 MB default, which kills it: room for a long log.
  const build = spawnSync('npm', ['run', 'build:monolith'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(build.status, 0, `npm run build:monolith failed:\n${build.stdout}\n${build.stderr}`);
}

interface MonolithSite {
  url: string;
  api: RunningApi;
  config: SiteConfig;
  close(): Promise<void>;
}

/** The monolith and an API on loopback, with the same config.json the composed host gets. */
async function startMonolith(): Promise<MonolithSite> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'delcampo-monolith-'));
  const configFile = path.join(workDir, 'config.json');
  const server = new AppServer(MONOLITH_DIR, configFile);
  await server.start();
  const api = await startApi([server.url], { APP_PUBLIC_URL: server.url });
  const config = {
    ...buildSiteConfig(),
    graphqlUrl: `${api.url}/graphql`,
    wsUrl: `${api.url.replace('http', 'ws')}/graphql`,
  };
  writeFileSync(configFile, JSON.stringify(config));
  return {
    url: server.url,
    api,
    config,
    async close() {
      await server.stop();
      await api.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

const suite = {} as { site: MonolithSite; browser: Browser };
// One hook only: top-level hooks of a file may run concurrently on Node 20.
before(async () => {
  ensureMonolithBuilt();
  suite.site = await startMonolith();
  suite.browser = await launchChromium();
});
after(async () => {
  await suite.browser?.close();
  await suite.site?.close();
});

/** Requests that would mean federation is still at work: a remote's origin, a manifest, an entry. */
function federationRequests(requests: string[]): string[] {
  const remoteOrigins = Object.values(suite.site.config.remotes).map((url) => new URL(url).origin);
  return requests.filter(
    (url) => remoteOrigins.includes(new URL(url).origin) || /mf-manifest\.json|remoteEntry\.js/.test(url),
  );
}

const scriptsFrom = (requests: string[], origin: string) =>
  requests.filter((url) => url.endsWith('.js')).every((url) => url.startsWith(`${origin}/`));

test('the build holds one chunk per exposed module and no federation files', () => {
  const files = readdirSync(MONOLITH_DIR);
  assert.ok(!files.some((file) => /^(mf-manifest|mf-stats)\.json$|^remoteEntry/.test(file)), files.join(' '));
  for (const chunk of ['shop-pages', 'cart-pages', 'cart-CartPanel', 'admin-AdminApp']) {
    assert.ok(
      files.some((file) => file.startsWith(`${chunk}.`) && file.endsWith('.js')),
      `a ${chunk} chunk`,
    );
  }
});

test('home shows the categories and featured products, all from the one bundle', async () => {
  const { page, requests, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.url}/`);
  await page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  await page.locator('[data-testid=product-card]').first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(federationRequests(requests), []);
  assert.ok(scriptsFrom(requests, suite.site.url), 'every script comes from the monolith');
  assert.ok(!requests.some((url) => url.includes('/admin-AdminApp.')), 'the back office stays a lazy chunk');
  await context.close();
});

test('a product page renders with no request to a remote', async () => {
  const { products } = await suite.site.api.query<{ products: { id: string; name: string }[] }>(
    'query ($slug: String) { products(categorySlug: $slug) { id name } }',
    { slug: 'frutas' },
  );
  const product = products[0]!;
  const { page, requests, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.url}/prods/details/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  assert.equal(await page.title(), `${product.name} | Del Campo`);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(federationRequests(requests), []);
  assert.ok(scriptsFrom(requests, suite.site.url), 'every script comes from the monolith');
  await context.close();
});
