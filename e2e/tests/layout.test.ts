import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { lighthouseViolations } from './support/axe.ts';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { placePaidOrder } from './support/orders.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// Issue 17 item 5: at 360 px lists are cards, nothing scrolls sideways.
const suite = useSiteAndBrowser();
const PHONE = { width: 360, height: 740 };

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function insideViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width;
}

test('Mis compras at 360 px: no sideways scroll, total and "Ver detalle" in view, number on one line', async () => {
  const number = await placePaidOrder(suite.site);
  const { page, context } = await openRecordedPage(suite.browser, PHONE);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  await page.goto(`${suite.site.hostUrl}/orders`);
  const card = page.locator('.order-card', { hasText: number });
  await card.waitFor();
  assert.equal(await scrollsSideways(page), false, 'the page does not scroll sideways');
  assert.ok(await insideViewport(page, card.getByTestId('order-total')), 'the total is in view');
  assert.ok(
    await insideViewport(page, card.getByRole('button', { name: `Ver detalle ${number}` })),
    '"Ver detalle" is in view',
  );
  const numberText = card.getByText(number);
  const lines = await numberText.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  assert.equal(lines, 1, 'the order number stays on one line');
  await card.getByRole('button', { name: `Ver detalle ${number}` }).click();
  const heading = page.getByRole('heading', { name: `Pedido ${number}` });
  await heading.waitFor();
  assert.ok((await heading.boundingBox())!.height < 50, 'the detail heading is one line');
  assert.equal(await scrollsSideways(page), false, 'the detail does not scroll sideways');
  await context.close();
});

// Issue 17 item 15: sweetalert2's dialogs wear the shop's colours, not its purple and grey.
test('the logout dialog confirm button has the theme primary colour, the cancel button the surface', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  const user = page.getByTestId('navbar-user');
  await user.waitFor();
  await user.click();
  await page.getByText('Cerrar sesión', { exact: true }).last().click();
  const confirm = page.getByRole('button', { name: 'Si, cerrar' });
  await confirm.waitFor();
  const colours = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement('div');
    probe.style.background = root.getPropertyValue('--dc-color-primary');
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    // No helper functions in here: the test runner's transform would name them with a missing __name.
    const [confirm, cancel] = ['.swal2-confirm', '.swal2-cancel'].map(
      (selector) => getComputedStyle(document.querySelector(selector)!).backgroundColor,
    );
    return { primary, confirm, cancel };
  });
  assert.equal(colours.primary, 'rgb(47, 125, 50)', 'the token is on :root');
  assert.equal(colours.confirm, colours.primary);
  assert.equal(colours.cancel, 'rgb(255, 255, 255)');
  await context.close();
});

// Issue 17 item 16: the back link wears the theme, the order detail's parts have room between them.
test('order detail: a green back link and at least 16 px between the parts of the page', async () => {
  const number = await placePaidOrder(suite.site);
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/orders`);
  await page.getByRole('button', { name: `Ver detalle ${number}` }).click();
  const heading = page.getByRole('heading', { name: `Pedido ${number}` });
  await heading.waitFor();
  const back = page.getByRole('link', { name: /Volver a mis compras/ });
  assert.equal(
    await back.evaluate((link) => getComputedStyle(link).color),
    'rgb(47, 125, 50)',
    'the theme primary, not the browser blue',
  );
  const gaps = await heading.evaluate((title) => {
    const parts = [...title.parentElement!.children].map((part) => part.getBoundingClientRect());
    return parts.slice(1).map((part, index) => Math.round(part.top - parts[index]!.bottom));
  });
  assert.ok(
    gaps.every((gap) => gap >= 16),
    `gaps between the parts: ${gaps.join(', ')} px`,
  );
  await context.close();
});

// Issue 17 item 16: every admin list's toolbar stands apart from the title and from the list, as Pedidos' does.
const ADMIN_LISTS = [
  { name: 'Pedidos', path: '/admin/custorders' },
  { name: 'Usuarios', path: '/admin/users' },
  { name: 'Productos', path: '/admin/prods' },
  { name: 'Categorías', path: '/admin/categories' },
];

test('admin lists: at least 12 px between the title, the toolbar and what follows it, on every list', async () => {
  await placePaidOrder(suite.site);
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').waitFor();
  for (const list of ADMIN_LISTS) {
    await page.goto(`${suite.site.hostUrl}${list.path}`);
    await page.locator('.admin-content .ant-table').waitFor();
    const gaps = await page.evaluate(() => {
      const toolbar = document.querySelector('.admin-content .admin-toolbar')!;
      const [title, bar, next] = [toolbar.previousElementSibling!, toolbar, toolbar.nextElementSibling!].map(
        (element) => element.getBoundingClientRect(),
      );
      return [Math.round(bar!.top - title!.bottom), Math.round(next!.top - bar!.bottom)];
    });
    assert.ok(
      gaps.every((gap) => gap >= 12),
      `${list.name}: title-toolbar, toolbar-list: ${gaps.join(', ')} px`,
    );
  }
  await context.close();
});

// Issue 17 item 5, admin side: Usuarios, Productos and Categorías at 360 px are stacked rows with every action in view.
test('admin Usuarios, Productos, Categorías at 360 px: no sideways scroll, every action of every row in view', async () => {
  const { page, context } = await openRecordedPage(suite.browser, PHONE);
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  for (const list of ADMIN_LISTS.slice(1)) {
    await page.goto(`${suite.site.hostUrl}${list.path}`);
    const rows = page.getByRole('list', { name: list.name }).locator('.dc-stacked-row');
    await rows.first().waitFor();
    assert.equal(await page.locator('.admin-content .ant-table').count(), 0, `${list.name}: no table on a phone`);
    assert.equal(await scrollsSideways(page), false, `${list.name}: the page does not scroll sideways`);
    const actions = rows.locator('button, a, [role="switch"]');
    const count = await actions.count();
    assert.ok(count >= (await rows.count()), `${list.name}: every row has its actions (${count})`);
    for (let index = 0; index < count; index += 1) {
      const action = actions.nth(index);
      const name = (await action.getAttribute('aria-label')) ?? (await action.textContent());
      assert.ok(await insideViewport(page, action), `${list.name}: "${name}" is in view`);
    }
    assert.deepEqual(await lighthouseViolations(page), [], `${list.name} at 360 px`);
  }
  await context.close();
});

// Issue 17 item 5, admin side: Pedidos at 360 px is a list of cards too.
test('admin Pedidos at 360 px: no sideways scroll, total and "Ver" in view, number on one line', async () => {
  const number = await placePaidOrder(suite.site);
  const { page, context } = await openRecordedPage(suite.browser, PHONE);
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  await page.goto(`${suite.site.hostUrl}/admin/custorders`);
  const card = page.locator('.order-card', { hasText: number });
  await card.waitFor();
  assert.equal(await scrollsSideways(page), false, 'the page does not scroll sideways');
  assert.ok(await insideViewport(page, card.getByTestId('order-total')), 'the total is in view');
  assert.ok(await insideViewport(page, card.getByRole('button', { name: `Ver ${number}` })), '"Ver" is in view');
  assert.equal((await card.locator('.order-card-number').boundingBox())!.height < 30, true, 'number on one line');
  assert.deepEqual(await lighthouseViolations(page), [], 'Pedidos at 360 px');
  await context.close();
});
