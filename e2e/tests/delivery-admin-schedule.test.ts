import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { pickDay } from './support/date-picker.ts';
import { MailCatcher } from './support/mail-catcher.ts';
import { placePaidOrder } from './support/orders.ts';
import { shopDate, spanishDate } from './support/shop-dates.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Issue 29, the admin's side: Horarios de entrega at every width, "Cambiar horario" with the
// customer's e-mail, Entregas and the route sheet ready for a morning's work.
const mail = new MailCatcher();
const suite = useSiteAndBrowser(
  async () => ({ SMTP_URL: await mail.start() }),
  () => mail.stop(),
);

const WIDTHS = [360, 768, 1280];

async function logInAsAdmin(page: Page) {
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // On a phone the user's name sits in the collapsed menu: attached, not visible.
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
}

/**
 * What covers a button: for each visible button, the element at its centre must be the button or
 * inside it. Answers the buttons that fail, with what lies on them.
 */
function coveredButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('button, [role="button"]')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(button).visibility === 'hidden') continue;
      button.scrollIntoView({ block: 'center', inline: 'center' });
      const after = button.getBoundingClientRect();
      const hit = document.elementFromPoint(after.left + after.width / 2, after.top + after.height / 2);
      if (hit && !button.contains(hit) && !hit.contains(button)) {
        const name = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
        problems.push(`«${name}» under <${hit.tagName.toLowerCase()} class="${hit.className}">`);
      }
    }
    return problems;
  });
}

/** Wider than the screen: the page would scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('Horarios de entrega at 360, 768 and 1280 px: no element on a button, no sideways scroll', async () => {
  for (const width of WIDTHS) {
    const { page, context, consoleErrors } = await openRecordedPage(suite.browser, { width, height: 900 });
    await logInAsAdmin(page);
    await page.goto(`${suite.site.hostUrl}/admin/delivery-setup`);
    await page.getByRole('group', { name: 'Domingo' }).first().waitFor();
    // Sunday's column is on the screen, not cut off at its right edge.
    const sunday = await page.getByRole('group', { name: 'Domingo' }).first().boundingBox();
    assert.ok(sunday && sunday.x + sunday.width <= width, `Sunday fits at ${width}px`);
    assert.deepEqual(await coveredButtons(page), [], `buttons covered at ${width}px`);
    assert.ok((await overflow(page)) <= 0, `no sideways scroll at ${width}px`);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  }
});

test('a special day is picked on a calendar and shown with its Spanish weekday and date', async () => {
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser, { width: 360, height: 800 });
  await logInAsAdmin(page);
  await page.goto(`${suite.site.hostUrl}/admin/delivery-setup`);
  const date = shopDate(9);
  const field = page.getByLabel('Fecha', { exact: true }).first();
  assert.equal(await field.getAttribute('placeholder'), 'Elige el día');
  await pickDay(page, field, date);
  assert.equal(await field.inputValue(), spanishDate(date));
  await page.getByLabel('Nota', { exact: true }).first().fill('Inventario');
  await page.getByRole('button', { name: 'Guardar día especial' }).first().click();
  await page.getByText('Excepción guardada.').waitFor();
  await page
    .getByText(`${spanishDate(date)}:`)
    .first()
    .waitFor();
  assert.equal(await page.getByText(date).count(), 0, 'no ISO date on the page');
  assert.equal(await page.getByText('AAAA-MM-DD').count(), 0);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('after "Crear zona" the new zone is in view with the day of its first window in focus', async () => {
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser, { width: 768, height: 900 });
  await logInAsAdmin(page);
  await page.goto(`${suite.site.hostUrl}/admin/delivery-setup`);
  const form = page.getByRole('region', { name: 'Nueva zona de entrega' });
  await form.getByLabel('Nombre de la zona').fill('Tlaquepaque sur');
  await form.getByLabel('Costo de envío (pesos)').fill('59');
  await form.getByLabel('Códigos postales').fill('47300-47399');
  await form.getByRole('button', { name: 'Crear zona' }).click();
  const zone = page.getByRole('region', { name: 'Tlaquepaque sur' });
  await zone.waitFor();
  const day = zone.getByLabel('Día', { exact: true });
  await page.waitForFunction(
    () => document.activeElement?.id?.startsWith('add-window-') && document.activeElement.id.endsWith('_weekday'),
  );
  assert.equal(await day.evaluate((input) => input === document.activeElement), true, 'its day is in focus');
  const box = await zone.boundingBox();
  assert.ok(box && box.y < 900 && box.y + box.height > 0, 'the new zone is in view');
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

/** The demo zone's open windows with places, by date. */
async function openWindows(): Promise<{ id: string; label: string }[]> {
  const { deliveryWindows } = await suite.site.api.query<{
    deliveryWindows: { windows: { id: string; label: string; available: boolean }[] };
  }>('query { deliveryWindows(postalCode: "44100") { windows { id label available } } }');
  return deliveryWindows.windows.filter((window) => window.available);
}

test('the admin moves an order to another window from its page; the customer gets the e-mail', async () => {
  const [first, second] = await openWindows();
  assert.ok(first && second, 'two windows with places');
  const number = await placePaidOrder(suite.site, { deliveryWindowId: first.id });

  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  await logInAsAdmin(page);
  await page.goto(`${suite.site.hostUrl}/admin/custorders`);
  await page.getByRole('button', { name: `Ver ${number}` }).click();
  await page.getByRole('heading', { name: `Pedido ${number}` }).waitFor();
  assert.equal(await page.getByTestId('order-window').textContent(), first.label);
  await page.getByRole('button', { name: 'Cambiar horario' }).click();
  const dialog = page.getByRole('dialog');
  // The zone's windows with their places; the order's own is marked and cannot be chosen.
  const current = dialog.locator(`input[type="radio"][value="${first.id}"]`);
  await current.waitFor({ state: 'attached' });
  assert.equal(await current.isDisabled(), true);
  assert.match((await dialog.textContent()) ?? '', /Quedan \d+ lugares/);
  // What a person clicks is the choice's label (antd hides the radio itself); antd checks the radio on
  // its next render, which a busy machine delays: wait for it rather than expect it at once.
  const choice = page.locator(`input[type="radio"][value="${second.id}"]`);
  await dialog.locator('label', { has: choice }).click();
  await dialog.locator(`input[type="radio"][value="${second.id}"]:checked`).waitFor({ state: 'attached' });
  await dialog.getByRole('button', { name: 'Cambiar horario' }).click();
  await page.getByText(`Pedido ${number}: ahora se entrega ${second.label}.`).waitFor();
  await page.getByTestId('order-window').getByText(second.label).waitFor();

  const message = await mail.waitFor(
    DEMO_CLIENT.email,
    new RegExp(`Cambiamos el horario de entrega de tu pedido ${number}`),
  );
  assert.match(message.text ?? '', new RegExp(`antes ${first.label}, ahora ${second.label}`));
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("Entregas in Spanish case; the route sheet counts units, totals each order, shows the customer's notes and prints in black", async () => {
  const [window] = await openWindows();
  assert.ok(window);
  const note = 'Tocar el timbre <b>2</b>, dejar con el portero';
  const number = await placePaidOrder(suite.site, { deliveryWindowId: window.id, deliveryNote: `  ${note}  ` });
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  await logInAsAdmin(page);
  await page.goto(`${suite.site.hostUrl}/admin/deliveries`);
  const title = page.locator('.delivery-day-title').first();
  await title.waitFor();
  const shown = await title.evaluate((node) => (node as HTMLElement).innerText);
  assert.match(shown, /^[a-záéíóú]+, \d{1,2} de [a-z]+$/, `Spanish case: ${shown}`);
  await page
    .getByRole('link', { name: /Ver hoja de ruta/ })
    .first()
    .waitFor();

  await page.goto(`${suite.site.hostUrl}/admin/deliveries/${encodeURIComponent(window.id)}`);
  const row = page.getByTestId('route-sheet-orders').getByRole('row', { name: new RegExp(number) });
  await row.waitFor();
  // placePaidOrder buys 2 of a product: its unit agrees in number, and the order's total shows.
  assert.match((await row.textContent()) ?? '', /2 (kg|piezas|manojos) · /);
  assert.match((await row.textContent()) ?? '', /\$\d+\.\d\d/);
  // The customer's notes in their own column, as text: the markup typed is shown, never applied.
  const notesColumn = await page
    .getByTestId('route-sheet-orders')
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.findIndex((header) => header.textContent === 'Notas'));
  assert.ok(notesColumn >= 0, 'a Notas column');
  assert.equal(await row.getByRole('cell').nth(notesColumn).textContent(), note);
  assert.equal(await row.locator('b').count(), 0);
  const tick = row.getByRole('checkbox', { name: `Entregado: ${number}` });
  await tick.click();
  // Checked once the page renders the change (later on a busy machine): waited for, not expected at once.
  await row.getByRole('checkbox', { name: `Entregado: ${number}`, checked: true }).waitFor();
  const back = page.getByRole('link', { name: 'Volver a entregas' });
  assert.equal(await back.getAttribute('class'), 'dc-back-link no-print');

  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('.route-sheet .ant-progress').first().isVisible(), false, 'no bar in print');
  const phone = row.locator('.phone-link');
  assert.equal(await phone.evaluate((node) => getComputedStyle(node).color), 'rgb(0, 0, 0)', 'phone prints black');
  assert.equal(await phone.evaluate((node) => getComputedStyle(node).textDecorationLine), 'none');
  // The tick column prints a clear empty black square (ticked on screen or not), not antd's grey box.
  const box = row.locator('.route-sheet-tick .ant-checkbox');
  const printed = await box.evaluate((node) => {
    const style = getComputedStyle(node);
    const mark = getComputedStyle(node, '::after');
    return {
      border: [style.borderTopColor, style.borderRightColor, style.borderBottomColor, style.borderLeftColor],
      borderStyle: style.borderTopStyle,
      borderWidth: parseFloat(style.borderTopWidth),
      background: style.backgroundColor,
      opacity: style.opacity,
      mark: mark.display,
      width: parseFloat(style.width),
    };
  });
  assert.deepEqual(printed.border, Array(4).fill('rgb(0, 0, 0)'), 'a black border on every side');
  assert.equal(printed.borderStyle, 'solid');
  assert.ok(printed.borderWidth >= 1.5, `a border that shows on paper: ${printed.borderWidth}px`);
  assert.equal(printed.background, 'rgb(255, 255, 255)', 'empty: white inside');
  assert.equal(printed.opacity, '1');
  assert.equal(printed.mark, 'none', 'no tick mark printed');
  assert.ok(printed.width >= 16, `big enough to tick by hand: ${printed.width}px`);
  assert.equal(
    await row
      .getByRole('cell')
      .nth(notesColumn)
      .evaluate((node) => getComputedStyle(node).color),
    'rgb(0, 0, 0)',
  );
  assert.deepEqual(consoleErrors, []);
  await context.close();
});
