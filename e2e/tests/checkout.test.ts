import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { lighthouseViolations } from './support/axe.ts';
import { MailCatcher } from './support/mail-catcher.ts';
import { useSiteAndBrowser } from './support/suite.ts';
import { fillCheckout } from './support/checkout-form.ts';
import { nextWindowId } from './support/orders.ts';

const mail = new MailCatcher();
const suite = useSiteAndBrowser(
  async () => ({ SMTP_URL: await mail.start() }),
  () => mail.stop(),
);

const UNVERIFIED_CLIENT = { email: 'guadalupe.martinez@example.com', password: DEMO_CLIENT.password };

interface Listed {
  id: string;
  name: string;
  stock: number;
}

async function categoryProducts(slug: string): Promise<Listed[]> {
  const { products } = await suite.site.api.query<{ products: Listed[] }>(
    'query ($slug: String) { products(categorySlug: $slug) { id name stock } }',
    { slug },
  );
  return products;
}

async function quotedTotal(lines: { productId: string; quantity: number }[]): Promise<number> {
  const { quoteCart } = await suite.site.api.query<{ quoteCart: { totals: { total: number } } }>(
    'query ($lines: [OrderLineInput!]!) { quoteCart(lines: $lines) { totals { total } } }',
    { lines },
  );
  return quoteCart.totals.total;
}

const pesos = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name: `agregar ${name}` }).click();
}

async function openCart(page: Page) {
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await page.getByText('Carrito de compra').waitFor();
}

test('a client buys two products by card, gets the e-mail and finds the order in "Mis compras"', async () => {
  const [first, second] = await categoryProducts('verduras');
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  const otherTab = await context.newPage();
  await otherTab.goto(`${suite.site.hostUrl}/`);

  await page.goto(`${suite.site.hostUrl}/prods/verduras`);
  await addToCart(page, first!.name);
  await addToCart(page, second!.name);
  await openCart(page);
  const spinner = page.locator('.cart-drawer').getByRole('spinbutton').first();
  await spinner.fill('3');
  await spinner.press('Tab');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=cart-count]')[1]?.textContent === '4');
  await otherTab.waitForFunction(() => document.querySelectorAll('[data-testid=cart-count]')[1]?.textContent === '4');

  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  await page.waitForURL(/\/checkout$/);
  const total = await quotedTotal([
    { productId: first!.id, quantity: 3 },
    { productId: second!.id, quantity: 1 },
  ]);
  await page
    .getByTestId('summary-total')
    .filter({ hasText: pesos(total) })
    .waitFor();
  assert.deepEqual(await lighthouseViolations(page), [], 'checkout page');
  const note = 'Tocar el timbre <b>2</b>, dejar con el portero';
  const window = await fillCheckout(page, { note: ` ${note}\n` });
  assert.match(window, /^[a-záéíóúñ]+, \d{1,2} de [a-z]+, \d\d:00 a \d\d:00$/);
  await page.getByRole('button', { name: /Pagar/ }).click();
  const thanks = page.getByText(/¡Gracias por tu compra! Pedido DC-\d+/);
  await thanks.waitFor();
  await page.getByText(`Horario de entrega: ${window}`).waitFor();
  const orderNumber = /DC-\d+/.exec((await thanks.textContent()) ?? '')![0];
  // The cart icon is hidden on the checkout page (spec); the other tab shows the emptied cart.
  await otherTab.waitForFunction(() => document.querySelectorAll('[data-testid=cart-count]')[1]?.textContent === '0');

  const message = await mail.waitFor(DEMO_CLIENT.email, new RegExp(orderNumber));
  assert.match(message.text ?? '', new RegExp(pesos(total).replace('$', '\\$')));
  assert.ok((message.text ?? '').includes(`Horario de entrega: ${window}`), 'the e-mail names the window');
  assert.ok((message.text ?? '').includes(`Notas para la entrega: ${note}`), 'the e-mail quotes the note');
  assert.ok(!String(message.html ?? '').includes('<b>2</b>'), 'escaped in the HTML e-mail');

  await page.getByRole('link', { name: 'Ver mis compras' }).click();
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', new RegExp(pesos(total).replace('$', '\\$')));
  assert.ok(((await row.textContent()) ?? '').includes(window), 'Mis compras shows the window');
  assert.deepEqual(await lighthouseViolations(page), [], 'orders page');
  await row.getByRole('button', { name: /Ver detalle/ }).click();
  await page.getByRole('heading', { name: `Pedido ${orderNumber}` }).waitFor();
  await page.getByText(window).waitFor();
  await page.getByText(note, { exact: true }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: `Pedido ${orderNumber}` }).waitFor();
  await context.close();
});

test('a declined card shows the reason, keeps the cart and the stock', async () => {
  const [product] = await categoryProducts('chiles');
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/prods/chiles`);
  await addToCart(page, product!.name);
  await page.goto(`${suite.site.hostUrl}/checkout`);
  await fillCheckout(page, { card: '4000 0000 0000 0002' });
  await page.getByRole('button', { name: /Pagar/ }).click();
  const alert = page.locator('.checkout-form [role=alert]');
  await alert.waitFor();
  assert.match((await alert.textContent()) ?? '', /rechaz/i);
  await page.getByRole('link', { name: 'Inicio' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=cart-count]')[1]?.textContent === '1');
  const [after] = await suite.site.api.sql<{ stock: number }>(`select stock from products where id = '${product!.id}'`);
  assert.equal(after!.stock, product!.stock);
  await context.close();
});

test('"Tramitar pedido" refuses visitors, admins and unverified clients with the spec texts', async () => {
  const [product] = await categoryProducts('frutas');
  const cases = [
    [null, 'Para comprar, ingresa con tu usuario. Tu correo debe estar verificado.'],
    [DEMO_ADMIN, 'Funcionalidad sólo para usuarios clientes...'],
    [
      UNVERIFIED_CLIENT,
      'Tu correo no ha sido verificado, esto se requiere para poder enviarte información sobre tus compras...',
    ],
  ] as const;
  for (const [user, refusal] of cases) {
    const { page, context } = await openRecordedPage(suite.browser);
    if (user) {
      await logIn(page, suite.site.hostUrl, user.email, user.password);
      await page.getByTestId('navbar-user').waitFor();
    }
    await page.goto(`${suite.site.hostUrl}/prods/frutas`);
    await addToCart(page, product!.name);
    await openCart(page);
    await page.getByRole('button', { name: 'Tramitar pedido' }).click();
    await page.getByText(refusal).waitFor();
    assert.doesNotMatch(page.url(), /\/checkout$/);
    await context.close();
  }
});

test('/checkout by URL: an admin and an unverified client are refused before any field shows', async () => {
  const cases = [
    [DEMO_ADMIN, 'Funcionalidad sólo para usuarios clientes...'],
    [
      UNVERIFIED_CLIENT,
      'Tu correo no ha sido verificado, esto se requiere para poder enviarte información sobre tus compras...',
    ],
  ] as const;
  for (const [user, refusal] of cases) {
    const { page, context } = await openRecordedPage(suite.browser);
    await logIn(page, suite.site.hostUrl, user.email, user.password);
    await page.getByTestId('navbar-user').waitFor();
    await page.goto(`${suite.site.hostUrl}/checkout`);
    await page.getByText(refusal).waitFor();
    assert.equal(await page.getByLabel('Calle y número').count(), 0, user.email);
    assert.equal(await page.getByLabel('Número de tarjeta').count(), 0, user.email);
    await context.close();
  }
});

test('an e-mail confirmed elsewhere counts at once: "Tramitar pedido" goes to checkout without a reload', async () => {
  const [product] = await categoryProducts('frutas');
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, UNVERIFIED_CLIENT.email, UNVERIFIED_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await addToCart(page, product!.name);
  const email = UNVERIFIED_CLIENT.email;
  // The confirmation link opened in another tab: the server now knows the address is verified.
  await suite.site.api.sql(`update users set is_email_verified = true where email = '${email}'`);
  try {
    await openCart(page);
    await page.getByRole('button', { name: 'Tramitar pedido' }).click();
    await page.waitForURL(`${suite.site.hostUrl}/checkout`);
    await page.getByLabel('Calle y número').waitFor();
  } finally {
    await suite.site.api.sql(`update users set is_email_verified = false where email = '${email}'`);
    await context.close();
  }
});

test('a shopper a guard sent to log in lands where they were going (checkout) after login', async () => {
  const [product] = await categoryProducts('frutas');
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await addToCart(page, product!.name);
  await page.goto(`${suite.site.hostUrl}/checkout`);
  await page.waitForURL(`${suite.site.hostUrl}/login`);
  await page.getByLabel('Correo electrónico').fill(DEMO_CLIENT.email);
  await page.getByLabel('Contraseña').fill(DEMO_CLIENT.password);
  await page.getByRole('button', { name: 'Ingresa' }).click();
  await page.waitForURL(`${suite.site.hostUrl}/checkout`);
  await page.getByLabel('Calle y número').waitFor();
  await context.close();
});

/** The demo client's order through the API, as the checkout sends it: its answer. */
async function placeByApi(cardNumber: string) {
  const { login } = await suite.site.api.query<{ login: { token: string } }>(
    'query ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    DEMO_CLIENT,
  );
  const [product] = await categoryProducts('frutas');
  const { placeOrder } = await suite.site.api.query<{ placeOrder: { status: boolean; order: { number: string } } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status message order { number } } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        lines: [{ productId: product!.id, quantity: 1 }],
        address: { country: 'México', street1: 'Av. Juárez 100', city: 'Guadalajara', state: 'Jalisco', zip: '44100' },
        card: { number: cardNumber, expMonth: 12, expYear: 2034, cvc: '123' },
        phone: '33 3614 2020',
        deliveryWindowId: await nextWindowId(suite.site),
      },
    },
    login.token,
  );
  return placeOrder;
}

test('Mis compras leaves out a declined attempt; a cancel shows "Cancelado" at once and sends the e-mail', async () => {
  const paid = await placeByApi('4242424242424242');
  assert.ok(paid.status);
  assert.equal((await placeByApi('4000000000000002')).status, false);
  const [attempt] = await suite.site.api.sql<{ number: string }>(
    'select number from orders where failure_code is not null order by created_at desc limit 1',
  );
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/orders`);
  const row = page.getByRole('row', { name: new RegExp(paid.order.number) });
  await row.waitFor();
  assert.equal(await page.getByText(attempt!.number).count(), 0, 'the declined attempt is not an order');

  await row.getByRole('button', { name: /Ver detalle/ }).click();
  await page.getByRole('heading', { name: `Pedido ${paid.order.number}` }).waitFor();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await page.getByRole('button', { name: 'Sí, cancelar' }).click();
  await page.locator('.order-detail').getByText('Cancelado', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Cancelar pedido' }).count(), 0);
  assert.equal(await page.locator('.order-detail').getByText('Pagado', { exact: true }).count(), 0);
  await mail.waitFor(DEMO_CLIENT.email, new RegExp(`${paid.order.number} está «Cancelado»`));
  await context.close();
});
