// Lighthouse 12.8 (node API) against the chromium of browser.mjs, by its debugging port. Mobile is the
// default config, desktop lighthouse/core/config/desktop-config.js. Storage is never reset by Lighthouse
// (disableStorageReset): the page's localStorage is set first; the HTTP cache is cleared by us instead.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures the report keeps from one Lighthouse result (lhr). */
export function lighthouseFigures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100));
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    failedAudits: failedAudits(lhr, ['accessibility', 'best-practices', 'seo']),
    runtimeError: lhr.runtimeError?.message,
  };
}

/** Audits that lost points in `categoryIds`, with up to 3 elements each (selector or snippet). */
export function failedAudits(lhr, categoryIds) {
  const failed = [];
  for (const categoryId of categoryIds) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = audit.details?.items ?? [];
      const elements = items
        .map((item) => item.node?.selector ?? item.node?.snippet ?? item.source?.url ?? item.url)
        .filter(Boolean)
        .slice(0, 3);
      failed.push({ category: categoryId, id: ref.id, title: audit.title, elements });
    }
  }
  return failed;
}

/** The run in the middle by performance score (for an even count, the lower middle). */
export function medianByPerformance(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One Lighthouse run of `url` on chromium's `port`; `formFactor` mobile (default config) or desktop. */
export async function runLighthouse(url, { port, formFactor }) {
  const flags = { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: true };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return lighthouseFigures(result.lhr);
}
