import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * How long a page may take to show what a step waits for. Generous: CI machines are shared (2 cores,
 * other work beside), and a wait ends as soon as the thing shows, so a passing run is no slower.
 */
export const UI_WAIT_MS = 60_000;

/** A fresh context and page that records every URL the page requests. */
export interface RecordedPage {
  context: BrowserContext;
  page: Page;
  requests: string[];
  consoleErrors: string[];
  /** Errors the page reported without catching them (React reports a hydration mismatch so). */
  pageErrors: string[];
}

export async function openRecordedPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<RecordedPage> {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  const page = await context.newPage();
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.setDefaultTimeout(UI_WAIT_MS);
  return { context, page, requests, consoleErrors, pageErrors };
}

/** Logs in through the login page of remote-shop, as a shopper would. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresa' }).click();
}

export const DEMO_ADMIN = { email: 'admin@delcampo.mx', password: 'admin123' };
export const DEMO_CLIENT = { email: 'cliente@delcampo.mx', password: 'cliente123' };

/**
 * Waits until the app has taken over the server's catalogue markup: the server's controls carry
 * aria-disabled="true" until then (a click on them is held and replayed; keys are not).
 */
export async function waitForTakeOver(page: Page): Promise<void> {
  await page.locator('main [aria-disabled="true"]').first().waitFor({ state: 'detached' });
}

/**
 * Clicks the navbar's cart button: the first use of the cart, which brings remote-cart's panel
 * (host/src/features/shell/use-cart-panel-wanted.ts). The button toggles the panel.
 */
export async function clickCartButton(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
}
