import type { Locator, Page } from 'playwright-core';
import { DEMO_CLIENT, logIn } from './browser-page.ts';

/**
 * The checkout's window picker (issue 29) offers a day, then a time: the day chips are radios
 * in the group "Día", the chosen day's times radios in the group "Hora, <day>". Every day's times
 * are in the page (the other days' hidden), each time's radio carrying its window id as value and
 * the API's label ("sábado, 28 de noviembre, 09:00 a 12:00") as data-label.
 */
export const dayChoices = (page: Page): Locator => page.getByRole('group', { name: 'Día', exact: true });

/** The times of the day shown (only one day's times group is visible at a time). */
export const shownTimes = (page: Page): Locator => page.getByRole('group', { name: /^Hora, / });

/**
 * Checkout (issue 18): once the postal code is typed, the delivery windows of its zone load;
 * takes the first time with places of the day shown (the earliest with places) and answers its
 * label ("jueves, 26 de noviembre, 09:00 a 12:00").
 */
export async function chooseFirstDeliveryWindow(page: Page): Promise<string> {
  const option = shownTimes(page).getByRole('radio', { disabled: false }).first();
  await option.waitFor();
  await option.check();
  return (await option.getAttribute('data-label')) ?? '';
}

/** Chooses the window `windowId`: its day first, then its time. Answers its label. */
export async function chooseDeliveryWindow(page: Page, windowId: string): Promise<string> {
  const date = windowId.split(':')[1]!;
  await dayChoices(page).locator(`input[type="radio"][value="${date}"]`).check();
  const time = shownTimes(page).locator(`input[type="radio"][value="${windowId}"]`);
  await time.check();
  return (await time.getAttribute('data-label')) ?? '';
}

/**
 * The demo client signs in, puts the first fruit in the cart and opens the checkout with `zip`
 * typed: the window picker then lists that postal code's windows.
 */
export async function openCheckoutWithZip(page: Page, hostUrl: string, zip: string): Promise<void> {
  await logIn(page, hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  // Attached, not visible: on a phone the navbar's menu is collapsed.
  await page.getByTestId('navbar-user').waitFor({ state: 'attached' });
  await page.goto(`${hostUrl}/prods/frutas`);
  await page
    .getByRole('button', { name: /^agregar / })
    .first()
    .click();
  await page.goto(`${hostUrl}/checkout`);
  await page.getByLabel('Código postal').fill(zip);
  await page.getByRole('radio').first().waitFor();
}

/** The text of the label around a window's time radio ("18:00 a 21:00 Lleno"), whichever day is shown. */
export async function windowOptionText(page: Page, windowId: string): Promise<string> {
  const radio = page.locator(`input[type="radio"][value="${windowId}"]`);
  return (await radio.locator('xpath=ancestor::label').textContent()) ?? '';
}
