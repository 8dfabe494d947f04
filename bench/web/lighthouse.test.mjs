import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseFigures, medianByPerformance } from './lighthouse.mjs';

const lhr = {
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
