import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openRecordedPage } from './support/browser-page.ts';
import { fillCheckout } from './support/checkout-form.ts';
import { chooseDeliveryWindow, dayChoices, openCheckoutWithZip, shownTimes } from './support/delivery-window.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();
const PHONE = { width: 360, height: 740 };

interface ListedWindow {
  id: string;
  date: string;
  label: string;
  available: boolean;
}

async function listedWindows(): Promise<ListedWindow[]> {
  const { deliveryWindows } = await suite.site.api.query<{ deliveryWindows: { windows: ListedWindow[] } }>(
    'query { deliveryWindows(postalCode: "44100") { windows { id date label available } } }',
  );
  return deliveryWindows.windows;
}

/** Nothing in the page reaches past the screen's right edge (no sideways scroll). */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    picker: Math.ceil(document.querySelector('.window-picker')!.getBoundingClientRect().right) - window.innerWidth,
  }));
}

test('at 360 px the picker fits the screen; a day, then a time books that window (issue 29)', async () => {
  const windows = await listedWindows();
  const dates = [...new Set(windows.map((window) => window.date))];
  assert.ok(dates.length >= 2, 'windows on several days');
  const { page, context, consoleErrors } = await openRecordedPage(suite.browser, PHONE);
  await openCheckoutWithZip(page, suite.site.hostUrl, '44100');
  await fillCheckout(page);
  const days = dayChoices(page).getByRole('radio');
  assert.equal(await days.count(), dates.length);
  // The earliest day with places is the one shown, and its earliest time is marked.
  assert.equal(await days.first().isChecked(), true);
  assert.match((await dayChoices(page).locator('label').first().textContent()) ?? '', /Más próxima/);
  assert.match((await shownTimes(page).locator('label').first().textContent()) ?? '', /Más próxima/);
  // Days read "sáb 28": a short weekday and the date.
  assert.match(
    (await dayChoices(page).locator('.window-day-name').first().textContent()) ?? '',
    /^(lun|mar|mié|jue|vie|sáb|dom) \d{1,2}$/,
  );
  const sizes = await overflow(page);
  assert.ok(sizes.page <= 0 && sizes.picker <= 0, JSON.stringify(sizes));
  const height = await page.locator('.window-picker').evaluate((element) => element.getBoundingClientRect().height);
  assert.ok(height < 400, `the picker is ${height} px tall (the flat list was about 800)`);

  const wanted = windows.filter((window) => window.date === dates[1] && window.available).at(-1)!;
  const label = await chooseDeliveryWindow(page, wanted.id);
  assert.equal(label, wanted.label);
  await page
    .getByRole('group', { name: /^Hora, / })
    .getByText('Más próxima')
    .waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^Pagar / }).click();
  await page.getByText(`Horario de entrega: ${wanted.label}`).waitFor({ timeout: 30_000 });
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('arrow keys move between the days and between the times, skipping a full one', async () => {
  const windows = await listedWindows();
  const firstDay = windows[0]!.date;
  const dayWindows = windows.filter((window) => window.date === firstDay);
  assert.ok(dayWindows.length >= 3, 'three windows on the first day');
  // The middle window of the first day is full.
  const middle = dayWindows[1]!.id.split(':')[0]!;
  await suite.site.api.sql(`update delivery_window_templates set capacity = 0 where id = '${middle}'`);
  try {
    const { page, context } = await openRecordedPage(suite.browser, PHONE);
    await openCheckoutWithZip(page, suite.site.hostUrl, '44100');
    const times = shownTimes(page);
    const full = times.locator(`input[value="${dayWindows[1]!.id}"]`);
    await full.waitFor({ state: 'attached' });
    assert.equal(await full.isDisabled(), true);
    assert.match((await full.locator('xpath=ancestor::label').textContent()) ?? '', /Lleno/);

    const first = times.locator(`input[value="${dayWindows[0]!.id}"]`);
    await first.focus();
    await page.keyboard.press('Space');
    assert.equal(await first.isChecked(), true);
    await page.keyboard.press('ArrowRight');
    const third = times.locator(`input[value="${dayWindows[2]!.id}"]`);
    assert.equal(await third.isChecked(), true, 'the full window is skipped');
    assert.equal(await full.isChecked(), false);
    assert.equal(await third.evaluate((element) => element === document.activeElement), true);

    const days = dayChoices(page).getByRole('radio');
    await days.first().focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await days.nth(1).isChecked(), true);
    const secondDay = windows.find((window) => window.date !== firstDay)!.date;
    await shownTimes(page).locator(`input[value$=":${secondDay}"]`).first().waitFor();
    await context.close();
  } finally {
    await suite.site.api.sql(`update delivery_window_templates set capacity = 10 where id = '${middle}'`);
  }
});
