import { CHART_SIZE, DAY_LABEL_HALF_WIDTH, layoutBars } from './sales-chart-geometry';

const days = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  total: 100 * index,
  orders: index,
}));

it("leaves room inside the chart for the whole of today's day label (the last bar)", () => {
  const bars = layoutBars(days, 5000);
  const today = bars[bars.length - 1]!;
  expect(today.isLabelled).toBe(true);
  const labelCentre = today.slotX + today.slotWidth / 2;
  expect(labelCentre + DAY_LABEL_HALF_WIDTH).toBeLessThanOrEqual(CHART_SIZE.width);
});
