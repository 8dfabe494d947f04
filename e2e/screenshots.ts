// Screenshots of the main pages at phone, tablet and desktop widths, for a visual review:
//   npx lerna run build && npm run screenshots -w e2e
// writes e2e/artifacts/screenshots/<width>/<page>.png (e2e/artifacts is git-ignored). It starts
// the same composed site on loopback as the e2e tests (real API, real chromium); it checks nothing.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CLIENT, logIn } from './tests/support/browser-page.ts';
import { launchChromium } from './tests/support/chromium.ts';
import { placePaidOrder } from './tests/support/orders.ts';
import { startSite, type Site } from './tests/support/site.ts';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

async function shoot(page: Page, width: number, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const file = path.join(OUT, String(width), `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

async function shopperPages(site: Site, browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  const page = await context.newPage();
  const [product] = await site.api.sql<{ id: string; slug: string }>(
    `select p.id, c.slug from products p join categories c on c.id = p.category_id
     where p.is_active and c.is_active and p.stock > 5 order by p.slug limit 1`,
  );
  await page.goto(`${site.hostUrl}/`);
  await page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  await shoot(page, viewport.width, 'home');
  await page.goto(`${site.hostUrl}/prods/${product!.slug}`);
  await page.getByRole('button', { name: 'agregar' }).first().waitFor();
  await shoot(page, viewport.width, 'category');
  await page.goto(`${site.hostUrl}/prods/details/${product!.id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, viewport.width, 'product');
  await page
    .getByRole('button', { name: /Agregar al carrito/i })
    .first()
    .click();
  await logIn(page, site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await page.getByText('Carrito de compra').first().waitFor();
  await shoot(page, viewport.width, 'cart');
  await page.goto(`${site.hostUrl}/checkout`);
  await page.locator('.checkout-columns').waitFor();
  await shoot(page, viewport.width, 'checkout');
  await page.goto(`${site.hostUrl}/orders`);
  const view = page.getByRole('button', { name: /^Ver detalle/ }).first();
  await view.waitFor();
  await shoot(page, viewport.width, 'mis-compras');
  await view.click();
  await page.locator('.order-detail h1').waitFor();
  await shoot(page, viewport.width, 'order-detail');
  await context.close();
}

/** Checkout's delivery window picker (issue 29): a day, then a time; the card alone and the page. */
async function windowPicker(site: Site, browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  const page = await context.newPage();
  await logIn(page, site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  await page.goto(`${site.hostUrl}/prods/frutas`);
  await page
    .getByRole('button', { name: /^agregar / })
    .first()
    .click();
  await page.goto(`${site.hostUrl}/checkout`);
  await page.getByLabel('Código postal').fill('44100');
  const picker = page.locator('.checkout-fieldset', { has: page.locator('.window-picker') });
  await picker.getByRole('radio').first().waitFor();
  await page.waitForLoadState('networkidle');
  const file = path.join(OUT, String(viewport.width), 'checkout-window-picker.png');
  await picker.screenshot({ path: file });
  console.log(file);
  await shoot(page, viewport.width, 'checkout-with-windows');
  await context.close();
}

async function adminPages(site: Site, browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  const page = await context.newPage();
  await logIn(page, site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  await page.goto(`${site.hostUrl}/admin`);
  await page.getByTestId('tile-users').waitFor();
  await shoot(page, viewport.width, 'admin-dashboard');
  await page.goto(`${site.hostUrl}/admin/custorders`);
  await page.getByRole('button', { name: /^Ver/ }).first().waitFor();
  await shoot(page, viewport.width, 'admin-orders');
  await context.close();
}

/** Admin › Horarios de entrega, Entregas, a route sheet and its print view (issue 29). */
async function deliveryAdminPages(
  site: Site,
  browser: Browser,
  viewport: { width: number; height: number },
  windowId: string,
) {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  const page = await context.newPage();
  await logIn(page, site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  await page.goto(`${site.hostUrl}/admin/delivery-setup`);
  await page.getByRole('group', { name: 'Lunes' }).first().waitFor();
  await shoot(page, viewport.width, 'admin-delivery-setup');
  await page.goto(`${site.hostUrl}/admin/deliveries`);
  await page.getByTestId('delivery-day').first().waitFor();
  await shoot(page, viewport.width, 'admin-deliveries');
  await page.goto(`${site.hostUrl}/admin/deliveries/${encodeURIComponent(windowId)}`);
  await page.getByTestId('route-sheet-orders').waitFor();
  await shoot(page, viewport.width, 'admin-route-sheet');
  await page.emulateMedia({ media: 'print' });
  await shoot(page, viewport.width, 'admin-route-sheet-print');
  await context.close();
}

/** The first window of the demo zone with places: its route sheet gets an order to show. */
async function firstOpenWindow(site: Site): Promise<string> {
  const { deliveryWindows } = await site.api.query<{
    deliveryWindows: { windows: { id: string; available: boolean }[] };
  }>('query { deliveryWindows(postalCode: "44100") { windows { id available } } }');
  const open = deliveryWindows.windows.find((window) => window.available);
  if (!open) throw new Error('the demo zone has no window with places');
  return open.id;
}

const site = await startSite();
const browser = await launchChromium();
try {
  await placePaidOrder(site);
  const windowId = await firstOpenWindow(site);
  await placePaidOrder(site, { deliveryWindowId: windowId });
  for (const viewport of VIEWPORTS) {
    mkdirSync(path.join(OUT, String(viewport.width)), { recursive: true });
    await shopperPages(site, browser, viewport);
    await windowPicker(site, browser, viewport);
    await adminPages(site, browser, viewport);
    await deliveryAdminPages(site, browser, viewport, windowId);
  }
} finally {
  await browser.close();
  await site.close();
}
