import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';
import { fillCheckout } from './support/checkout-form.ts';

const suite = useSiteAndBrowser();

async function firstProductOf(slug: string): Promise<string> {
  const { products } = await suite.site.api.query<{ products: { name: string; stock: number }[] }>(
    'query ($slug: String) { products(categorySlug: $slug) { name stock } }',
    { slug },
  );
  return products.find((product) => product.stock > 2)!.name;
}

test('with the dashboard open, an order placed in another browser updates the orders tile without a reload', async () => {
  const admin = await openRecordedPage(suite.browser);
  await logIn(admin.page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.page.getByTestId('navbar-user').waitFor();
  await admin.page.goto(`${suite.site.hostUrl}/admin`);
  const ordersTile = admin.page.getByTestId('tile-orders');
  await ordersTile.waitFor();
  const ordersBefore = Number(/\d+/.exec((await ordersTile.textContent()) ?? '')![0]);
  await admin.page.getByTestId('live-status').getByText('En vivo').waitFor();
  // The page's own navigation count: a reload would start it again.
  await admin.page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));

  const client = await openRecordedPage(suite.browser);
  await logIn(client.page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await client.page.getByTestId('navbar-user').waitFor();
  await client.page.goto(`${suite.site.hostUrl}/prods/frutas`);
  await client.page.getByRole('button', { name: `agregar ${await firstProductOf('frutas')}` }).click();
  await client.page.goto(`${suite.site.hostUrl}/checkout`);
  await fillCheckout(client.page, { street1: 'Av. Vallarta 2000', zip: '44130' });
  await client.page.getByRole('button', { name: /Pagar/ }).click();
  await client.page.getByText(/¡Gracias por tu compra! Pedido DC-\d+/).waitFor();

  await admin.page.waitForFunction(
    (expected) => document.querySelector('[data-testid=tile-orders]')?.textContent?.includes(String(expected)),
    ordersBefore + 1,
  );
  assert.equal(await admin.page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage), true);
  await client.context.close();
  await admin.context.close();
});
