import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { startSite, timeEdit } from '../../scripts/dev-site.mjs';
import { launchChromium } from './support/chromium.ts';

// `npm run dev` on ports of its own: the composed site from the four dev servers, then an edit of a
// remote-shop component shows in the open page by a hot update, without reloading it.
const PORTS = { HOST_PORT: '13200', SHOP_PORT: '13201', CART_PORT: '13202', ADMIN_PORT: '13203', API_PORT: '13204' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delcampo-dev-'));
let stopSite: (() => Promise<void>) | undefined;
let output = '';

after(async () => {
  await stopSite?.();
  rmSync(dataDir, { recursive: true, force: true });
});

test('npm run dev serves the composed site, and a remote component edit shows without a reload', async () => {
  const site = await startSite({
    ports: PORTS,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    log: (text) => (output = (output + text).slice(-4000)),
  }).catch((error: Error) => assert.fail(`${error.message}\n${output}`));
  stopSite = site.stop;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(site.hostUrl);
    // The home's categories come from remote-shop's dev server and the API's demo data.
    await page.locator('[data-testid=category-grid] .category-name').first().waitFor({ timeout: 180_000 });
    assert.ok((await page.locator('[data-testid=category-grid] .category-name').count()) >= 6);

    const edit = await timeEdit(page, {
      file: 'remote-shop/src/features/home/category-grid.tsx',
      from: 'data-testid="category-grid">',
      to: 'data-testid="category-grid" data-dev-edit="hot">',
      selector: '[data-testid=category-grid][data-dev-edit=hot]',
      timeoutMs: 180_000,
    });
    assert.equal(edit.reloaded, false, 'the page was reloaded: the edit came by a full reload, not a hot update');
    // The restored file comes back the same way: the attribute leaves the open page.
    await page.locator('[data-dev-edit=hot]').waitFor({ state: 'detached', timeout: 180_000 });
    assert.ok((await page.locator('[data-testid=category-grid] .category-name').count()) >= 6);

    // An edit with a type error still reaches the page; the error shows in the browser's overlay.
    const typed = await timeEdit(page, {
      file: 'remote-shop/src/features/home/category-grid.tsx',
      from: 'const CATEGORY_IMAGE_PX = 96;\n',
      to: "const CATEGORY_IMAGE_PX = 96;\nconst DEV_TYPE_ERROR: number = 'x';\n",
      selector: '[data-testid=category-grid]',
      timeoutMs: 180_000,
      whileEdited: async () => {
        const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
        await overlay.getByText('TS2322').first().waitFor({ timeout: 180_000 });
        assert.match(await overlay.innerText(), /category-grid\.tsx/);
      },
    });
    assert.equal(typed.reloaded, false);
  } finally {
    await browser.close();
  }
});
