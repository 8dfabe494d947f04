// `node bench/web/files.mjs [page...]`: every JS and CSS file a cold load of the shopper pages fetches,
// with its gzip size, on the composed site and (when host/dist-monolith exists) the single-bundle
// build: where the federation tax goes. Bench ports as bytes.mjs (BENCH_WEB_PORT_BASE to move them).
import { existsSync } from 'node:fs';
import { PAGES, webSettings } from './config.mjs';
import { MONOLITH_INDEX, onBenchSite } from './site.mjs';
import { recordPage } from './traffic.mjs';

const KB = (bytes) => (Math.round(bytes / 102.4) / 10).toFixed(1).padStart(6);
const options = webSettings(process.env);
const names = process.argv.slice(2).length ? process.argv.slice(2) : ['home'];
const monolith = existsSync(MONOLITH_INDEX);

function list(title, responses, origins) {
  const files = responses.filter((r) => r.kind === 'js' || r.kind === 'css').sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const served = files.reduce((sum, file) => sum + file.transfer, 0);
  // As served (brotli) is what the bench's federation tax divides; gzip is each file's own measure below.
  console.log(`${title}: ${KB(total)} KB gzip, ${KB(served)} KB as served in ${files.length} files`);
  for (const file of files) {
    const app = Object.entries(origins).find(([, origin]) => file.url.startsWith(origin))?.[0] ?? '?';
    console.log(
      `  ${KB(file.gzip)}  ${file.beforeLoad ? 'before' : 'after '}  ${app.padEnd(12)} ${file.url.replace(/^https?:\/\/[^/]+\//, '')}`,
    );
  }
}

await onBenchSite(options, { monolith }, async ({ site, browser, demo }) => {
  for (const name of names) {
    const page = PAGES.find((p) => p.name === name);
    const expectedPath = page.path(demo);
    // checkout and orders need the client's session (and checkout its cart), as the section stores them.
    const account = page.who && demo.storage[page.who];
    const storage = account && { session: account.session, ...(page.cart && { cart: account.cart }) };
    const sites = [['composed', site.urls.host], ...(monolith ? [['monolith', site.urls.monolith]] : [])];
    for (const [label, origin] of sites) {
      const { responses } = await recordPage(browser, {
        name,
        url: origin + expectedPath,
        expectedPath,
        storage,
        tabStorage: page.tabStorage?.(demo),
        demo,
      });
      list(`${name} ${label}`, responses, site.urls);
    }
  }
});
