import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createCdnServer } from '../../scripts/serve-app.mjs';
import { REPO_ROOT, distOf } from './support/app-servers.ts';
import { openRecordedPage } from './support/browser-page.ts';
import { checksumTree, variantBuild } from './support/remote-builds.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();
const OLD_TEXT = 'Frutas y verduras frescas, elegidas cada mañana';
const NEW_TEXT = 'Cosecha nueva del día';
const deployDir = mkdtempSync(path.join(os.tmpdir(), 'delcampo-deploy-'));
const cdn = { server: createCdnServer(deployDir), url: '' };
after(async () => {
  cdn.server.closeAllConnections();
  await new Promise((resolve) => cdn.server.close(resolve));
  rmSync(deployDir, { recursive: true, force: true });
});

/** `npm run release|rollback -w remote-shop`, against this site's config.json and a local CDN. */
function npmRun(script: 'release' | 'rollback', ...args: string[]): void {
  const env = { ...process.env, DEPLOY_DIR: deployDir, HOST_CONFIG_FILE: suite.site.configFile, CDN_URL: cdn.url };
  const extra = args.length ? ['--', ...args] : [];
  execFileSync('npm', ['run', script, '-w', 'remote-shop', '--silent', ...extra], {
    cwd: REPO_ROOT,
    env,
    stdio: 'pipe',
  });
}

const config = () => JSON.parse(readFileSync(suite.site.configFile, 'utf8'));

test('release switches the running host to a new remote-shop; rollback switches back; host untouched', async () => {
  await new Promise<void>((resolve) => cdn.server.listen(0, '127.0.0.1', resolve));
  cdn.url = `http://127.0.0.1:${(cdn.server.address() as AddressInfo).port}`;
  const hostBefore = checksumTree(distOf('host'));
  const otherRemotes = { cart: config().remotes.cart, admin: config().remotes.admin };
  const commit = JSON.parse(readFileSync(path.join(distOf('remote-shop'), 'mf-manifest.json'), 'utf8')).metaData
    .buildInfo.commit;

  npmRun('release');
  assert.equal(config().remotes.shop, `${cdn.url}/remote-shop/0.1.0-${commit}/mf-manifest.json`);
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await page.getByText(OLD_TEXT, { exact: false }).waitFor();

  const next = variantBuild('remote-shop', { replace: [OLD_TEXT, NEW_TEXT], buildInfo: { appVersion: '0.2.0' } });
  assert.ok(next.changed > 0, 'the lead text is in the shop build');
  npmRun('release', '--dist', next.dir);
  assert.equal(config().remotes.shop, `${cdn.url}/remote-shop/0.2.0-${commit}/mf-manifest.json`);
  await page.reload();
  await page.getByText(NEW_TEXT, { exact: false }).waitFor();

  // Cache policy of the CDN: pointers revalidated on every use (ETag), hashed assets immutable.
  const base = `${cdn.url}/remote-shop/0.2.0-${commit}`;
  const manifest = await fetch(`${base}/mf-manifest.json`);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.ok(manifest.headers.get('etag'), 'the manifest has an ETag');
  const entry = await fetch(`${base}/remoteEntry.js`);
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  const etag = entry.headers.get('etag') ?? '';
  assert.equal((await fetch(`${base}/remoteEntry.js`, { headers: { 'if-none-match': etag } })).status, 304);
  const chunk = (await manifest.json()).exposes[0].assets.js.sync[0] as string;
  assert.match((await fetch(`${base}/${chunk}`)).headers.get('cache-control') ?? '', /immutable/);
  assert.equal((await fetch(`${cdn.url}/remote-shop/history.json`)).status, 404);

  npmRun('rollback');
  await page.reload();
  await page.getByText(OLD_TEXT, { exact: false }).waitFor();
  assert.equal(config().remotes.shop, `${cdn.url}/remote-shop/0.1.0-${commit}/mf-manifest.json`);
  const history = JSON.parse(readFileSync(path.join(deployDir, 'remote-shop', 'history.json'), 'utf8'));
  assert.equal(history.current, config().remotes.shop);

  assert.deepEqual({ cart: config().remotes.cart, admin: config().remotes.admin }, otherRemotes);
  assert.equal(checksumTree(distOf('host')), hostBefore);
  rmSync(next.dir, { recursive: true, force: true });
  await context.close();
});
