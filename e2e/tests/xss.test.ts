// docs/security.md, "XSS": text an admin types (product and category names, descriptions) is shown
// as text everywhere it appears, in the storefront, the cart, the back office and the order e-mail;
// never parsed as HTML. The hostile values below are accepted by the API as they are.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { MailCatcher } from './support/mail-catcher.ts';
import { useSiteAndBrowser } from './support/suite.ts';
import { fillCheckout } from './support/checkout-form.ts';

const mail = new MailCatcher();
const suite = useSiteAndBrowser(
  async () => ({ SMTP_URL: await mail.start() }),
  () => mail.stop(),
);

const NAME = '<img src=x onerror=alert(1)>';
const DESCRIPTION = '<script>alert(2)</script> Fresco, por kilo.';
const CATEGORY = '"><svg onload=alert(3)> Sospechosos';

interface Saved {
  status: boolean;
  message: string;
}

async function adminToken(): Promise<string> {
  const { login } = await suite.site.api.query<{ login: { token: string | null } }>(
    'query ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    DEMO_ADMIN,
  );
  assert.ok(login.token);
  return login.token;
}

/** The hostile category and product, saved through the API as the demo admin. */
async function createHostileProduct(): Promise<{ id: string; categorySlug: string }> {
  const token = await adminToken();
  const { saveCategory } = await suite.site.api.query<{
    saveCategory: Saved & { category: { id: string; slug: string; name: string } | null };
  }>(
    'mutation ($input: CategoryInput!) { saveCategory(input: $input) { status message category { id slug name } } }',
    { input: { name: CATEGORY, order: 50, imageNum: 3, isActive: true } },
    token,
  );
  assert.ok(saveCategory.category, `category refused: ${saveCategory.message}`);
  assert.equal(saveCategory.category.name, CATEGORY, 'stored as typed');
  const { saveProduct } = await suite.site.api.query<{
    saveProduct: Saved & { product: { id: string; name: string; description: string } | null };
  }>(
    'mutation ($input: ProductInput!) { saveProduct(input: $input) { status message product { id name description } } }',
    {
      input: {
        name: NAME,
        description: DESCRIPTION,
        unit: 'kg',
        categoryId: saveCategory.category.id,
        basePrice: 25,
        discountPercentage: 0,
        stock: 40,
        maxPerOrder: 10,
        isActive: true,
      },
    },
    token,
  );
  assert.ok(saveProduct.product, `product refused: ${saveProduct.message}`);
  assert.deepEqual(
    { name: saveProduct.product.name, description: saveProduct.product.description },
    { name: NAME, description: DESCRIPTION.trim() },
    'stored as typed',
  );
  return { id: saveProduct.product.id, categorySlug: saveCategory.category.slug };
}

/** Dialogs opened by the page (an alert() would be one); each is dismissed. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** The page shows `texts` literally, and none of them became an element. */
async function assertShownAsText(page: Page, where: string, texts: string[], dialogs: string[]): Promise<void> {
  await page.waitForFunction((wanted) => wanted.every((text) => document.body.innerText.includes(text)), texts, {
    timeout: 15_000,
  });
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    svgs: document.querySelectorAll('svg[onload]').length,
    // The server's JSON data block carries the names as data: never run, and it must stay JSON.
    scripts: [...document.scripts].filter(
      (script) => script.type !== 'application/json' && /alert\(\d\)/.test(script.textContent ?? ''),
    ).length,
    brokenDataBlocks: [...document.querySelectorAll('script[type="application/json"]')].filter((block) => {
      try {
        JSON.parse(block.textContent ?? '');
        return false;
      } catch {
        return true;
      }
    }).length,
  }));
  assert.deepEqual(
    injected,
    { images: 0, svgs: 0, scripts: 0, brokenDataBlocks: 0 },
    `${where}: no element made of the text`,
  );
  assert.deepEqual(dialogs, [], `${where}: no dialog`);
}

const fieldValue = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

/** The server-rendered HTML of a catalogue page (the first render may give the plain page: asked again). */
async function serverHtml(url: string): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 40 && !html.includes('id="dc-first-render"'); attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    html = await (await fetch(`${suite.site.hostUrl}${url}`)).text();
  }
  return html;
}

test('hostile product and category names are shown as text in the shop, the cart, the back office and the e-mail', async () => {
  const { id, categorySlug } = await createHostileProduct();

  // The server-rendered HTML escapes them in the markup and in the JSON data block (no way out of
  // the script element, docs/architecture.md "Catalogue HTML").
  for (const url of [`/prods/${categorySlug}`, `/prods/details/${id}`]) {
    const html = await serverHtml(url);
    assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'), `${url}: the name escaped in the markup`);
    assert.ok(!/<img src=x|<svg onload|<script>alert/i.test(html), `${url}: no element made of the text`);
    const block = /<script type="application\/json" id="dc-first-render"[^>]*>([^<]*)<\/script>/.exec(html);
    assert.ok(block, `${url}: the data block, closed where the server closed it`);
    assert.ok(JSON.stringify(JSON.parse(block[1]!)).includes(JSON.stringify(NAME).slice(1, -1)), 'the name as data');
  }

  // Storefront, as a visitor: category page, product page, search results, cart panel.
  const shopper = await openRecordedPage(suite.browser);
  const shopperDialogs = watchDialogs(shopper.page);
  await shopper.page.goto(`${suite.site.hostUrl}/prods/${categorySlug}`);
  await shopper.page.getByTestId('product-card').filter({ hasText: NAME }).waitFor();
  await assertShownAsText(shopper.page, 'category page', [NAME, CATEGORY], shopperDialogs);
  await shopper.page.goto(`${suite.site.hostUrl}/prods/details/${id}`);
  await assertShownAsText(shopper.page, 'product page', [NAME, DESCRIPTION.trim()], shopperDialogs);
  await shopper.page.goto(`${suite.site.hostUrl}/`);
  const search = shopper.page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill('onerror');
  await search.press('Enter');
  await shopper.page.getByTestId('product-card').filter({ hasText: NAME }).waitFor();
  await assertShownAsText(shopper.page, 'search results', [NAME], shopperDialogs);
  await shopper.page.getByRole('button', { name: `agregar ${NAME}` }).click();
  await shopper.page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await shopper.page.locator('.cart-drawer').getByText(NAME).waitFor();
  await assertShownAsText(shopper.page, 'cart panel', [NAME], shopperDialogs);
  await shopper.context.close();

  // Back office, as the demo admin: product list and edit form.
  const admin = await openRecordedPage(suite.browser);
  const adminDialogs = watchDialogs(admin.page);
  await logIn(admin.page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.page.getByTestId('navbar-user').waitFor();
  await admin.page.goto(`${suite.site.hostUrl}/admin/prods`);
  await admin.page.getByLabel('Buscar productos').fill('onerror');
  await admin.page.getByRole('switch', { name: `Producto ${NAME} activo` }).waitFor();
  await assertShownAsText(admin.page, 'admin product list', [NAME, CATEGORY], adminDialogs);
  await admin.page.goto(`${suite.site.hostUrl}/admin/product/${id}`);
  await admin.page.getByRole('heading', { name: `Editar producto «${NAME}»` }).waitFor();
  assert.equal(await fieldValue(admin.page, 'Nombre'), NAME);
  assert.equal(await fieldValue(admin.page, 'Descripción'), DESCRIPTION.trim());
  await assertShownAsText(admin.page, 'admin edit form', [`Editar producto «${NAME}»`], adminDialogs);
  await admin.page.goto(`${suite.site.hostUrl}/admin/categories`);
  await admin.page.getByRole('row', { name: /Sospechosos/ }).waitFor();
  await assertShownAsText(admin.page, 'admin categories', [CATEGORY], adminDialogs);
  await admin.context.close();

  // The demo client buys it; the confirmation e-mail escapes the name in HTML, keeps it in text.
  const client = await openRecordedPage(suite.browser);
  const clientDialogs = watchDialogs(client.page);
  await logIn(client.page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await client.page.getByTestId('navbar-user').waitFor();
  await client.page.goto(`${suite.site.hostUrl}/prods/details/${id}`);
  await client.page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await client.page.goto(`${suite.site.hostUrl}/checkout`);
  await assertShownAsText(client.page, 'checkout summary', [NAME], clientDialogs);
  await fillCheckout(client.page);
  await client.page.getByRole('button', { name: /Pagar/ }).click();
  const thanks = client.page.getByText(/¡Gracias por tu compra! Pedido DC-\d+/);
  await thanks.waitFor();
  const orderNumber = /DC-\d+/.exec((await thanks.textContent()) ?? '')![0];
  await client.page.getByRole('link', { name: 'Ver mis compras' }).click();
  await client.page
    .getByRole('row', { name: new RegExp(orderNumber) })
    .getByRole('button', { name: /Ver detalle/ })
    .click();
  await client.page.getByRole('heading', { name: `Pedido ${orderNumber}` }).waitFor();
  await assertShownAsText(client.page, 'order detail', [NAME], clientDialogs);

  const message = await mail.waitFor(DEMO_CLIENT.email, new RegExp(orderNumber));
  assert.ok((message.text ?? '').includes(NAME), `the text part has the name as typed:\n${message.text}`);
  const html = typeof message.html === 'string' ? message.html : '';
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'), 'the HTML part escapes the name');
  assert.ok(!/<img[^>]*onerror/i.test(html), 'no img element made of the name');
  // Rendered by a browser with no CSP to help: the HTML part shows the name and runs nothing.
  await client.page.setContent(html);
  await assertShownAsText(client.page, 'e-mail HTML', [NAME], clientDialogs);
  await client.context.close();
});
