import type { Page } from 'playwright-core';
import { DEMO_CLIENT, logIn } from './browser-page.ts';

/**
 * Checkout (issue 18): once the postal code is typed, the delivery windows of its zone load;
 * takes the first one that still has places and answers its label ("jueves, 26 de noviembre, 09:00 a 12:00").
 */
export async function chooseFirstDeliveryWindow(page: Page): Promise<string> {
  const option = page.getByRole('radio', { disabled: false }).first();
  await option.waitFor();
  await option.check();
  return (await option.locator('xpath=ancestor::label').locator('.window-label').textContent()) ?? '';
}

/**
 * The demo client signs in, puts the first fruit in the cart and opens the checkout with `zip`
 * typed: the window picker then lists that postal code's windows.
 */
export async function openCheckoutWithZip(page: Page, hostUrl: string, zip: string): Promise<void> {
  await logIn(page, hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${hostUrl}/prods/frutas`);
  await page
    .getByRole('button', { name: /^agregar / })
    .first()
    .click();
  await page.goto(`${hostUrl}/checkout`);
  await page.getByLabel('Código postal').fill(zip);
  await page.getByRole('radio').first().waitFor();
}

/** The text of the label around a window's radio ("jueves, 26 de noviembre, 18:00 a 21:00 Lleno"). */
export async function windowOptionText(page: Page, windowId: string): Promise<string> {
  const radio = page.locator(`input[type="radio"][value="${windowId}"]`);
  return (await radio.locator('xpath=ancestor::label').textContent()) ?? '';
}
