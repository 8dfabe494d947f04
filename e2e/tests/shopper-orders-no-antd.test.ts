import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseViolations } from './support/axe.ts';
import { antdFiles } from './support/antd-files.ts';
import { DEMO_CLIENT, logIn, openRecordedPage, UI_WAIT_MS } from './support/browser-page.ts';
import { placePaidOrder } from './support/orders.ts';
import { loadedCopies, readShareScope } from './support/share-scope.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Issue 30: Mis compras and an order's detail are the shared order view drawn with the kit: a
// logged-in shopper with an order fetches no antd there, and axe finds nothing.
const suite = useSiteAndBrowser();

test('Mis compras and an order detail fetch no antd, show the order, and axe finds nothing', async () => {
  const number = await placePaidOrder(suite.site);
  const antd = await antdFiles(suite.site.apps, ['host', 'remote-shop', 'remote-cart', 'remote-admin']);
  assert.ok(antd.length >= 1, "the admin's antd chunk is there to stay away from");
  const { page: login, context } = await openRecordedPage(suite.browser);
  await logIn(login, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await login.getByTestId('navbar-user').waitFor();

  // A new page of the same session: only what Mis compras and the detail fetch is recorded.
  const page = await context.newPage();
  page.setDefaultTimeout(UI_WAIT_MS);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${suite.site.hostUrl}/orders`);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /Pagado/);
  await page.getByTestId('paging-position').waitFor();
  assert.deepEqual(await lighthouseViolations(page), [], 'Mis compras');

  await row.getByRole('button', { name: `Ver detalle ${number}` }).click();
  await page.getByRole('heading', { name: `Pedido ${number}` }).waitFor();
  await page.getByTestId('order-total').waitFor();
  assert.deepEqual(await lighthouseViolations(page), [], 'order detail');
  await page.waitForLoadState('networkidle');

  assert.deepEqual(
    requests.filter((url) => antd.includes(url)),
    [],
    'no antd chunk requested',
  );
  assert.deepEqual(loadedCopies(await readShareScope(page), 'antd'), [], 'no app loaded antd');
  assert.equal(await page.locator('[class^="ant-"], [class*=" ant-"]').count(), 0, 'no antd element on the page');
  assert.ok(
    requests.some((url) => url.endsWith('.js')),
    'the page did load scripts',
  );
  await context.close();
});
