import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openRecordedPage } from './support/browser-page.ts';
import { openCheckoutWithZip, shownTimes } from './support/delivery-window.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

test('a shopper checks coverage on home and in the cart panel (issue 18)', async () => {
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  const zip = page.getByLabel('Tu código postal');
  await zip.fill('44160');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page.getByText('Sí entregamos en 44160').waitFor();
  await zip.fill('12345');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page.getByText('Por ahora no entregamos en el C.P. 12345').waitFor();
  await zip.fill('441');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page.getByText('El código postal debe tener 5 dígitos, por ejemplo 44160.').waitFor();

  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  const panel = page.locator('.cart-drawer');
  await panel.getByLabel('Tu código postal').fill('45110');
  await panel.getByRole('button', { name: 'Consultar' }).click();
  await panel.getByText('Sí entregamos en 45110').waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('a full window is shown disabled at checkout and cannot be chosen', async () => {
  // The template of the first window the checkout will list (whatever today's weekday and hour).
  const { deliveryWindows } = await suite.site.api.query<{ deliveryWindows: { windows: { id: string }[] } }>(
    'query { deliveryWindows(postalCode: "44100") { windows { id } } }',
  );
  const full = { id: deliveryWindows.windows[0]!.id.split(':')[0]! };
  await suite.site.api.sql(`update delivery_window_templates set capacity = 0 where id = '${full.id}'`);
  try {
    const { page, context } = await openRecordedPage(suite.browser);
    await openCheckoutWithZip(page, suite.site.hostUrl, '44100');
    const disabled = shownTimes(page).getByRole('radio', { disabled: true });
    assert.ok((await disabled.count()) >= 1, 'the full window is listed');
    for (const option of await disabled.all()) {
      const label = option.locator('xpath=ancestor::label');
      assert.match((await label.textContent()) ?? '', /Lleno/);
    }
    const open = shownTimes(page).getByRole('radio', { disabled: false });
    assert.match((await open.first().locator('xpath=ancestor::label').textContent()) ?? '', /Quedan 10 lugares/);
    await context.close();
  } finally {
    await suite.site.api.sql(`update delivery_window_templates set capacity = 10 where id = '${full.id}'`);
  }
});
