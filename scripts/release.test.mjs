// A release copies a remote's build to deploy/ and points the host's config.json at it; a build made
// by `npm start`, without the shared libraries' fallback copies, is refused (webpack/shared-fallbacks.cjs).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
process.env.DEPLOY_DIR = path.join(scratch, 'deploy');
process.env.CDN_URL = 'http://127.0.0.1:3999';
const { release } = await import('./release.mjs');
after(() => rmSync(scratch, { recursive: true, force: true }));

function buildOf(name, buildInfo) {
  const dist = path.join(scratch, name);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo } }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), '// entry');
  return dist;
}

test("a build with its shared fallbacks is released and the host's config points at it", () => {
  const dist = buildOf('full', { appVersion: '1.2.0', commit: 'abc1234', sharedFallbacks: true });
  const url = release('remote-cart', dist);
  assert.equal(url, 'http://127.0.0.1:3999/remote-cart/1.2.0-abc1234/mf-manifest.json');
  assert.ok(existsSync(path.join(process.env.DEPLOY_DIR, 'remote-cart', '1.2.0-abc1234', 'remoteEntry.js')));
  const config = JSON.parse(readFileSync(path.join(process.env.DEPLOY_DIR, 'config.json'), 'utf8'));
  assert.equal(config.remotes.cart, url);
});

test("npm start's build, without shared fallbacks, is refused and nothing changes", () => {
  const dist = buildOf('local', { appVersion: '1.3.0', commit: 'def5678', sharedFallbacks: false });
  assert.throws(() => release('remote-cart', dist), /without its shared fallbacks: npm run build -w remote-cart/);
  assert.equal(existsSync(path.join(process.env.DEPLOY_DIR, 'remote-cart', '1.3.0-def5678')), false);
  const config = JSON.parse(readFileSync(path.join(process.env.DEPLOY_DIR, 'config.json'), 'utf8'));
  assert.equal(config.remotes.cart, 'http://127.0.0.1:3999/remote-cart/1.2.0-abc1234/mf-manifest.json');
});
