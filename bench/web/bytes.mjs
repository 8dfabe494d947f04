// `node bench/web/bytes.mjs`: only the bytes part of the Web section (no Lighthouse, no monolith),
// with the section's own code: the production build on the bench ports, one cold load per shopper
// page, the JS finished before the load event (gzip), files and the largest JS files.
import { launchChromium } from './browser.mjs';
import { PAGES, webSettings } from './config.mjs';
import { prepareDemo } from './demo-state.mjs';
import { ensureBuilt, startSite } from './site.mjs';
import { recordPage, summarise } from './traffic.mjs';

const KB = (bytes) => Math.round(bytes / 102.4) / 10;
const options = webSettings(process.env);
const names = ['home', 'category', 'product'];

ensureBuilt(console.log);
const site = await startSite(options.ports, { monolith: false });
let browser;
try {
  browser = await launchChromium(options.chromium);
  const demo = await prepareDemo(site.urls.api);
  for (const name of names) {
    const page = PAGES.find((p) => p.name === name);
    const expectedPath = page.path(demo);
    const url = site.urls.host + expectedPath;
    const { responses } = await recordPage(browser, { name, url, expectedPath, demo });
    const { initialJs, js, largest } = summarise(responses);
    console.log(
      `${name} ${expectedPath}: initial JS ${KB(initialJs.gzip)} KB gzip / ${KB(initialJs.brotli)} KB br ` +
        `in ${initialJs.count} files; all JS ${KB(js.gzip)} KB gzip in ${js.count} files`,
    );
    for (const file of largest) console.log(`  ${file.url} ${KB(file.transfer)} KB sent, ${KB(file.decoded)} KB`);
  }
} finally {
  // Stopped even when chromium fails to start: else the site keeps the bench's ports.
  await browser?.close();
  await site.stop();
}
