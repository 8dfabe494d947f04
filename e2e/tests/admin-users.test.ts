import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, logIn, openRecordedPage } from './support/browser-page.ts';
import { MailCatcher, linkIn } from './support/mail-catcher.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const mail = new MailCatcher();
const suite = useSiteAndBrowser(
  async () => ({ SMTP_URL: await mail.start() }),
  () => mail.stop(),
);

test('the admin creates a user with the quick-user dialog; the user activates it from the e-mail and logs in', async () => {
  const email = 'rosa.villalobos@example.com';
  const admin = await openRecordedPage(suite.browser);
  await logIn(admin.page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.page.getByTestId('navbar-user').waitFor();
  await admin.page.goto(`${suite.site.hostUrl}/admin/users`);
  await admin.page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await dialog.getByText('El nombre es obligatorio').waitFor();
  await dialog.getByLabel('Nombre').fill('Rosa');
  await dialog.getByLabel('Apellido').fill('Villalobos');
  await dialog.getByLabel('Correo electrónico').fill('rosa.villalobos');
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await dialog.getByText('El formato del email no es corecto').waitFor();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await admin.context.close();

  const message = await mail.waitFor(email, /activa tu cuenta/i);
  const user = await openRecordedPage(suite.browser);
  await user.page.goto(linkIn(message, '/active/'));
  await user.page.getByLabel('Contraseña', { exact: true }).fill('guayaba42');
  await user.page.getByLabel('Confirma la contraseña').fill('guayaba42');
  await user.page.getByRole('button', { name: 'Activar cuenta' }).click();
  await user.page.getByText('Tu cuenta está activa. Ya puedes ingresar.').waitFor();

  await logIn(user.page, suite.site.hostUrl, email, 'guayaba42');
  const label = user.page.getByTestId('navbar-user');
  await label.waitFor();
  assert.match((await label.textContent()) ?? '', /Rosa/);
  await user.context.close();
});
