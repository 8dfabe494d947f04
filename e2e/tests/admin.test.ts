import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { DEMO_ADMIN, logIn, openRecordedPage } from './support/browser-page.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

test('the demo admin logs in, sees the name in the navbar and the dashboard totals of the database', async () => {
  const { page, context } = await openRecordedPage(browser);
  await logIn(page, site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const admin = await site.api.sql<{ name: string }>(`select name from users where email = 'admin@delcampo.mx'`);
  await page.waitForURL(`${site.hostUrl}/`);
  assert.match((await page.getByTestId('navbar-user').textContent()) ?? '', new RegExp(admin[0]!.name));

  await page.getByRole('link', { name: 'Panel Adm' }).click();
  const counts = await site.api.sql<{ users: number; categories: number; products: number; orders: number }>(
    `select (select count(*) from users)::int as users, (select count(*) from categories)::int as categories,
            (select count(*) from products)::int as products, (select count(*) from orders)::int as orders`,
  );
  for (const tile of ['users', 'categories', 'products', 'orders'] as const) {
    const text = await page.getByTestId(`tile-${tile}`).locator('.ant-statistic-content-value').textContent();
    assert.equal(Number((text ?? '').replace(/[^\d]/g, '')), counts[0]![tile], tile);
  }
  assert.ok(counts[0]!.products >= 40, 'the demo seed has at least 40 products');
  await context.close();
});
