import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Tokens live 6 seconds on this site, so a session can end while the page is open.
const suite = useSiteAndBrowser({ JWT_EXPIRES_IN: '6s' });

test('a session whose token expires while the page is open shows the alert and the logged-out navbar', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.getByText('El tiempo de la sesión ha terminado').waitFor({ timeout: 15_000 });
  await page.getByText('Toca el botón para iniciar sesión nuevamente').waitFor();
  assert.equal(await page.getByTestId('navbar-user').count(), 0);
  // Behind the alert the navbar is already the logged-out one.
  await page.locator('.navbar-menu a', { hasText: 'Ingresa' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('session')), null);
  await page.getByRole('button', { name: 'Ingresa' }).click();
  await page.waitForURL(`${suite.site.hostUrl}/login`);
  await context.close();
});

test('an admin whose session expires on an admin page gets the same alert (issue 29)', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').waitFor();
  // Into the back office without reloading, as the admin's link does: the admin pages sit outside
  // the shop's shell, where the expiry timer used to live.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByText('El tiempo de la sesión ha terminado').waitFor({ timeout: 15_000 });
  await page.getByText('Toca el botón para iniciar sesión nuevamente').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('session')), null);
  await page.getByRole('button', { name: 'Ingresa' }).click();
  await page.waitForURL(`${suite.site.hostUrl}/login`);
  await context.close();
});

test('a visitor opening a guarded page gets the 10-second notice and the login page', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/orders`);
  await page.waitForURL(`${suite.site.hostUrl}/login`);
  await page.getByText('Para acceder a la sección que solicitaste, ingresa con usuario y contraseña...').waitFor();
  await context.close();
});

test('coming back after the session expired shows the session-ended alert, not a silent logout', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.close();
  // Away longer than the token lives, with no page of the shop open.
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  const back = await context.newPage();
  await back.goto(`${suite.site.hostUrl}/`);
  await back.getByText('El tiempo de la sesión ha terminado').waitFor();
  await back.getByText('Toca el botón para iniciar sesión nuevamente').waitFor();
  assert.equal(await back.getByTestId('navbar-user').count(), 0);
  await context.close();
});
