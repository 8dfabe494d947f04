import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { lighthouseViolations, seriousViolations } from './support/axe.ts';
import { openRecordedPage, waitForTakeOver } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

interface Listed {
  id: string;
  name: string;
}

/** The active products of a category in name order, as the API lists them. */
async function categoryProducts(slug: string): Promise<Listed[]> {
  const { products } = await suite.site.api.query<{ products: Listed[] }>(
    'query ($slug: String) { products(categorySlug: $slug) { id name } }',
    { slug },
  );
  return products;
}

const cardNames = async (page: Page) => {
  await page.locator('[data-testid=product-card]').first().waitFor();
  return page.locator('[data-testid=product-card] .product-card-name').allTextContents();
};

async function expectPage(page: Page, position: string, names: string[]) {
  await page.getByTestId('paging-position').filter({ hasText: position }).waitFor();
  await expectCards(page, names);
}

async function expectCards(page: Page, names: string[]) {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[data-testid=product-card] .product-card-name')]
        .map((node) => node.textContent)
        .join('|') === expected,
    names.join('|'),
  );
}

test('from home: a category, paging forward and back, a product, 3 units to the cart', async () => {
  const frutas = await categoryProducts('frutas');
  assert.ok(frutas.length > 8, 'the seed has three pages of frutas');
  const pages = Math.ceil(frutas.length / 4);
  const names = (index: number) => frutas.slice(index * 4, index * 4 + 4).map((product) => product.name);
  const { page, context } = await openRecordedPage(suite.browser);

  await page.goto(`${suite.site.hostUrl}/`);
  await page
    .locator('[data-testid=category-grid]')
    .getByRole('link', { name: /^Frutas \d/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Frutas' }).waitFor();
  assert.deepEqual(await cardNames(page), names(0));
  await expectPage(page, `Página 1 de ${pages}`, names(0));

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expectPage(page, `Página 2 de ${pages}`, names(1));
  await page.getByRole('button', { name: 'Última' }).click();
  await expectPage(page, `Página ${pages} de ${pages}`, names(pages - 1));
  assert.equal(await page.getByRole('button', { name: 'Siguiente' }).isDisabled(), true);
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expectPage(page, `Página ${pages - 1} de ${pages}`, names(pages - 2));
  await page.getByRole('button', { name: 'Primera' }).click();
  await expectPage(page, `Página 1 de ${pages}`, names(0));
  assert.equal(await page.getByRole('button', { name: 'Anterior' }).isDisabled(), true);

  const product = frutas[1]!;
  await page.getByRole('link', { name: product.name }).click();
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  assert.equal(await page.title(), `${product.name} | Del Campo`);
  await page.getByRole('spinbutton', { name: 'Cantidad' }).fill('3');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await page.getByText(`3 × ${product.name}`).waitFor();
  await page.getByText('Agregado al carrito').waitFor();
  assert.equal(await page.getByTestId('cart-count').last().textContent(), '3');
  await context.close();
});

test('the category page offers 4/12/24/48 per page (4 by default) and remembers the choice', async () => {
  const frutas = await categoryProducts('frutas');
  const names = (size: number) => frutas.slice(0, size).map((product) => product.name);
  const { page, context } = await openRecordedPage(suite.browser);

  await page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await expectPage(page, `Página 1 de ${Math.ceil(frutas.length / 4)}`, names(4));
  const choice = page.getByRole('combobox', { name: 'Por página' });
  assert.deepEqual(await choice.locator('option').allTextContents(), ['4', '12', '24', '48']);
  await choice.selectOption('12');
  await expectCards(page, names(12));

  await page.reload();
  await expectCards(page, names(12));
  assert.equal(await page.getByRole('combobox', { name: 'Por página' }).inputValue(), '12');
  await context.close();
});

test('the quantity selector stops at maxPerOrder', async () => {
  const { product } = await suite.site.api.query<{ product: { product: Listed & { maxPerOrder: number } } }>(
    'query ($id: ID!) { product(id: $id) { product { id name maxPerOrder } } }',
    { id: (await categoryProducts('frutas'))[0]!.id },
  );
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/prods/details/${product.product.id}`);
  const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
  await quantity.fill(String(product.product.maxPerOrder + 5));
  await quantity.press('Tab');
  assert.equal(await quantity.inputValue(), String(product.product.maxPerOrder));
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await page.waitForFunction(
    (max) => document.querySelectorAll('[data-testid=cart-count]')[1]?.textContent === String(max),
    product.product.maxPerOrder,
  );
  await context.close();
});

test('"Agregar al carrito" on the product page adds to the units already in the cart, up to maxPerOrder', async () => {
  const [first] = await categoryProducts('verduras');
  const { product } = await suite.site.api.query<{ product: { product: { maxPerOrder: number; stock: number } } }>(
    'query ($id: ID!) { product(id: $id) { product { maxPerOrder stock } } }',
    { id: first!.id },
  );
  const limit = Math.min(product.product.maxPerOrder, product.product.stock);
  assert.ok(limit >= 4, 'the seed product takes at least 4 units');
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/prods/details/${first!.id}`);
  const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
  const add = page.getByRole('button', { name: 'Agregar al carrito' });
  await quantity.fill('2');
  await add.click();
  await page.getByText('Tienes 2 en el carrito').waitFor();
  await quantity.fill('1');
  await add.click();
  await page.getByText('Tienes 3 en el carrito').waitFor();
  assert.equal(await page.getByTestId('cart-count').last().textContent(), '3');
  await quantity.fill(String(limit + 5));
  await quantity.press('Tab');
  assert.equal(await quantity.inputValue(), String(limit - 3));
  await add.click();
  await page.getByText('Ya tienes en el carrito el máximo por pedido').waitFor();
  assert.equal(await page.getByTestId('cart-count').last().textContent(), String(limit));
  assert.equal(await add.isDisabled(), true);
  await context.close();
});

test('a shopper can choose a quantity and add it with the keyboard alone', async () => {
  const [first] = await categoryProducts('verduras');
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/prods/details/${first!.id}`);
  await waitForTakeOver(page);
  const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
  await quantity.focus();
  await page.keyboard.press('ArrowUp');
  assert.equal(await quantity.inputValue(), '2');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Agregar al carrito');
  await page.keyboard.press('Enter');
  await page.getByText(`2 × ${first!.name}`).waitFor();
  assert.equal(await page.getByTestId('cart-count').last().textContent(), '2');
  await context.close();
});

test('the navbar search finds a product by a word of its name, accents aside', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill('platano');
  await search.press('Enter');
  await page.waitForURL(/\/prods\/todas\?buscar=platano$/);
  await page.getByRole('heading', { level: 1, name: 'Resultados para "platano"' }).waitFor();
  assert.deepEqual(await cardNames(page), ['Plátano Tabasco']);
  await context.close();
});

test('a product whose image fails to load shows no broken image', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await cardNames(page);
  await page.waitForFunction(() => [...document.images].some((image) => image.complete && image.naturalWidth > 0));

  await page.route('**/images/products/**', (route) => route.abort());
  await page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await cardNames(page);
  await page.locator('[data-testid=product-card] .image-placeholder').first().waitFor();
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=product-card] img')].map((image) => (image as HTMLImageElement).src),
  );
  assert.deepEqual(broken, []);
  await context.close();
});

test('when the API fails the list says so, and "Reintentar" recovers', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  // The server's HTML carries the first page's data: the list asks the API when the shopper moves on.
  await page.goto(`${suite.site.hostUrl}/`);
  await waitForTakeOver(page);
  await page.route('**/graphql', (route) => route.abort());
  await page.getByRole('link', { name: 'Verduras' }).first().click();
  await page.getByText('Ocurrió un fallo al traer datos...').first().waitFor();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Reintentar' }).first().click();
  assert.ok((await cardNames(page)).length > 0);
  await context.close();
});

test('on a 360 px phone the pages fit the screen and the navbar collapses', async () => {
  const { page, context } = await openRecordedPage(suite.browser, { width: 360, height: 740 });
  const [first] = await categoryProducts('verduras');
  for (const path of ['/', '/prods/verduras', `/prods/details/${first!.id}`]) {
    await page.goto(`${suite.site.hostUrl}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the screen`);
  }
  const menu = page.getByRole('navigation', { name: 'Principal' });
  assert.equal(await menu.isVisible(), false);
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('link', { name: 'Info' }).click();
  await page.waitForURL(/\/demoinfo$/);
  assert.equal(await menu.isVisible(), false, 'a link click collapses the menu');
  await context.close();
});

test('axe finds no serious or critical violation on home, category and product pages', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  const [first] = await categoryProducts('frutas');
  const pages = {
    home: ['/', '[data-testid=product-card]'],
    category: ['/prods/frutas', '[data-testid=paging-position]'],
    product: [`/prods/details/${first!.id}`, '.quantity-picker'],
  };
  for (const [name, [path, ready]] of Object.entries(pages)) {
    await page.goto(`${suite.site.hostUrl}${path}`);
    await page.locator(ready!).first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await seriousViolations(page), [], `${name} page`);
    assert.deepEqual(await lighthouseViolations(page), [], `${name} page (Lighthouse's rules)`);
  }
  await context.close();
});
