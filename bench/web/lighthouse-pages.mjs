// `node bench/web/lighthouse-pages.mjs [page...] [--runs N] [--desktop] [--cpu F]`: Lighthouse alone on a few
// pages of the composed site (default: home, category and product, mobile, median of 5), with the
// runs' scores and TBT (Lighthouse's, and from the page's own trace at 4x CPU): the quick way to see whether a change moved the score. Same site, ports and
// Lighthouse settings as the Web section of the bench; run it on a quiet machine.
import { launchChromium, launchDebuggableChromium } from './browser.mjs';
import { auditPage } from './audit.mjs';
import { pageToolArgs, webSettings } from './config.mjs';
import { targetOf } from './section.mjs';
import { onBenchSite } from './site.mjs';
import { traceTbt } from './trace-tbt.mjs';

const { pages, runs, formFactor, cpuSlowdown } = pageToolArgs(process.argv.slice(2), ['home', 'category', 'product']);
const options = webSettings(process.env);

await onBenchSite(options, { monolith: false }, async ({ site, demo }) => {
  const chrome = await launchDebuggableChromium(options.chromium, options.ports.debugging);
  const browser = await launchChromium(options.chromium);
  try {
    for (const name of pages) {
      const target = targetOf(name, site.urls.host, demo);
      const figures = await auditPage(chrome.port, target, {
        formFactors: [formFactor],
        runs,
        log: () => {},
        cpuSlowdown,
      });
      const f = figures[formFactor];
      const trace = formFactor === 'mobile' ? await traceTbt(browser, target, { runs: 3, cpuSlowdown }) : undefined;
      console.log(
        `${name} ${formFactor}: perf ${f.performance} (runs ${f.runs.join(', ')}) LCP ${Math.round(f.lcpMs)} ms TBT ${Math.round(f.tbtMs)} ms (${Math.round(f.spread.tbtMs.min)}-${Math.round(f.spread.tbtMs.max)}) CLS ${f.cls?.toFixed(3)}` +
          (trace
            ? `; TBT in the trace at ${trace.cpuSlowdown}x CPU ${trace.median} ms (${trace.min}-${trace.max})`
            : '') +
          `; host benchmarkIndex ${Math.round(f.benchmarkIndex)} (Lighthouse expects >= 1000)`,
      );
    }
  } finally {
    await browser.close();
    await chrome.close();
  }
});
