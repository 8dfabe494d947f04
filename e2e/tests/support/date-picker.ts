import type { Locator, Page } from 'playwright-core';

/**
 * Picks `date` (YYYY-MM-DD) on an antd DatePicker as a person does: opens its calendar from the
 * field and clicks the day, going to the next month when the day is not on the one shown.
 */
export async function pickDay(page: Page, field: Locator, date: string): Promise<void> {
  await field.click();
  const dropdown = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();
  await dropdown.waitFor();
  const day = dropdown.locator(`td[title="${date}"]:not(.ant-picker-cell-disabled)`);
  for (let months = 0; (await day.count()) === 0 && months < 12; months += 1) {
    await dropdown.locator('.ant-picker-header-next-btn').click();
  }
  await day.first().click();
}
