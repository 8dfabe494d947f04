import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { antdFiles } from './support/antd-files.ts';
import { lighthouseViolations, seriousViolations } from './support/axe.ts';
import { logIn, openRecordedPage, waitForTakeOver, DEMO_ADMIN, DEMO_CLIENT } from './support/browser-page.ts';
import { loadedCopies, readShareScope } from './support/share-scope.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Issue 15: the shopper's first paint (shell, home, category, product, cart panel, add notice) is
// plain React; issue 30: so are the shopper's forms (shopper-no-antd.test.ts), antd is the admin's.
const suite = useSiteAndBrowser();

/** The theme's primary green (design tokens), as the browser computes it. */
const PRIMARY = 'rgb(47, 125, 50)';

/** A product of "frutas" in stock, not the first one (the card the list's first "agregar" adds). */
async function productId(): Promise<string> {
  const { products } = await suite.site.api.query<{ products: { id: string; stock: number }[] }>(
    '{ products(categorySlug: "frutas") { id stock } }',
  );
  return products.slice(1).find((product) => product.stock > 0)!.id;
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test('home, a category, a product page and the first "Agregar" download no antd', async () => {
  const antd = await antdFiles(suite.site.apps, ['host', 'remote-shop', 'remote-cart', 'remote-admin']);
  assert.ok(antd.length >= 1, "the admin's antd chunk is there to stay away from");
  const { page, requests, context } = await openRecordedPage(suite.browser);
  const id = await productId();

  await page.goto(`${suite.site.hostUrl}/`);
  await page.locator('[data-testid=product-card]').first().waitFor();
  await page.getByRole('link', { name: 'Frutas' }).first().click();
  await page.getByTestId('paging-position').waitFor();
  await page.getByRole('button', { name: 'agregar' }).first().click();
  await page.getByTestId('cart-notice').waitFor();
  await page.goto(`${suite.site.hostUrl}/prods/details/${id}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await page.getByTestId('cart-notice').waitFor();
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await page.getByRole('dialog', { name: /Carrito de compra/ }).waitFor();
  await page.waitForLoadState('networkidle');

  assert.deepEqual(
    requests.filter((url) => antd.includes(url)),
    [],
  );
  assert.deepEqual(loadedCopies(await readShareScope(page), 'antd'), [], 'no app loaded antd');
  assert.ok(
    requests.some((url) => url.endsWith('.js')),
    'the page did load scripts',
  );
  await context.close();
});

test('a shopper page loads nothing of remote-cart until the cart is used; the first "agregar" brings the notice', async () => {
  const { page, requests, context } = await openRecordedPage(suite.browser);
  const cartOrigin = `${suite.site.apps['remote-cart'].url}/`;
  const fromCart = () => requests.filter((url) => url.startsWith(cartOrigin));
  await page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await waitForTakeOver(page);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fromCart(), [], 'no manifest, remoteEntry or chunk of remote-cart before the cart is used');

  await page.getByRole('button', { name: 'agregar' }).first().click();
  await page.getByTestId('cart-notice').waitFor();
  assert.equal(await page.getByTestId('cart-count').last().textContent(), '1');
  assert.ok(
    fromCart().some((url) => url.endsWith('remoteEntry.js')),
    'the first add brought remote-cart (its notice)',
  );
  await context.close();
});

test('the theme colours the plain parts and antd alike; one React, and one antd only where the admin loads it', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/prods/details/${await productId()}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).waitFor();
  // The server's markup is replaced by the app's: read the app's button, not one about to go.
  await waitForTakeOver(page);
  assert.equal(await backgroundOf(page, '.quantity-picker .dc-button--primary'), PRIMARY, 'plain button');

  // The login form is plain too (issue 30): the kit's button, in the same green, and no antd.
  await page.goto(`${suite.site.hostUrl}/login`);
  const submit = page.locator('main .dc-button--primary', { hasText: 'Ingresa' });
  await submit.waitFor();
  // The server's form is replaced by the app's too: a button read before that reads as detached ('').
  await waitForTakeOver(page);
  assert.equal(await backgroundOf(page, 'main .dc-button--primary'), PRIMARY, 'plain form button');
  assert.equal(await backgroundOf(page, '.navbar-search-button'), PRIMARY, 'plain search button on the same page');
  assert.deepEqual(loadedCopies(await readShareScope(page), 'antd'), [], 'no antd on the login page');

  // antd, the admin's vocabulary, wears the same theme.
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/admin/categories`);
  await page.locator('.ant-btn-primary', { hasText: 'Nueva categoría' }).waitFor();
  assert.equal(await backgroundOf(page, '.ant-btn-primary'), PRIMARY, 'antd button');
  const scope = await readShareScope(page);
  for (const name of ['react', 'react-dom', 'antd']) {
    assert.equal(loadedCopies(scope, name).length, 1, `one loaded copy of ${name}: ${loadedCopies(scope, name)}`);
  }
  await context.close();
});

test('the cart panel is a keyboard-friendly dialog, and axe finds nothing with it open', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await page.getByRole('button', { name: 'agregar' }).first().click();
  const cart = page.getByRole('button', { name: /Carrito/ }).last();
  await cart.click();
  const dialog = page.getByRole('dialog', { name: /Carrito de compra/ });
  await dialog.waitFor();
  assert.equal(await dialog.evaluate((element) => element.contains(document.activeElement)), true, 'focus inside');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await seriousViolations(page), [], 'cart panel open');
  assert.deepEqual(await lighthouseViolations(page), [], "cart panel open (Lighthouse's rules)");
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await cart.evaluate((element) => element === document.activeElement), true, 'focus back on the cart');
  await context.close();
});

test('a client reaches "Mis compras" from the plain user menu, rendered with the kit', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  const user = page.getByTestId('navbar-user');
  await user.click();
  await page.getByRole('link', { name: 'Mis compras' }).click();
  await page.waitForURL(/\/orders$/);
  await page.locator('.my-orders .dc-table, .my-orders .dc-empty').first().waitFor();
  assert.equal(await user.getAttribute('aria-expanded'), 'false', 'the menu closed on the way');
  await context.close();
});
