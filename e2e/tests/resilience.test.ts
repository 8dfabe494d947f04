import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { clickCartButton, openRecordedPage } from './support/browser-page.ts';
import { AppServer, distOf } from './support/app-servers.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

test('with remote-cart down the shop still works; "Reintentar" brings the panel back without a reload', async () => {
  await suite.site.apps['remote-cart'].stop();
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  await page.getByRole('link', { name: 'Info' }).click();
  await page.getByRole('heading', { name: 'Información de la demostración' }).waitFor();
  await clickCartButton(page);
  const fallback = page.getByTestId('cart-slot').getByTestId('remote-fallback');
  await fallback.waitFor();
  assert.match((await fallback.textContent()) ?? '', /no está disponible/);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await suite.site.apps['remote-cart'].start();
  await fallback.getByRole('button', { name: 'Reintentar' }).click();
  await fallback.waitFor({ state: 'detached' });
  await page.getByText('Carrito de compra').waitFor();
  await page.getByText('El carrito está vacio.', { exact: false }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true);
  await context.close();
});

function checksum(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, file);
    try {
      hash.update(file).update(readFileSync(full));
    } catch {
      // a folder
    }
  }
  return hash.digest('hex');
}

/** A new remote-shop build whose home lead text differs (a copy of the build with that text changed). */
function publishChangedShopBuild(newText: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-shop-next-'));
  cpSync(distOf('remote-shop'), dir, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const next = text.replace('Frutas y verduras frescas, elegidas cada mañana', newText);
    if (next !== text) {
      writeFileSync(path.join(dir, file), next);
      // A rebuild writes its compressed copies anew; the server sends the build's .br/.gz as they are.
      for (const compressed of ['.br', '.gz']) rmSync(path.join(dir, file + compressed), { force: true });
      changed += 1;
    }
  }
  assert.ok(changed > 0, 'the lead text is in the shop build');
  return dir;
}

test('pointing config.json at a rebuilt remote on another port changes the page; the host is untouched', async () => {
  const hostBefore = checksum(distOf('host'));
  const nextShop = new AppServer(publishChangedShopBuild('Cosecha nueva del día'), '');
  await nextShop.start();
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await page.getByText('Frutas y verduras frescas, elegidas cada mañana', { exact: false }).waitFor();

  suite.site.writeConfig({
    ...suite.site.config,
    remotes: { ...suite.site.config.remotes, shop: `${nextShop.url}/mf-manifest.json` },
  });
  await page.reload();
  await page.getByText('Cosecha nueva del día', { exact: false }).waitFor();
  assert.equal(checksum(distOf('host')), hostBefore);
  await nextShop.stop();
  await context.close();
});
