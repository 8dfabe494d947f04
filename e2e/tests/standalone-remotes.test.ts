import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Each remote also runs on its own, in a small harness at its root URL, for the team that owns it.
const suite = useSiteAndBrowser();

test('remote-shop on its own lists the categories', async () => {
  const { page, requests, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.apps['remote-shop'].url}/`);
  await page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  assert.equal(requests.filter((url) => url.startsWith(suite.site.hostUrl)).length, 0, 'no host file is needed');
  await context.close();
});

test('remote-cart on its own opens its side panel', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.apps['remote-cart'].url}/`);
  await page.getByRole('button', { name: /Carrito de compra/ }).click();
  await page.getByText('El carrito está vacio.', { exact: false }).waitFor();
  await context.close();
});

test('remote-admin on its own renders its layout, and the API refuses data to a visitor', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.apps['remote-admin'].url}/admin`);
  await page.getByRole('link', { name: 'ir a Tienda' }).first().waitFor();
  await page.getByRole('alert').waitFor();
  assert.match((await page.getByRole('alert').textContent()) ?? '', /administrador/);
  await context.close();
});
