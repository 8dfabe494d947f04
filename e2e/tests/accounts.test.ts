import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { MailCatcher, linkIn } from './support/mail-catcher.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const mail = new MailCatcher();
const suite = useSiteAndBrowser(
  async () => ({ SMTP_URL: await mail.start() }),
  () => mail.stop(),
);

async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirma la contraseña').fill(password);
}

test('register, confirm from the e-mail, log in, stay logged in on reload, log out', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  const email = 'lucia.perez@example.com';
  await page.goto(`${suite.site.hostUrl}/register`);
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await fillNewPassword(page, 'aguacate7');
  await page.getByRole('button', { name: 'Crea tu cuenta' }).click();
  await page.getByText('Te enviamos un correo para confirmar tu cuenta').waitFor();

  const message = await mail.waitFor(email, /confirma/i);
  await page.goto(linkIn(message, '/confirm/'));
  await page.getByText('Tu correo ha sido confirmado').waitFor();

  await logIn(page, suite.site.hostUrl, email, 'aguacate7');
  const user = page.getByTestId('navbar-user');
  await user.waitFor();
  assert.match((await user.textContent()) ?? '', /Lucía/);
  await page.reload();
  await user.waitFor();
  assert.match((await user.textContent()) ?? '', /Lucía/);

  await user.click();
  await page.getByText('Cerrar sesión', { exact: true }).last().click();
  await page.getByText('¿Deseas cerrar la sesión?').waitFor();
  await page.getByRole('button', { name: 'Si, cerrar' }).click();
  await page.getByRole('link', { name: 'Ingresa' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('session')), null);
  await context.close();
});

test('forgot password, reset from the e-mail, the new password works and the old one fails', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/forgot`);
  await page.getByLabel('Correo electrónico').fill(DEMO_CLIENT.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /correo/i })
    .waitFor();

  const message = await mail.waitFor(DEMO_CLIENT.email, /contraseña/i);
  await page.goto(linkIn(message, '/reset/'));
  await fillNewPassword(page, 'jitomate9');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByText('Tu contraseña ha sido cambiada').waitFor();

  // The used link, opened again: the reason and the way to a new link, no form to fill in vain.
  await page.goto(linkIn(message, '/reset/'));
  await page.getByRole('alert').filter({ hasText: 'Este enlace ya fue utilizado' }).waitFor();
  assert.equal(await page.getByLabel('Contraseña', { exact: true }).count(), 0);
  await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
  await page.waitForURL(/\/forgot$/);

  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page
    .getByRole('alert')
    .filter({ hasText: /incorrect/i })
    .waitFor();
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, 'jitomate9');
  await page.getByTestId('navbar-user').waitFor();
  await context.close();
});
