import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { startSite, type Site } from './site.ts';

export interface Suite {
  site: Site;
  browser: Browser;
}

/** One composed site and one chromium for the tests of this file, torn down after them. */
export function useSiteAndBrowser(): Suite {
  const suite = {} as Suite;
  before(async () => {
    suite.site = await startSite();
    suite.browser = await launchChromium();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.site?.close();
  });
  return suite;
}
