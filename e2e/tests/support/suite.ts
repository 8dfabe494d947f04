import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { startSite, type Site } from './site.ts';

export interface Suite {
  site: Site;
  browser: Browser;
}

/**
 * One composed site and one chromium for the tests of this file, torn down after them.
 * `apiEnv` adds API settings; it may be a function run first (e.g. to start a mail server).
 */
export function useSiteAndBrowser(
  apiEnv: Record<string, string> | (() => Promise<Record<string, string>>) = {},
  teardown: () => Promise<void> = async () => undefined,
): Suite {
  const suite = {} as Suite;
  // One hook only: top-level hooks of a file may run concurrently on Node 20.
  before(async () => {
    const env = typeof apiEnv === 'function' ? await apiEnv() : apiEnv;
    suite.site = await startSite(env);
    suite.browser = await launchChromium();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.site?.close();
    await teardown();
  });
  return suite;
}
