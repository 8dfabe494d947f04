import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shopToday } from '../../api/src/modules/delivery/shop-time.ts';
import { DEMO_ADMIN, logIn, openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// A fresh demo as `npm start` seeds it: the catalogue, the accounts and the order history.
const suite = useSiteAndBrowser({ SEED_DEMO_ORDERS: 'true' });

interface Slot {
  id: string;
  start: string;
  end: string;
  booked: number;
  capacity: number;
}

async function adminToken(): Promise<string> {
  const { login } = await suite.site.api.query<{ login: { token: string } }>(
    'query ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    DEMO_ADMIN,
  );
  return login.token;
}

/**
 * The first delivery day from today on (today, unless today has no windows), its windows and its
 * place among the days Entregas shows (today and the next 7, closed ones included: on a Sunday the
 * demo's first card is a closed day).
 */
async function firstDeliveryDay(): Promise<{ date: string; windows: Slot[]; shownAt: number }> {
  const { deliveryDays } = await suite.site.api.query<{
    deliveryDays: { days: { date: string; windows: Slot[] }[] };
  }>('query { deliveryDays { days { date windows { id start end booked capacity } } } }', {}, await adminToken());
  const shownAt = deliveryDays.days.findIndex((candidate) => candidate.windows.length > 0);
  assert.ok(shownAt >= 0, 'a day with windows this week');
  return { ...deliveryDays.days[shownAt]!, shownAt };
}

test('a fresh demo shows a real morning: Entregas de hoy, Entregas and a route sheet have orders (issue 29)', async () => {
  const day = await firstDeliveryDay();
  const busy = day.windows.filter((window) => window.booked > 0);
  assert.ok(busy.length > 0, `orders booked on ${day.date}`);
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/admin`);
  if (day.date === shopToday(new Date())) {
    const tile = page.getByTestId('today-deliveries');
    await tile.getByText(`${busy[0]!.booked} / ${busy[0]!.capacity}`).first().waitFor({ timeout: 30_000 });
  }
  await page.goto(`${suite.site.hostUrl}/admin/deliveries`);
  const first = page.getByTestId('delivery-day').nth(day.shownAt);
  await first.getByText(`${busy[0]!.booked} / ${busy[0]!.capacity}`).first().waitFor({ timeout: 30_000 });
  await page.goto(`${suite.site.hostUrl}/admin/deliveries/${busy[0]!.id}`);
  const numbers = page.getByText(/^DC-\d+$/);
  await numbers.first().waitFor({ timeout: 30_000 });
  assert.ok((await numbers.count()) >= busy[0]!.booked, 'the route sheet lists the window orders');
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('the FAQ and the Info page answer from the demo zone: its fee, threshold, days, hours and cutoff (issue 29)', async () => {
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser, { width: 360, height: 740 });
  await page.goto(`${suite.site.hostUrl}/faq`);
  await page.getByText('El envío cuesta $49.00 y es gratis en compras desde $500.00.', { exact: false }).waitFor();
  await page.getByText(/de lunes a sábado, de 09:00 a 12:00, de 12:00 a 15:00 y de 15:00 a 18:00/).waitFor();
  await page.getByText(/hasta las 20:00 del día anterior/).waitFor();
  await page.getByText(/códigos postales 44100 a 44990/).waitFor();
  assert.equal(await page.getByText('Al día siguiente de tu compra.').count(), 0);

  await page.goto(`${suite.site.hostUrl}/demoinfo`);
  const facts = page.getByRole('region', { name: 'Entregas' });
  await facts.getByRole('heading', { name: 'Zona Metropolitana de Guadalajara' }).waitFor();
  await facts.getByText('$49.00', { exact: true }).waitFor();
  await facts.getByText('$500.00', { exact: true }).waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `no sideways scroll on the Info page (${overflow} px)`);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('shoppers are not offered a category with no product on sale (issue 29)', async () => {
  await suite.site.api.sql(`insert into categories (name, slug, "order", image_num) values ('Hongos', 'hongos', 9, 4)`);
  const { categories } = await suite.site.api.query<{ categories: { slug: string }[] }>('{ categories { slug } }');
  assert.ok(!categories.some((category) => category.slug === 'hongos'));
  const { page, context } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/`);
  await page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  assert.equal(await page.locator('[data-testid=category-grid]').getByText('Hongos', { exact: true }).count(), 0);
  await context.close();
});
