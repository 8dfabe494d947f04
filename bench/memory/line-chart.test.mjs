import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineChartSvg, niceTicks } from '../report/line-chart.mjs';

test('axis ticks are round steps that reach the largest value', () => {
  assert.deepEqual(niceTicks(20, 4), [0, 5, 10, 15, 20]);
  assert.deepEqual(niceTicks(523, 6), [0, 100, 200, 300, 400, 500, 600]);
  assert.deepEqual(niceTicks(300.4, 8), [0, 50, 100, 150, 200, 250, 300]);
  assert.deepEqual(niceTicks(0.7, 5), [0, 0.2, 0.4, 0.6, 0.8]);
  assert.deepEqual(niceTicks(0), [0, 1]);
});

test('the line chart draws one point per sample, the marks and the budget line', () => {
  const svg = lineChartSvg({
    title: 'RSS <over> time',
    series: [{ name: 'RSS', points: [0, 5, 10].map((x) => ({ x, y: 100 + x })) }],
    xLabel: 's',
    yLabel: 'MB',
    marks: [{ x: 5, label: '5 s' }],
    limit: { y: 120, label: 'budget' },
  });
  assert.equal(svg.match(/<circle /g).length, 3);
  assert.match(svg, /RSS &lt;over> time/);
  assert.match(svg, />5 s</);
  assert.match(svg, /stroke="#c62828"/);
});
