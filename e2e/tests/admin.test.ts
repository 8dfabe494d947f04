import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseViolations } from './support/axe.ts';
import { DEMO_ADMIN, DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

test('the demo admin logs in, sees the name in the navbar and the dashboard totals of the database', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const admin = await suite.site.api.sql<{ name: string }>(`select name from users where email = 'admin@delcampo.mx'`);
  await page.waitForURL(`${suite.site.hostUrl}/`);
  assert.match((await page.getByTestId('navbar-user').textContent()) ?? '', new RegExp(admin[0]!.name));

  await page.getByRole('link', { name: 'Panel Adm' }).click();
  const counts = await suite.site.api.sql<{ users: number; categories: number; products: number; orders: number }>(
    `select (select count(*) from users)::int as users, (select count(*) from categories)::int as categories,
            (select count(*) from products)::int as products, (select count(*) from orders where failure_code is null)::int as orders`,
  );
  for (const tile of ['users', 'categories', 'products', 'orders'] as const) {
    const text = await page.getByTestId(`tile-${tile}`).locator('.ant-statistic-content-value').textContent();
    assert.equal(Number((text ?? '').replace(/[^\d]/g, '')), counts[0]![tile], tile);
  }
  assert.ok(counts[0]!.products >= 40, 'the demo seed has at least 40 products');
  assert.deepEqual(await lighthouseViolations(page), [], 'dashboard');
  await context.close();
});

test('a client opening /admin is told there is no access and keeps the session; an admin enters', async () => {
  const client = await openRecordedPage(suite.browser);
  await logIn(client.page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await client.page.getByTestId('navbar-user').waitFor();
  await client.page.goto(`${suite.site.hostUrl}/admin`);
  await client.page.getByText('No tienes acceso a esta sección: es solo para administradores.').waitFor();
  assert.equal(client.page.url(), `${suite.site.hostUrl}/admin`);
  assert.equal(await client.page.getByTestId('tile-users').count(), 0);
  assert.notEqual(await client.page.evaluate(() => localStorage.getItem('session')), null, 'the session stays');
  await client.page.getByRole('link', { name: 'Volver a la tienda' }).click();
  await client.page.getByTestId('navbar-user').waitFor();
  await client.context.close();

  const admin = await openRecordedPage(suite.browser);
  await logIn(admin.page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.page.getByTestId('navbar-user').waitFor();
  await admin.page.goto(`${suite.site.hostUrl}/admin`);
  await admin.page.getByTestId('tile-users').waitFor();
  await admin.context.close();
});

test('a stored role edited to admin is checked with the server behind the processing alert: no admin shell', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('session')!) as { value: { role: string } };
    stored.value.role = 'admin';
    localStorage.setItem('session', JSON.stringify(stored));
  });
  // The server answers slowly, so the alert is there to be seen before the verdict.
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`${suite.site.hostUrl}/admin`);
  await page.getByText('Procesando, espera...').waitFor();
  await page.getByText('No tienes acceso a esta sección: es solo para administradores.').waitFor();
  assert.equal(await page.getByTestId('tile-users').count(), 0);
  assert.equal(await page.locator('.admin-layout, [data-testid^="tile-"]').count(), 0);
  await context.close();
});

/** Sums the page's layout shifts into window.__cls, from its first byte (a string: run in the page). */
const WATCH_LAYOUT_SHIFTS = `(() => {
  window.__cls = { total: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls.total += entry.value;
      window.__cls.shifts.push(Math.round(entry.startTime) + ' ms: ' + entry.value.toFixed(4));
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

test('on a phone, the admin page does not jump while the session is checked and the dashboard comes', async () => {
  const { page, context } = await openRecordedPage(suite.browser, { width: 412, height: 823 });
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  await context.addInitScript(WATCH_LAYOUT_SHIFTS);
  // The session check waits until its alert has been on screen, as on a slow network.
  let answer!: () => void;
  const alertSeen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('validateTokenExt')) await alertSeen;
    await route.continue();
  });
  await page.goto(`${suite.site.hostUrl}/admin`);
  await page.getByText('Procesando, espera...').waitFor();
  answer();
  await page.getByTestId('tile-users').waitFor();
  await page.waitForLoadState('networkidle');
  const { total, shifts } = await page.evaluate(
    () => (window as unknown as { __cls: { total: number; shifts: string[] } }).__cls,
  );
  // Before the fix: 0.039 (the alert's top margin collapsed through <body>) + ~0.010 when the layout
  // came. That last one is still there (0.0097-0.0106 across runs), so the line sits between the two.
  assert.ok(total < 0.03, `layout shifts ${total.toFixed(4)}: ${shifts.join(', ')}`);
  await context.close();
});

test('a login in one tab shows in the other open tabs of the shop', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/faq`);
  const otherTab = await context.newPage();
  await otherTab.goto(`${suite.site.hostUrl}/`);
  await otherTab.locator('.navbar-menu a', { hasText: 'Ingresa' }).waitFor();

  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();
  await otherTab.getByTestId('navbar-user').waitFor();
  assert.equal(await otherTab.locator('.navbar-menu a', { hasText: 'Ingresa' }).count(), 0);
  await context.close();
});
