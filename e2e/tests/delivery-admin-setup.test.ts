import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, logIn, openRecordedPage, waitForTakeOver } from './support/browser-page.ts';
import { pickDay } from './support/date-picker.ts';
import { openCheckoutWithZip, windowOptionText } from './support/delivery-window.ts';
import { placePaidOrder } from './support/orders.ts';
import { shopDate, spanishDate, weekdayOf } from './support/shop-dates.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Issue 18: the admin's Horarios de entrega page changes what a shopper's checkout offers.
const suite = useSiteAndBrowser();

const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

// Two days ahead is open whatever the hour (the demo cutoff closes a date the day before at 20:00).
const NEW_WINDOW_DATE = shopDate(2);
// A later date that has demo windows (Monday to Saturday) on another weekday than the new window.
const CLOSED_DATE = [3, 4, 5, 6]
  .map(shopDate)
  .find((date) => weekdayOf(date) !== 7 && weekdayOf(date) !== weekdayOf(NEW_WINDOW_DATE))!;

async function openDeliverySetup(page: Page) {
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/admin/delivery-setup`);
  await page.getByRole('group', { name: 'Lunes' }).waitFor();
}

/** The new window's id at checkout ("<templateId>:<date>"), found by its date and hours. */
let newWindowId = '';

test('an admin adds a window and closes a date; the checkout offers the window and not the date', async () => {
  const admin = await openRecordedPage(suite.browser);
  await openDeliverySetup(admin.page);
  const weekday = WEEKDAYS[weekdayOf(NEW_WINDOW_DATE) - 1]!;
  await admin.page.getByLabel('Día', { exact: true }).click();
  // The option in the open list: the field itself also carries the title of its value (Lunes by
  // default), so on a Monday the page-wide title matched two elements.
  await admin.page.locator('.ant-select-dropdown').getByTitle(weekday, { exact: true }).click();
  await admin.page.getByLabel('Inicio', { exact: true }).fill('18:00');
  await admin.page.getByLabel('Fin', { exact: true }).fill('21:00');
  await admin.page.getByLabel('Capacidad', { exact: true }).fill('1');
  await admin.page.getByRole('button', { name: 'Agregar horario' }).click();
  await admin.page.getByText('Horario guardado.').waitFor();
  const column = admin.page.getByRole('group', { name: weekday });
  await column.getByText('18:00 a 21:00').waitFor();

  // The day is picked on the calendar; the list shows it in words.
  await pickDay(admin.page, admin.page.getByLabel('Fecha', { exact: true }), CLOSED_DATE);
  await admin.page.getByLabel('Nota', { exact: true }).fill('Inventario');
  await admin.page.getByRole('button', { name: 'Guardar día especial' }).click();
  await admin.page.getByText('Excepción guardada.').waitFor();
  await admin.page.getByText(`${spanishDate(CLOSED_DATE)}: Cerrado`).waitFor();
  await admin.context.close();

  const shopper = await openRecordedPage(suite.browser);
  await openCheckoutWithZip(shopper.page, suite.site.hostUrl, '44100');
  const values = await shopper.page
    .locator('input[type="radio"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const newOnes = [];
  for (const value of values.filter((id) => id.endsWith(`:${NEW_WINDOW_DATE}`))) {
    if ((await windowOptionText(shopper.page, value)).includes('18:00 a 21:00')) newOnes.push(value);
  }
  assert.equal(newOnes.length, 1, `the new window of ${NEW_WINDOW_DATE} is offered`);
  newWindowId = newOnes[0]!;
  assert.match(await windowOptionText(shopper.page, newWindowId), /Queda 1 lugar/);
  assert.deepEqual(
    values.filter((id) => id.endsWith(`:${CLOSED_DATE}`)),
    [],
    `no window of the closed ${CLOSED_DATE}`,
  );
  await shopper.context.close();
});

test('a window of capacity 1 booked once shows full ("Lleno") and cannot be chosen', async () => {
  assert.ok(newWindowId, 'the first test found the new window');
  await placePaidOrder(suite.site, { deliveryWindowId: newWindowId });
  const { page, context } = await openRecordedPage(suite.browser);
  await openCheckoutWithZip(page, suite.site.hostUrl, '44100');
  const radio = page.locator(`input[type="radio"][value="${newWindowId}"]`);
  await radio.waitFor({ state: 'attached' });
  assert.equal(await radio.isDisabled(), true);
  assert.match(await windowOptionText(page, newWindowId), /Lleno/);
  await context.close();
});

/** A shopper's coverage check on the home page (a fresh page: nothing remembered from before). */
async function coverageOnHome(postalCode: string, answer: string) {
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await waitForTakeOver(page);
  await page.getByLabel('Tu código postal').fill(postalCode);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page.getByText(answer, { exact: true }).waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();
}

test('an admin creates a zone with a postal range: a shopper is covered there until the admin switches it off', async () => {
  const admin = await openRecordedPage(suite.browser);
  await openDeliverySetup(admin.page);
  const form = admin.page.getByRole('region', { name: 'Nueva zona de entrega' });
  await form.getByLabel('Nombre de la zona').fill('Zapopan norte');
  await form.getByLabel('Costo de envío (pesos)').fill('69');
  await form.getByLabel('Códigos postales').fill('47100-47199');
  await form.getByRole('button', { name: 'Crear zona' }).click();
  await admin.page.getByText('Zona «Zapopan norte» creada. Agrega sus horarios en la plantilla semanal.').waitFor();
  const zone = admin.page.getByRole('region', { name: 'Zapopan norte' });
  await zone.getByRole('group', { name: 'Lunes' }).getByText('Sin horarios').waitFor();

  await coverageOnHome('47150', 'Sí entregamos en 47150');

  await zone.getByRole('button', { name: 'Apagar zona' }).click();
  await admin.page.getByText('No tiene pedidos reservados de hoy en adelante.', { exact: false }).waitFor();
  await admin.page.getByRole('button', { name: 'Sí, apagarla' }).click();
  await admin.page.getByText('Zona «Zapopan norte» apagada: ya no entregamos en sus códigos postales.').waitFor();
  await zone.getByRole('button', { name: 'Encender zona' }).waitFor();
  assert.deepEqual(admin.consoleErrors, []);
  await admin.context.close();

  await coverageOnHome('47150', 'Por ahora no entregamos en el C.P. 47150');
});
