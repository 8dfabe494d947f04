import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, logIn, openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';
import { loadedCopies, readShareScope } from './support/share-scope.ts';

const suite = useSiteAndBrowser();

test('home lists the categories the API serves', async () => {
  const { categories } = await suite.site.api.query<{ categories: { name: string }[] }>('{ categories { name } }');
  assert.ok(categories.length >= 6, 'the demo seed has categories');
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  const names = page.locator('[data-testid=category-grid] .category-name');
  await names.first().waitFor();
  assert.deepEqual(
    await names.allTextContents(),
    categories.map((category) => category.name),
  );
  await context.close();
});

test('the page holds one copy of React, react-redux, Apollo and shared', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await page.locator('[data-testid=category-grid]').waitFor();
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await page.getByText('Carrito de compra').waitFor();
  const scope = await readShareScope(page);
  const names = ['react', 'react-dom', 'react-redux', '@apollo/client', '@apollo/client/react', 'shared'];
  for (const name of names) {
    assert.deepEqual(loadedCopies(scope, name).length, 1, `one loaded copy of ${name}: ${loadedCopies(scope, name)}`);
  }
  // The host, remote-shop and remote-cart each resolve these to that same copy.
  const users = new Set(scope.filter((entry) => entry.name === 'shared').flatMap((entry) => entry.usedBy));
  assert.deepEqual([...users].sort(), ['cart', 'host', 'shop']);
  await context.close();
});

test('a quantity changed in the cart panel (remote-cart) shows in the host navbar badge', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  const { categories } = await suite.site.api.query<{ categories: { slug: string }[] }>('{ categories { slug } }');
  await page.goto(`${suite.site.hostUrl}/prods/${categories[0]!.slug}`);
  await page.getByRole('button', { name: 'agregar' }).first().click();
  const badge = page.getByTestId('cart-count').last();
  assert.equal(await badge.textContent(), '1');

  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  const spinner = page.getByRole('spinbutton').first();
  await spinner.fill('3');
  await spinner.press('Tab');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=cart-count]')[1]?.textContent === '3');
  assert.match((await page.getByTestId('cart-panel-count').textContent()) ?? '', /3 prod\./);
  await context.close();
});

test('storefront pages never request remote-admin; entering /admin as an admin fetches it', async () => {
  const { page, requests, context } = await openRecordedPage(suite.browser);
  const adminOrigin = suite.site.apps['remote-admin'].url;
  for (const path of ['/', '/inicio', '/demoinfo', '/faq', '/login']) {
    await page.goto(`${suite.site.hostUrl}${path}`);
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual(
    requests.filter((url) => url.startsWith(adminOrigin)),
    [],
  );

  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('link', { name: 'Panel Adm' }).click();
  await page.getByTestId('tile-users').waitFor();
  assert.ok(requests.some((url) => url === `${adminOrigin}/mf-manifest.json`));
  await context.close();
});
