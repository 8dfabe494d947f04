import type { Page } from 'playwright-core';

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
