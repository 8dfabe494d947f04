// Complements resilience.test.ts (remote-cart server down): a manifest answering 5xx, with
// retries, and a remote built against another major of `shared`, refused by the host.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { afterEach, test } from 'node:test';
import type { Page } from 'playwright-core';
import { AppServer } from './support/app-servers.ts';
import { clickCartButton, openRecordedPage } from './support/browser-page.ts';
import { startFlakyRemote, variantBuild } from './support/remote-builds.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();
const pointCartAt = (url: string) =>
  suite.site.writeConfig({ ...suite.site.config, remotes: { ...suite.site.config.remotes, cart: url } });
let original: string | undefined;
afterEach(() => {
  if (original) pointCartAt(original);
});

async function shellStillWorks(page: Page): Promise<void> {
  await page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  await page.getByRole('link', { name: 'Info' }).click();
  await page.getByRole('heading', { name: 'Información de la demostración' }).waitFor();
  await page
    .getByRole('button', { name: /Carrito/ })
    .first()
    .waitFor();
}

test('a manifest failing twice and a remoteEntry failing once are retried; the cart loads', async () => {
  original = suite.site.config.remotes.cart;
  const flaky = await startFlakyRemote('remote-cart');
  flaky.failures = 2;
  flaky.entryFailures = 1;
  pointCartAt(`${flaky.url}/mf-manifest.json`);
  const { page, context, requests } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await shellStillWorks(page);
  await clickCartButton(page);
  await page.getByText('Carrito de compra').waitFor();
  assert.equal(await page.getByTestId('cart-slot').getByTestId('remote-fallback').count(), 0);
  assert.ok(flaky.manifestRequests >= 3, `manifest requested ${flaky.manifestRequests} times`);
  assert.equal(flaky.entryFailures, 0);
  const entryLoads = requests.filter((url) => url.startsWith(flaky.url) && url.includes('remoteEntry.js'));
  assert.ok(entryLoads.length >= 2, `remoteEntry.js requested ${entryLoads.length} times`);
  await context.close();
  await flaky.close();
});

test('a manifest answering 503 shows the cart fallback; after recovery "Reintentar" brings the cart', async () => {
  original = suite.site.config.remotes.cart;
  const flaky = await startFlakyRemote('remote-cart');
  flaky.failures = Infinity;
  pointCartAt(`${flaky.url}/mf-manifest.json`);
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await shellStillWorks(page);
  assert.equal(flaky.manifestRequests, 0, 'remote-cart is not fetched before the cart is used');
  await clickCartButton(page);
  const fallback = page.getByTestId('cart-slot').getByTestId('remote-fallback');
  await fallback.waitFor();
  assert.match((await fallback.textContent()) ?? '', /no está disponible/);
  // The errorLoadRemote plugin gave the fallback; the error boundary had nothing to catch.
  assert.ok(consoleErrors.some((text) => text.startsWith('Remote cart/CartPanel unavailable')));
  assert.ok(!consoleErrors.some((text) => text.startsWith('Remote failed')), consoleErrors.join('\n'));

  flaky.failures = 0;
  await fallback.getByRole('button', { name: 'Reintentar' }).click();
  await fallback.waitFor({ state: 'detached' });
  // The cart was asked for before the retry: the panel opens as it arrives.
  await page.getByText('Carrito de compra').waitFor();
  await context.close();
  await flaky.close();
});

test('a remote built against another shared major is refused with the fallback and a console error', async () => {
  original = suite.site.config.remotes.cart;
  const variant = variantBuild('remote-cart', { buildInfo: { sharedMajor: 2, appVersion: '9.0.0' } });
  const server = new AppServer(variant.dir, '');
  await server.start();
  pointCartAt(`${server.url}/mf-manifest.json`);
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await shellStillWorks(page);
  await clickCartButton(page);
  await page.getByTestId('cart-slot').getByTestId('remote-fallback').waitFor();
  const reason = consoleErrors.find((text) => text.includes('needs shared'));
  assert.ok(reason, consoleErrors.join('\n'));
  assert.match(reason, /needs shared 2\.x but the host has shared 1\.x/);
  await context.close();
  await server.stop();
  rmSync(variant.dir, { recursive: true, force: true });
});

/** Opens home with `failing` requests aborted: the app cannot start, the server's page must stay, with the message on top. */
async function startFailsWith(failing: (url: URL) => boolean): Promise<void> {
  const { featuredProducts } = await suite.site.api.query<{ featuredProducts: { name: string }[] }>(
    '{ featuredProducts(limit: 1) { name } }',
  );
  const { page, context } = await openRecordedPage(suite.browser);
  await context.route(failing, (route) => route.abort());
  await page.goto(`${suite.site.hostUrl}/`);
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.equal(await alert.textContent(), 'Ocurrió un fallo al traer datos...');
  // What the server drew stays on screen, and clicks are no longer held for an app that will not come.
  await page.getByText(featuredProducts[0]!.name).first().waitFor();
  assert.equal(await page.locator('html[data-holding-input]').count(), 0);
  await context.close();
}

test("the host's own files not arriving: the server's page stays, with the message at its top", async () => {
  const host = new URL(suite.site.hostUrl).origin;
  // Every script of the host after main.js fails.
  await startFailsWith(
    (url) => url.origin === host && url.pathname.endsWith('.js') && !/^\/main\.[\w.]*js$/.test(url.pathname),
  );
});

test("config.json not arriving: the same message over the server's page", async () => {
  await startFailsWith((url) => url.pathname === '/config.json');
});
