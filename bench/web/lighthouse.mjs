// Lighthouse 12.8 (node API) against the chromium of browser.mjs, by its debugging port. Mobile is the
// default config, desktop lighthouse/core/config/desktop-config.js. Storage is never reset by Lighthouse
// (disableStorageReset): the page's localStorage is set first; the HTTP cache is cleared by us instead.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The Chromium version in Lighthouse's host user agent ("HeadlessChrome/156.0.8078.108"). */
function chromiumOf(userAgent) {
  return /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(userAgent ?? '')?.[1];
}

/**
 * The figures the report keeps from one Lighthouse result (lhr), with the host's CPU as Lighthouse
 * measured it before the run (`benchmarkIndex`, its "CPU/Memory Power"): its 4x slowdown stands for a
 * mid-tier phone only on a host of about 1000-2000, so runs of different days compare when it does.
 */
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
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    chromium: chromiumOf(lhr.environment?.hostUserAgent),
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

const SPREAD_METRICS = ['performance', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'];

/** min / median / max of one figure over the runs that have it (the lower middle for an even count). */
export function spreadOf(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return {
    min: sorted[0],
    median: sorted[Math.floor((sorted.length - 1) / 2)],
    max: sorted.at(-1),
    runs: sorted.length,
  };
}

/**
 * What the report keeps of N runs of one page and form factor: the audits of the median run by
 * performance, each of performance, LCP, TBT and CLS as its own median (the judged figure), their
 * min / median / max in `spread`, and every run's score in `runs`.
 */
export function summariseRuns(runs) {
  const spread = Object.fromEntries(SPREAD_METRICS.map((metric) => [metric, spreadOf(runs.map((r) => r[metric]))]));
  const medians = Object.fromEntries(
    SPREAD_METRICS.filter((metric) => spread[metric]).map((metric) => [metric, spread[metric].median]),
  );
  return { ...medianByPerformance(runs), ...medians, spread, runs: runs.map((r) => r.performance) };
}

/**
 * Lighthouse in a tab of ours whose sessionStorage holds `tabStorage` (set before any script of each
 * document of the page's origin): a tab Lighthouse opens itself starts with none. Lighthouse's node
 * API takes the tab as a puppeteer page.
 */
async function inTabWithStorage(url, port, tabStorage, run) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(
      (wanted, entries) => {
        if (location.origin !== wanted) return;
        for (const [key, value] of entries) sessionStorage.setItem(key, value);
      },
      new URL(url).origin,
      Object.entries(tabStorage),
    );
    try {
      return await run(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse run of `url` on chromium's `port`; `formFactor` mobile (default config) or desktop;
 * `cpuSlowdown` replaces the simulated CPU's factor (mobile's 4: 8 is that phone on a host half as fast).
 */
export async function runLighthouse(url, { port, formFactor, tabStorage, cpuSlowdown }) {
  const flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    disableStorageReset: true,
    ...(cpuSlowdown !== undefined && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = tabStorage
    ? await inTabWithStorage(url, port, tabStorage, (page) => lighthouse(url, flags, config, page))
    : await lighthouse(url, flags, config);
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return lighthouseFigures(result.lhr);
}
