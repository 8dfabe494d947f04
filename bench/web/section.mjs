// The Web section of `npm run bench`: the production build on bench-only ports with Debian chromium.
// Per page: bytes as served (+ gzip and brotli sizes of the same bodies), the bytes of remote-admin and
// of antd, Lighthouse mobile/desktop (median of N runs), and the bytes of the same shopper pages on
// the monolith build (the tax). A quick run measures every shopper page's bytes, Lighthouse on two.
import { launchChromium, launchDebuggableChromium } from './browser.mjs';
import { writeWebCharts } from './charts.mjs';
import { PAGES, webSettings } from './config.mjs';
import { prepareDemo } from './demo-state.mjs';
import { antdBytes, composedSources } from './antd-bytes.mjs';
import { auditPage } from './audit.mjs';
import { measureRulesBytes } from './rules-bytes.mjs';
import { ensureBuilt, ensureMonolith, startSite } from './site.mjs';
import { federationTax } from './tax.mjs';
import { traceTbt } from './trace-tbt.mjs';
import { recordFirstAdd, recordPage, summarise } from './traffic.mjs';

export { webBudgets } from './budgets.mjs';
export { webMarkdown } from './markdown.mjs';

const PAGE_NAMES_SHOPPER = PAGES.filter((page) => page.shopper).map((page) => page.name);

/** What one page needs to be loaded on the site at `origin`. */
export function targetOf(name, origin, demo) {
  const page = PAGES.find((p) => p.name === name);
  const expectedPath = page.path(demo);
  const account = page.who && demo.storage[page.who];
  const storage = account && { session: account.session, ...(page.cart && { cart: account.cart }) };
  const tabStorage = page.tabStorage?.(demo);
  return { name, url: origin + expectedPath, expectedPath, storage, tabStorage, demo };
}

/**
 * Bytes of each page name on `origin` (with the antd bytes when `sourcesOf` reads the build's source
 * maps), then Lighthouse on those of `lighthousePages` (all when undefined; none for the monolith).
 */
async function measurePages(names, origin, options) {
  const { browser, chrome, demo, adminOrigin, formFactors, runs, log, sourcesOf, lighthousePages, traceTbtRuns } =
    options;
  const pages = {};
  for (const name of names) {
    const target = targetOf(name, origin, demo);
    log(`  ${origin} ${target.expectedPath} (${name})`);
    const { seen, responses } = await recordPage(browser, target);
    const bytes = summarise(responses, { adminOrigin });
    pages[name] = {
      path: target.expectedPath,
      seen,
      bytes,
      ...(sourcesOf && { antd: antdBytes(responses, sourcesOf) }),
    };
    if (lighthousePages && !lighthousePages.includes(name)) continue;
    const { seen: lighthouseSeen, ...lighthouse } = await auditPage(chrome.port, target, { formFactors, runs, log });
    Object.assign(pages[name], { lighthouseSeen, lighthouse });
    if (traceTbtRuns > 0 && formFactors.includes('mobile')) {
      log(`    TBT from the trace at 4x CPU (${traceTbtRuns} runs)`);
      pages[name].traceTbt = await traceTbt(browser, target, { runs: traceTbtRuns }).catch((error) => ({
        error: error.message.split('\n')[0],
      }));
    }
  }
  return pages;
}

/** The shopper pages on the single-bundle build: bytes only (the tax is a ratio of bytes). */
async function monolithPart(site, options, shared) {
  if (!site.monolithServed) return { measured: false, reason: options.monolithReason ?? site.monolithError };
  const shopperPages = PAGE_NAMES_SHOPPER.filter((name) => options.pages.includes(name));
  const pages = await measurePages(shopperPages, site.urls.monolith, { ...shared, lighthousePages: [] });
  return { measured: true, url: site.urls.monolith, pages };
}

export async function webSection({ log, quick = false, outDir }) {
  const options = webSettings(process.env, { quick });
  const rebuilt = ensureBuilt(log);
  const monolithState = options.monolith
    ? ensureMonolith(log, { build: true })
    : { ready: false, reason: 'skipped (BENCH_WEB_MONOLITH=0)' };
  const site = await startSite(options.ports, { monolith: monolithState.ready });
  const cleanup = [site.stop];
  try {
    const chrome = await launchDebuggableChromium(options.chromium, options.ports.debugging);
    cleanup.unshift(chrome.close);
    const browser = await launchChromium(options.chromium);
    cleanup.unshift(() => browser.close());
    const demo = await prepareDemo(site.urls.api);
    const shared = { browser, chrome, demo, adminOrigin: site.urls['remote-admin'], runs: options.lighthouseRuns, log };
    log(`  composed site: ${options.pages.join(', ')} (${options.formFactors.join(' + ')})`);
    const pages = await measurePages(options.pages, site.urls.host, {
      ...shared,
      formFactors: options.formFactors,
      lighthousePages: options.lighthousePages,
      traceTbtRuns: options.traceTbtRuns,
      sourcesOf: composedSources(site.urls),
    });
    log('  the first "agregar" on a category page');
    const firstAdd = await recordFirstAdd(browser, targetOf('category', site.urls.host, demo)).catch((error) => {
      log(`  first "agregar" not measured: ${error.message.split('\n')[0]}`);
      return { error: error.message.split('\n')[0] };
    });
    log("  the rules schemas' bytes: catalogue and form pages");
    const rulesBytes = await measureRulesBytes({ browser, demo, urls: site.urls }).then(
      (pages) => ({ pages }),
      (error) => {
        log(`  rules bytes not measured: ${error.message.split('\n')[0]}`);
        return { error: error.message.split('\n')[0] };
      },
    );
    const monolith = await monolithPart(site, { ...options, monolithReason: monolithState.reason }, shared);
    const section = {
      quick,
      rebuilt,
      settings: {
        pages: options.pages,
        lighthousePages: options.lighthousePages ?? options.pages,
        formFactors: options.formFactors,
        lighthouseRuns: options.lighthouseRuns,
        traceTbtRuns: options.traceTbtRuns,
        ports: options.ports,
        chromium: browser.version(),
      },
      demo: {
        category: demo.category,
        product: demo.product,
        cartProducts: demo.cartProducts,
        orderNumber: demo.orderNumber,
      },
      pages,
      firstAdd,
      rulesBytes,
      monolith,
      tax: monolith.measured ? federationTax(pages, monolith.pages) : undefined,
    };
    section.charts = await writeWebCharts(section, outDir);
    return section;
  } finally {
    for (const stop of cleanup) await stop().catch((error) => log(`  cleanup: ${error.message}`));
  }
}
