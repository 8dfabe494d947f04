import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseFigures, medianByPerformance, summariseRuns } from './lighthouse.mjs';
import { hostCpuText } from './markdown.mjs';

const lhr = {
  environment: {
    benchmarkIndex: 812.5,
    hostUserAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.8078.108 Safari/537.36',
  },
  finalDisplayedUrl: 'http://127.0.0.1:3100/checkout',
  categories: {
    performance: { score: 0.874, auditRefs: [] },
    accessibility: {
      score: 0.96,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'aria-allowed-role', weight: 0 },
      ],
    },
    'best-practices': { score: 1, auditRefs: [] },
    seo: { score: null, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 2512.3 },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: 0.012 },
    'color-contrast': {
      score: 0,
      title: 'Contrast',
      details: { items: [{ node: { selector: 'a.price' } }, { node: { snippet: '<span>' } }] },
    },
    'image-alt': { score: 1, title: 'Alt' },
    'aria-allowed-role': { score: 0, title: 'Not weighted' },
  },
};

test('lighthouseFigures keeps the scores in %, the metrics and the failing weighted audits', () => {
  const figures = lighthouseFigures(lhr);
  assert.equal(figures.performance, 87);
  assert.equal(figures.accessibility, 96);
  assert.equal(figures.bestPractices, 100);
  assert.equal(figures.seo, undefined);
  assert.equal(figures.lcpMs, 2512.3);
  assert.equal(figures.cls, 0.012);
  assert.equal(figures.finalUrl, 'http://127.0.0.1:3100/checkout');
  assert.equal(figures.benchmarkIndex, 812.5, "the host's CPU as Lighthouse measured it");
  assert.equal(figures.chromium, '156.0.8078.108');
  assert.deepEqual(figures.failedAudits, [
    { category: 'accessibility', id: 'color-contrast', title: 'Contrast', elements: ['a.price', '<span>'] },
  ]);
});

test('medianByPerformance picks the middle run, the lower middle for an even count', () => {
  const runs = [{ performance: 90 }, { performance: 70 }, { performance: 80 }];
  assert.equal(medianByPerformance(runs).performance, 80);
  assert.equal(medianByPerformance([{ performance: 95 }, { performance: 85 }]).performance, 85);
  assert.equal(medianByPerformance([{ performance: 60 }]).performance, 60);
});

test('summariseRuns judges each figure by its own median and keeps min / median / max', () => {
  const run = (performance, tbtMs, lcpMs, id) => ({ performance, tbtMs, lcpMs, cls: 0.01, id, accessibility: 100 });
  const summary = summariseRuns([
    run(77, 1087, 2000, 'a'),
    run(98, 40, 1000, 'b'),
    run(86, 565, 1500, 'c'),
    run(92, 300, 1200, 'd'),
    run(81, 794, 1900, 'e'),
  ]);
  assert.equal(summary.performance, 86);
  assert.equal(summary.tbtMs, 565);
  assert.equal(summary.lcpMs, 1500);
  assert.equal(summary.id, 'c', 'the audits come from the median run by performance');
  assert.deepEqual(summary.spread.performance, { min: 77, median: 86, max: 98, runs: 5 });
  assert.deepEqual(summary.spread.tbtMs, { min: 40, median: 565, max: 1087, runs: 5 });
  assert.deepEqual(summary.runs, [77, 98, 86, 92, 81]);
});

test("the report names the host's CPU and says when it is slower than Lighthouse's 4x slowdown expects", () => {
  const figures = (indexes) => summariseRuns(indexes.map((benchmarkIndex) => ({ benchmarkIndex, chromium: '156.0' })));
  const slowDay = { home: { lighthouse: { mobile: figures([780, 800, 820]), desktop: figures([790, 810, 900]) } } };
  const text = hostCpuText(slowDay);
  assert.match(
    text,
    /benchmarkIndex \*\*800\*\* \(median of the pages' medians; 780-900 over 6 runs\), Chromium 156\.0/,
  );
  assert.match(text, /Slower than Lighthouse expects/);
  assert.match(
    hostCpuText(slowDay, '156.0.8078.108'),
    /Chromium 156\.0\.8078\.108\./,
    "the browser's own version first",
  );
  const usualDay = { home: { lighthouse: { mobile: figures([1600, 1650, 1700]) } } };
  assert.doesNotMatch(hostCpuText(usualDay), /Slower/);
  assert.match(hostCpuText({ home: { lighthouse: { mobile: summariseRuns([{ performance: 90 }]) } } }), /not recorded/);
});
