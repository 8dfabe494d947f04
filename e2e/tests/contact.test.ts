import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openRecordedPage } from './support/browser-page.ts';
import { MailCatcher } from './support/mail-catcher.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const mail = new MailCatcher();
const suite = useSiteAndBrowser(
  async () => ({ SMTP_URL: await mail.start() }),
  () => mail.stop(),
);

const SHOP_EMAIL = 'contacto@delcampo.mx';
const MESSAGE = '¿Entregan en Zapopan? <img src=x onerror=alert(1)> & gracias';

test('the contact form e-mails the shop with the sender as Reply-To, then empties itself', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/contact`);
  await page.getByRole('heading', { name: 'Contacto', level: 1 }).waitFor();
  const send = page.getByRole('button', { name: 'Enviar mensaje' });
  const name = page.getByLabel('Nombre', { exact: true });
  const email = page.getByLabel('Correo electrónico', { exact: true });
  const message = page.getByLabel('Mensaje', { exact: true });

  await send.click();
  await page.getByText('El nombre es obligatorio').waitFor();
  await page.getByText('El correo electrónico es obligatorio').waitFor();
  await page.getByText('El mensaje es obligatorio').waitFor();
  await email.fill('lucia@@example');
  await page.getByText('El formato del email no es corecto').waitFor();

  await name.fill('Lucía Pérez');
  await email.fill('lucia.perez@example.com');
  await message.fill(MESSAGE);
  await page.getByText(`${MESSAGE.length} / 2000`).waitFor();

  // Hold the mutation for a moment so the busy text is surely on screen.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('sendContactMessage')) await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await send.click();
  await page.getByText('Enviando correo, espera...').waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: 'Gracias por escribirnos. Te responderemos pronto a lucia.perez@example.com.' })
    .waitFor();
  assert.equal(await name.inputValue(), '');
  assert.equal(await message.inputValue(), '');

  const received = await mail.waitFor(SHOP_EMAIL, /Mensaje de contacto de Lucía Pérez/);
  assert.deepEqual(received.replyTo?.value, [{ name: 'Lucía Pérez', address: 'lucia.perez@example.com' }]);
  assert.ok((received.text ?? '').includes(MESSAGE), received.text);
  const html = String(received.html);
  assert.ok(!html.includes('<img src=x'), 'the typed HTML is escaped');
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt; &amp; gracias'), html);
  await context.close();
});

test('FAQ and Info pages show the topics and both test cards', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/faq`);
  await page.getByRole('heading', { name: 'Preguntas frecuentes', level: 1 }).waitFor();
  const topics = await page.getByRole('heading', { level: 2 }).allTextContents();
  for (const topic of ['Envíos y entregas', 'Pagos', 'Frescura', 'Devoluciones']) assert.ok(topics.includes(topic));

  await page.goto(`${suite.site.hostUrl}/demoinfo`);
  await page.getByRole('heading', { name: 'Información de la demostración' }).waitFor();
  await page.getByText('4242 4242 4242 4242').waitFor();
  await page.getByText('4000 0048 4000 0008').waitFor();
  await page.getByText('Texto libre, de al menos 5 caracteres').waitFor();
  await context.close();
});
