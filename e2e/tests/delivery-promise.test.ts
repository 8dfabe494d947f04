import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { clickCartButton, DEMO_ADMIN, logIn, openRecordedPage } from './support/browser-page.ts';
import { fillCheckout } from './support/checkout-form.ts';
import { openCheckoutWithZip } from './support/delivery-window.ts';
import { placePaidOrder } from './support/orders.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Issue 29: what the shop promises. No order without a delivery time, an uncovered postal code never
// looks payable, a zone's minimum order, and Entregas' "Sin horario" for the older windowless orders.
const suite = useSiteAndBrowser();
const WAIT = { timeout: 30_000 };

async function count(table: 'orders' | 'payments_test'): Promise<number> {
  const [row] = await suite.site.api.sql<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row!.n;
}

function payButton(page: Page) {
  return page.getByRole('button', { name: /^Pagar/ });
}

test('every window of the zone full: the order is refused before the card is charged, naming the next window; then "Pagar" is disabled with when booking opens and how to reach the shop', async () => {
  const ordersBefore = await count('orders');
  const chargesBefore = await count('payments_test');
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  try {
    await openCheckoutWithZip(page, suite.site.hostUrl, '44100');
    const chosen = await fillCheckout(page);
    // Other shoppers take the chosen window's last places while this one types the card.
    const windowId = await page.locator('input[type="radio"][name^="delivery-time"]:checked').inputValue();
    const templateId = windowId.split(':')[0]!;
    await suite.site.api.sql(`update delivery_window_templates set capacity = 0 where id = '${templateId}'`);
    await payButton(page).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Ese horario se llenó. Horarios con lugar:' });
    await refusal.waitFor(WAIT);
    assert.ok(!((await refusal.textContent()) ?? '').includes(chosen), 'the full window is not offered again');
    assert.equal(await count('orders'), ordersBefore, 'no order stored');
    assert.equal(await count('payments_test'), chargesBefore, 'the card was never charged');

    // Now every window of the zone is full: nothing to choose, "Pagar" disabled with the reason.
    await suite.site.api.sql('update delivery_window_templates set capacity = 0');
    await page.reload();
    await page.getByLabel('Código postal').fill('44100');
    const reason = page.getByTestId('pay-blocked');
    await reason.waitFor(WAIT);
    assert.match(
      (await reason.textContent()) ?? '',
      /no quedan horarios de entrega con lugar en los próximos 7 días.+Abrimos nuevos horarios cada día.+llámanos al 33 3615 2040 o escríbenos a contacto@delcampo\.mx/,
    );
    assert.equal(await payButton(page).isDisabled(), true);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await suite.site.api.sql('update delivery_window_templates set capacity = 10');
    await context.close();
  }
});

test('an uncovered postal code cannot be paid: no delivery price, no total, "Pagar" disabled with the reason', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  try {
    await openCheckoutWithZip(page, suite.site.hostUrl, '44100');
    await fillCheckout(page);
    await page.getByLabel('Código postal').fill('12345');
    const reason = page.getByTestId('pay-blocked');
    await reason.waitFor(WAIT);
    assert.match(
      (await reason.textContent()) ?? '',
      /No podemos cobrar este pedido: por ahora no entregamos en el C\.P\. 12345/,
    );
    const shipping = page.getByTestId('summary-shipping');
    assert.equal(((await shipping.textContent()) ?? '').trim(), 'Sin entrega en ese C.P.');
    assert.equal(((await page.getByTestId('summary-total').textContent()) ?? '').trim(), '—');
    const pay = page.getByRole('button', { name: 'Pagar', exact: true });
    assert.equal(await pay.isDisabled(), true);
    assert.equal(await pay.getAttribute('aria-describedby'), 'pay-blocked');
  } finally {
    await context.close();
  }
});

test('an order below the zone minimum is refused: the cart panel and checkout say what is missing, "Pagar" is disabled, the API answers BELOW_MINIMUM', async () => {
  await suite.site.api.sql('update delivery_zones set min_order_cents = 150000');
  const { page, context } = await openRecordedPage(suite.browser);
  try {
    await openCheckoutWithZip(page, suite.site.hostUrl, '44100');
    const missing = page.getByTestId('summary-minimum');
    await missing.waitFor(WAIT);
    assert.match(
      (await missing.textContent()) ?? '',
      /^Te faltan \$[\d,.]+ para el pedido mínimo de \$1,500\.00 en tu zona\.$/,
    );
    assert.match((await page.getByTestId('pay-blocked').textContent()) ?? '', /pedido mínimo de \$1,500\.00/);
    assert.equal(await payButton(page).isDisabled(), true);
    assert.match((await page.getByTestId('summary-terms').textContent()) ?? '', /pedido mínimo \$1,500\.00/);

    // The cart panel, from a shop page (the checkout has no cart button).
    await page.goto(`${suite.site.hostUrl}/prods/frutas`);
    await clickCartButton(page);
    const panelMinimum = page.locator('.cart-drawer .cart-minimum');
    await panelMinimum.waitFor(WAIT);
    assert.match((await panelMinimum.textContent()) ?? '', /para el pedido mínimo de \$1,500\.00/);

    // A client that skips the checkout's check meets the API's refusal, with nothing written.
    const before = await count('orders');
    const refused = await placePaidOrder(suite.site).then(
      () => null,
      (error: Error) => error.message,
    );
    assert.match(refused ?? '', /El pedido mínimo para entregar en tu zona es de \$1,500\.00: te faltan/);
    assert.equal(await count('orders'), before);
  } finally {
    await suite.site.api.sql('update delivery_zones set min_order_cents = 0');
    await context.close();
  }
});

test('Entregas lists an order without a window under "Sin horario", opening its order page', async () => {
  const number = await placePaidOrder(suite.site);
  // As orders were stored before every order had to book a window.
  await suite.site.api.sql(
    `with old as (select window_template_id as t, window_date as d from orders where number = '${number}'),
       freed as (update delivery_window_bookings b set booked = b.booked - 1 from old where b.template_id = old.t and b.date = old.d)
     update orders set window_template_id = null, window_date = null, window_start_minute = null, window_end_minute = null
     where number = '${number}'`,
  );
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  try {
    await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByTestId('navbar-user').waitFor(WAIT);
    await page.goto(`${suite.site.hostUrl}/admin/deliveries`);
    const section = page.getByTestId('unscheduled-orders');
    await section.waitFor(WAIT);
    await page.getByRole('heading', { name: 'Sin horario' }).waitFor();
    const link = section.getByRole('link', { name: `Pedido ${number}` });
    await link.click();
    await page.waitForURL(`${suite.site.hostUrl}/admin/custorderdet`, WAIT);
    await page.getByText(number).first().waitFor(WAIT);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await context.close();
  }
});
