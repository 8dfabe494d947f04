import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Issue 17 items 18 and 20: the texts a shopper reads, in a real browser.
const suite = useSiteAndBrowser();

test('a field shows its rule once: the hint gives way to the error that repeats it', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/register`);
  const hint = page.getByText('Mínimo 6 caracteres', { exact: true });
  await hint.waitFor();
  await page.getByLabel('Contraseña', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Crea tu cuenta' }).click();
  await page.getByText('La contraseña debe tener al menos 6 caracteres', { exact: true }).waitFor();
  assert.equal(await hint.isVisible(), false, 'the hint is hidden while the error says the same');
  await page.getByLabel('Contraseña', { exact: true }).fill('aguacate7');
  await hint.waitFor({ state: 'visible' });
  await context.close();
});

test('a guarded page opened logged out leads to the login page saying the section needs a login', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/orders`);
  await page.waitForURL(/\/login$/);
  await page.getByText('Ingresa con tu usuario para que puedas acceder a esta sección...', { exact: true }).waitFor();
  // By choice: from home, through the navbar's "Ingresa".
  await page.goto(`${suite.site.hostUrl}/`);
  await page.getByRole('link', { name: 'Ingresa', exact: true }).first().click();
  await page.getByRole('button', { name: 'Ingresa' }).waitFor();
  assert.equal(
    await page.getByText('Ingresa con tu usuario para que puedas acceder a esta sección...').count(),
    0,
    'not when the shopper came to log in by choice',
  );
  await context.close();
});
