import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

/** A paid order of the demo client, placed through the API as the checkout would. */
async function paidOrder(): Promise<string> {
  const { login } = await suite.site.api.query<{ login: { token: string } }>(
    'query ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    DEMO_CLIENT,
  );
  const [product] = await suite.site.api.sql<{ id: string }>(
    `select p.id from products p join categories c on c.id = p.category_id
     where p.is_active and c.is_active and p.stock > 5 order by p.slug limit 1`,
  );
  const { placeOrder } = await suite.site.api.query<{ placeOrder: { status: boolean; order: { number: string } } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status message order { number } } }',
    {
      input: {
        idempotencyKey: randomUUID(),
        lines: [{ productId: product!.id, quantity: 2 }],
        address: { country: 'México', street1: 'Av. Juárez 100', city: 'Guadalajara', state: 'Jalisco', zip: '44100' },
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
    },
    login.token,
  );
  assert.ok(placeOrder.status, 'the order is paid');
  return placeOrder.order.number;
}

test('the admin moves an order PAID -> PREPARING -> SHIPPED and the client sees it in "Mis compras"', async () => {
  const number = await paidOrder();
  const admin = await openRecordedPage(suite.browser);
  await logIn(admin.page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.page.getByTestId('navbar-user').waitFor();
  await admin.page.goto(`${suite.site.hostUrl}/admin/custorders`);
  const row = admin.page.getByRole('row', { name: new RegExp(number) });
  await row.getByRole('button', { name: 'Ver' }).click();
  await admin.page.getByRole('heading', { name: `Pedido ${number}` }).waitFor();

  await admin.page.getByRole('button', { name: 'Pasar a En preparación' }).click();
  await admin.page.getByRole('button', { name: 'Pasar a Enviado' }).click();
  await admin.page.getByRole('button', { name: 'Pasar a Entregado' }).waitFor();
  assert.equal(await admin.page.getByRole('button', { name: 'Pasar a En preparación' }).count(), 0);
  await admin.context.close();

  const client = await openRecordedPage(suite.browser);
  await logIn(client.page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await client.page.getByTestId('navbar-user').waitFor();
  await client.page.goto(`${suite.site.hostUrl}/orders`);
  const mine = client.page.getByRole('row', { name: new RegExp(number) });
  await mine.waitFor();
  assert.match((await mine.textContent()) ?? '', /Enviado/);
  await client.context.close();
});
