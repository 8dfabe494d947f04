import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { antdFiles } from './support/antd-files.ts';
import { lighthouseViolations, seriousViolations } from './support/axe.ts';
import { DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { loadedCopies, readShareScope } from './support/share-scope.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Issue 30: the shopper's forms (checkout, login, register, contact) are plain React on the kit
// (`shared/ui`) with the theme's colours: none of them fetches antd, which is the admin's only.
const suite = useSiteAndBrowser();

/** The theme's primary green and error red (design tokens), as the browser computes them. */
const PRIMARY = 'rgb(47, 125, 50)';
const ERROR = 'rgb(198, 40, 40)';

const computed = (page: Page, selector: string, property: 'backgroundColor' | 'color' | 'borderColor') =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element)[name], property);

async function assertNoAntd(page: Page, requests: string[], where: string) {
  await page.waitForLoadState('networkidle');
  const antd = await antdFiles(suite.site.apps, ['host', 'remote-shop', 'remote-cart', 'remote-admin']);
  assert.ok(antd.length >= 1, "the admin's antd chunk is there to stay away from");
  assert.deepEqual(
    requests.filter((url) => antd.includes(url)),
    [],
    `${where}: no antd file requested`,
  );
  assert.deepEqual(loadedCopies(await readShareScope(page), 'antd'), [], `${where}: no copy of antd loaded`);
  assert.equal(loadedCopies(await readShareScope(page), 'react').length, 1, `${where}: one React`);
}

test('login, register and contact fetch no antd, wear the theme and pass axe', async () => {
  const { page, requests, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/login`);
  const submit = page.getByRole('button', { name: 'Ingresa' });
  await submit.click();
  // The empty form's problems, in the theme's error red, the first field focused.
  await page.getByText('El correo electrónico es obligatorio').waitFor();
  assert.equal(await page.getByLabel('Correo electrónico').evaluate((e) => e === document.activeElement), true);
  assert.equal(await computed(page, '.dc-field-error', 'color'), ERROR, 'error text in the theme red');
  assert.equal(await computed(page, 'main .dc-button--primary', 'backgroundColor'), PRIMARY, 'primary button');
  assert.deepEqual(await seriousViolations(page), [], 'login with its errors');
  assert.deepEqual(await lighthouseViolations(page), [], "login (Lighthouse's rules)");
  await assertNoAntd(page, requests, 'login');

  await page.getByRole('link', { name: 'Crea tu cuenta' }).first().click();
  await page.getByLabel('Apellido').waitFor();
  assert.deepEqual(await lighthouseViolations(page), [], 'register');
  await assertNoAntd(page, requests, 'register');

  await page.goto(`${suite.site.hostUrl}/contact`);
  await page.getByRole('button', { name: 'Enviar mensaje' }).waitFor();
  assert.deepEqual(await lighthouseViolations(page), [], 'contact');
  await assertNoAntd(page, requests, 'contact');
  await context.close();
});

test('checkout with a cart fetches no antd, and its plain form passes axe', async () => {
  const { page, requests, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await page
    .getByRole('button', { name: /^agregar / })
    .first()
    .click();
  await page.getByTestId('cart-notice').waitFor();
  await page.goto(`${suite.site.hostUrl}/checkout`);
  await page.getByTestId('summary-total').waitFor();
  await page.getByLabel('Código postal').fill('44100');
  await page.getByRole('radio').first().waitFor();
  // The pointer off the button and its 0.2 s colour transition over: its resting colour is read.
  await page.mouse.move(0, 0);
  await page
    .locator('.checkout-form .dc-button--primary')
    .first()
    .evaluate((button) => Promise.all(button.getAnimations().map((animation) => animation.finished)));
  assert.equal(
    await computed(page, '.checkout-form .dc-button--primary', 'backgroundColor'),
    PRIMARY,
    '"Pagar" in the theme green',
  );
  assert.deepEqual(await lighthouseViolations(page), [], 'checkout');
  await assertNoAntd(page, requests, 'checkout');
  await context.close();
});
