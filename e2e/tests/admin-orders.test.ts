import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { placePaidOrder } from './support/orders.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

const paidOrder = () => placePaidOrder(suite.site);

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
