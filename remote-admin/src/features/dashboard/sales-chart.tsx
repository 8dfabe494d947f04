import { useEffect, useRef } from 'react';
import { MESSAGES, formatMXN } from 'shared';
import {
  CHART_SIZE,
  PLOT,
  PLOT_BOTTOM,
  formatDay,
  layoutBars,
  roundAxisMax,
  yOf,
  type DailySales,
} from './sales-chart-geometry';
import { SalesTable } from './sales-table';

const text = MESSAGES.adminDashboard;

/** What a screen reader hears for the whole chart: the month's sum and the best day. */
function summaryOf(days: DailySales[]): string {
  const best = days.reduce<DailySales | undefined>(
    (top, day) => (!top || day.total > top.total ? day : top),
    undefined,
  );
  if (!best || best.total <= 0) return text.chartNoSales;
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  return text.chartSummary(formatMXN(total), text.orderCount(orders), formatDay(best.day), formatMXN(best.total));
}

/** Sales per day of the last 30 days: a hand-drawn SVG bar chart with a hidden data table. */
export function SalesChart({ days }: { days: DailySales[] }) {
  const axisMax = roundAxisMax(Math.max(0, ...days.map((day) => day.total)));
  const bars = layoutBars(days, axisMax);
  const ticks = [0, axisMax / 2, axisMax];
  const plotRight = CHART_SIZE.width - PLOT.right;
  const frame = useRef<HTMLElement>(null);
  // On a phone the chart scrolls sideways: start at the right end, where today is.
  useEffect(() => {
    if (frame.current) frame.current.scrollLeft = frame.current.scrollWidth;
  }, []);

  return (
    // Focusable so that a keyboard can scroll the chart sideways on a narrow screen.
    <figure className="sales-chart" ref={frame} tabIndex={0}>
      <figcaption className="dashboard-subtitle">{text.chartTitle}</figcaption>
      <svg viewBox={`0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}`} role="img" aria-label={summaryOf(days)}>
        {ticks.map((tick) => (
          <g key={tick} className="sales-axis">
            <line x1={PLOT.left} x2={plotRight} y1={yOf(tick, axisMax)} y2={yOf(tick, axisMax)} />
            <text x={PLOT.left - 6} y={yOf(tick, axisMax)} textAnchor="end" dominantBaseline="middle">
              {formatMXN(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar) => (
          <g key={bar.day} className="sales-bar" data-testid="sales-bar">
            <title>{text.chartBar(formatDay(bar.day), formatMXN(bar.total), text.orderCount(bar.orders))}</title>
            <rect
              className="sales-bar-hover"
              x={bar.slotX}
              y={PLOT.top}
              width={bar.slotWidth}
              height={PLOT_BOTTOM - PLOT.top}
            />
            <rect className="sales-bar-fill" x={bar.barX} y={bar.barY} width={bar.barWidth} height={bar.barHeight} />
            {bar.isLabelled && (
              <text
                className="sales-axis-day"
                x={bar.slotX + bar.slotWidth / 2}
                y={PLOT_BOTTOM + 16}
                textAnchor="middle"
              >
                {formatDay(bar.day)}
              </text>
            )}
          </g>
        ))}
        <text
          className="sales-axis-title"
          x={PLOT.left + (plotRight - PLOT.left) / 2}
          y={CHART_SIZE.height - 4}
          textAnchor="middle"
        >
          {text.chartAxisDay}
        </text>
        <text
          className="sales-axis-title"
          transform={`translate(14 ${PLOT.top + (PLOT_BOTTOM - PLOT.top) / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {text.chartAxisTotal}
        </text>
      </svg>
      <SalesTable days={days} caption={text.chartTitle} />
    </figure>
  );
}
