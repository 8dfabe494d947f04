// `node bench/web/bytes.mjs`: only the bytes part of the Web section (no Lighthouse, no monolith),
// with the section's own code: the production build on the bench ports, one cold load per shopper
// page, the JS finished before the load event (gzip), files and the largest JS files.
import { PAGES, webSettings } from './config.mjs';
import { onBenchSite } from './site.mjs';
import { recordPage, summarise } from './traffic.mjs';

const KB = (bytes) => Math.round(bytes / 102.4) / 10;
const options = webSettings(process.env);
const names = ['home', 'category', 'product'];

await onBenchSite(options, { monolith: false }, async ({ site, browser, demo }) => {
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
});
