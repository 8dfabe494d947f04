import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, logIn, openRecordedPage, waitForTakeOver } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';
import { loadedCopies, readShareScope } from './support/share-scope.ts';

const suite = useSiteAndBrowser();

test('home lists the categories the API serves', async () => {
  const { categories } = await suite.site.api.query<{ categories: { name: string }[] }>('{ categories { name } }');
  assert.ok(categories.length >= 6, 'the demo seed has categories');
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  const names = page.locator('[data-testid=category-grid] .category-name');
  await names.first().waitFor();
  assert.deepEqual(
    await names.allTextContents(),
    categories.map((category) => category.name),
  );
  await context.close();
});

test('the page holds one copy of React, react-redux, Apollo and shared', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await page.locator('[data-testid=category-grid]').waitFor();
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await page.getByText('Carrito de compra').waitFor();
  const scope = await readShareScope(page);
  const names = ['react', 'react-dom', 'react-redux', '@apollo/client', '@apollo/client/react', 'shared'];
  for (const name of names) {
    assert.deepEqual(loadedCopies(scope, name).length, 1, `one loaded copy of ${name}: ${loadedCopies(scope, name)}`);
  }
  // The host, remote-shop and remote-cart each resolve these to that same copy.
  const users = new Set(scope.filter((entry) => entry.name === 'shared').flatMap((entry) => entry.usedBy));
  assert.deepEqual([...users].sort(), ['cart', 'host', 'shop']);
  await context.close();
});

test('a quantity changed in the cart panel (remote-cart) shows in the host navbar badge', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  const { categories } = await suite.site.api.query<{ categories: { slug: string }[] }>('{ categories { slug } }');
  await page.goto(`${suite.site.hostUrl}/prods/${categories[0]!.slug}`);
  await page.getByRole('button', { name: 'agregar' }).first().click();
  const badge = page.getByTestId('cart-count').last();
  assert.equal(await badge.textContent(), '1');

  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  const spinner = page.getByRole('spinbutton').first();
  await spinner.fill('3');
  await spinner.press('Tab');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=cart-count]')[1]?.textContent === '3');
  assert.match((await page.getByTestId('cart-panel-count').textContent()) ?? '', /3 prod\./);
  await context.close();
});

test('storefront pages never request remote-admin; entering /admin as an admin fetches it', async () => {
  const { page, requests, context } = await openRecordedPage(suite.browser);
  const adminOrigin = suite.site.apps['remote-admin'].url;
  for (const path of ['/', '/inicio', '/demoinfo', '/faq', '/login']) {
    await page.goto(`${suite.site.hostUrl}${path}`);
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual(
    requests.filter((url) => url.startsWith(adminOrigin)),
    [],
  );

  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('link', { name: 'Panel Adm' }).click();
  await page.getByTestId('tile-users').waitFor();
  assert.ok(requests.some((url) => url === `${adminOrigin}/mf-manifest.json`));
  await context.close();
});

async function openCartWithOneLine(width: number) {
  const recorded = await openRecordedPage(suite.browser, { width, height: 800 });
  const { page } = recorded;
  const { categories } = await suite.site.api.query<{ categories: { slug: string }[] }>('{ categories { slug } }');
  await page.goto(`${suite.site.hostUrl}/prods/${categories[0]!.slug}`);
  await page.getByRole('button', { name: 'agregar' }).first().click();
  await page.getByTestId('cart-notice').waitFor();
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await page.getByText('Carrito de compra').waitFor();
  return recorded;
}

test('clearing a cart quantity to type another keeps the line; 0 through the spinner removes it', async () => {
  const { page, context } = await openCartWithOneLine(1280);
  const spinner = page.getByRole('spinbutton').first();
  await spinner.press('Control+a');
  await spinner.press('Backspace');
  assert.equal(await spinner.inputValue(), '');
  assert.equal(await page.getByTestId('cart-line').count(), 1);
  await spinner.pressSequentially('2');
  await page.getByTestId('cart-panel-count').filter({ hasText: '2 prod.' }).waitFor();
  await spinner.press('ArrowDown');
  await spinner.press('ArrowDown');
  await page.getByText('El carrito está vacio').waitFor();
  await context.close();
});

test('the "Agregado al carrito" notice never covers the open cart panel\'s total and "Tramitar pedido"', async () => {
  for (const width of [360, 768, 1280]) {
    const { page, context } = await openCartWithOneLine(width);
    const checkout = page.getByRole('button', { name: 'Tramitar pedido' });
    await checkout.waitFor();
    for (const target of [checkout, page.getByTestId('cart-total')]) {
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      const onTop = await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid=cart-notice]')),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      assert.equal(onTop, false, `nothing of the notice over the cart footer at ${width} px`);
    }
    assert.equal(await page.getByTestId('cart-notice').count(), 0, `no notice over the open panel at ${width} px`);
    await context.close();
  }
});

test('every page links to the FAQ and the contact page from its footer', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes', exact: true }).click();
  await page.waitForURL(/\/faq$/);
  await page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto', exact: true }).click();
  await page.waitForURL(/\/contact$/);
  await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor();
  await context.close();
});

/** The markup of an image source: an inlined data URL or a file the host serves. */
async function svgMarkup(src: string): Promise<string> {
  if (!src.startsWith('data:')) return (await fetch(new URL(src, suite.site.hostUrl))).text();
  const [meta, data] = [src.slice(0, src.indexOf(',')), src.slice(src.indexOf(',') + 1)];
  return meta.endsWith(';base64') ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data);
}

test('the logo shows its whole tagline at 360, 768 and 1280 px', async () => {
  for (const width of [360, 768, 1280]) {
    const { page, context } = await openRecordedPage(suite.browser, { width, height: 800 });
    await page.goto(`${suite.site.hostUrl}/`);
    // The server's shell is replaced by the app's: measure the app's.
    await waitForTakeOver(page);
    const logo = page.getByRole('banner').getByRole('img', { name: 'Del Campo' }).first();
    await logo.waitFor();
    const box = (await logo.boundingBox())!;
    assert.deepEqual([Math.round(box.width), Math.round(box.height)], [135, 45], `logo unsquashed at ${width} px`);
    // The SVG itself, drawn inline with the same browser's fonts: each line of text ends inside its 135-unit viewBox.
    await page.setContent(`<!doctype html><body>${await svgMarkup((await logo.getAttribute('src'))!)}</body>`);
    const rightEdges = await page.evaluate(() =>
      [...document.querySelectorAll('text')].map((text) => text.getBBox().x + text.getBBox().width),
    );
    assert.equal(rightEdges.length, 2);
    for (const edge of rightEdges) assert.ok(edge <= 135, `text ends at ${edge} of 135 at ${width} px`);
    await context.close();
  }
});

test('from 576 to 880 px the navbar keeps each link on one line and the search box usable', async () => {
  for (const width of [576, 640, 768, 880]) {
    const { page, context } = await openRecordedPage(suite.browser, { width, height: 800 });
    await page.goto(`${suite.site.hostUrl}/`);
    await waitForTakeOver(page);
    const register = page.getByRole('link', { name: 'Crea tu cuenta' });
    await register.waitFor();
    const login = page.getByRole('link', { name: 'Ingresa' });
    const [registerBox, loginBox] = [(await register.boundingBox())!, (await login.boundingBox())!];
    assert.equal(
      Math.round(registerBox.height),
      Math.round(loginBox.height),
      `"Crea tu cuenta" on one line at ${width} px`,
    );
    const search = page.getByRole('searchbox', { name: 'Buscar productos' });
    assert.ok((await search.boundingBox())!.width >= 180, `search box wide enough at ${width} px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scroll at ${width} px`);
    await context.close();
  }
});
