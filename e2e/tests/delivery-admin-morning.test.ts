import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ZONE_NAME } from '../../api/src/db/seed/delivery.seed.ts';
import { shopToday } from '../../api/src/modules/delivery/shop-time.ts';
import { todayWindowSql } from '../../api/src/test/today-window.ts';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { fillCheckout } from './support/checkout-form.ts';
import { placePaidOrder } from './support/orders.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

/** Today's window of the demo zone (todayWindowSql made it bookable), as the checkout lists it. */
async function todayWindowId(): Promise<string> {
  const { deliveryWindows } = await suite.site.api.query<{
    deliveryWindows: { windows: { id: string; date: string }[] };
  }>('query { deliveryWindows(postalCode: "44100") { windows { id date } } }');
  const today = deliveryWindows.windows.find((window) => window.date === shopToday(new Date()));
  assert.ok(today, 'today has a bookable window');
  return today.id;
}

test("the admin's morning: Entregas counts a booking, its route sheet prints alone, the dashboard tile is live", async () => {
  for (const statement of todayWindowSql(DEMO_ZONE_NAME, 10)) await suite.site.api.sql(statement);

  // A shopper buys for today's window at checkout.
  const shopper = await openRecordedPage(suite.browser);
  await logIn(shopper.page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await shopper.page.getByTestId('navbar-user').waitFor();
  await shopper.page.goto(`${suite.site.hostUrl}/prods/frutas`);
  const add = shopper.page.getByRole('button', { name: /^agregar / }).first();
  const productName = ((await add.getAttribute('aria-label')) ?? (await add.textContent()) ?? '').replace(
    /^agregar /,
    '',
  );
  await add.click();
  await shopper.page.goto(`${suite.site.hostUrl}/checkout`);
  // The phone as the shopper types it; the driver's sheet shows it as people read it.
  const window = await fillCheckout(shopper.page, {
    street1: 'Calle Morelos 321',
    zip: '44160',
    phone: '33-1596-0871',
  });
  await shopper.page.getByRole('button', { name: /Pagar/ }).click();
  const thanks = shopper.page.getByText(/¡Gracias por tu compra! Pedido DC-\d+/);
  await thanks.waitFor();
  const orderNumber = /DC-\d+/.exec((await thanks.textContent()) ?? '')![0];
  await shopper.context.close();

  // The admin opens Entregas: today's window counts the booking.
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/admin`);
  await page.getByRole('link', { name: 'Entregas' }).first().click();
  const today = page.getByTestId('delivery-day').first();
  await today.getByText('1 / 10').waitFor();
  const hours = /\d\d:\d\d a \d\d:\d\d$/.exec(window)![0];
  await today.getByRole('link', { name: hours }).click();

  // Its route sheet: the order with its address, the phone to call, its items, and the picking list.
  const sheet = page.getByTestId('route-sheet');
  await sheet.getByText(orderNumber).waitFor();
  const row = page.getByTestId('route-sheet-orders').getByRole('row', { name: new RegExp(orderNumber) });
  assert.match((await row.textContent()) ?? '', /Calle Morelos 321/);
  const phone = row.getByRole('link', { name: '33 1596 0871' });
  assert.equal(await phone.getAttribute('href'), 'tel:+523315960871');
  assert.match((await row.textContent()) ?? '', new RegExp(productName));
  assert.match((await page.getByTestId('picking-list').textContent()) ?? '', new RegExp(productName));

  // Printed, the sheet stands alone: no admin menu, top bar or buttons.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('.admin-topbar').isVisible(), false, 'top bar hidden in print');
  assert.equal(await page.locator('.admin-sidemenu').isVisible(), false, 'side menu hidden in print');
  assert.equal(await page.getByRole('button', { name: 'Imprimir' }).isVisible(), false, 'button hidden in print');
  assert.equal(await sheet.isVisible(), true, 'the sheet prints');
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await page.getByRole('button', { name: 'Imprimir' }).isVisible(), true);

  // The dashboard's Entregas de hoy shows it, and follows another order without a reload.
  await page.getByRole('link', { name: 'Panel' }).first().click();
  const tile = page.getByTestId('today-deliveries');
  await tile.getByText('1 / 10').waitFor();
  await placePaidOrder(suite.site, { deliveryWindowId: await todayWindowId() });
  await tile.getByText('2 / 10').waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();
});
