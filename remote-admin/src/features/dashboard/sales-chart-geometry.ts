// Pure geometry of the sales chart, in the SVG's own units (the viewBox scales it to any width).

export interface DailySales {
  day: string;
  total: number;
  orders: number;
}

export const CHART_SIZE = { width: 600, height: 240 } as const;
/** Half the widest day label ("30 sept" at 11 px, with room to spare), centred under its bar. */
export const DAY_LABEL_HALF_WIDTH = 24;
/** Room around the plot for the axis labels; on the right, for half of today's label. */
export const PLOT = { top: 12, right: DAY_LABEL_HALF_WIDTH, bottom: 46, left: 92 } as const;
const PLOT_WIDTH = CHART_SIZE.width - PLOT.left - PLOT.right;
export const PLOT_HEIGHT = CHART_SIZE.height - PLOT.top - PLOT.bottom;
export const PLOT_BOTTOM = PLOT.top + PLOT_HEIGHT;
/** Share of each day's slot the bar fills; the rest is the gap between bars. */
const BAR_FILL = 0.7;
/** Every how many days, counted back from today, the day axis carries a label. */
const DAY_LABEL_EVERY = 5;

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `value` (100 for no sales). */
export function roundAxisMax(value: number): number {
  if (!(value > 0)) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

export interface Bar extends DailySales {
  /** Left edge and width of the day's whole slot (the hover area). */
  slotX: number;
  slotWidth: number;
  barX: number;
  barWidth: number;
  barY: number;
  barHeight: number;
  /** Whether the day axis labels this day. */
  isLabelled: boolean;
}

/** One bar per day, oldest on the left, scaled to `axisMax`. */
export function layoutBars(days: DailySales[], axisMax: number): Bar[] {
  const slotWidth = PLOT_WIDTH / Math.max(days.length, 1);
  const barWidth = slotWidth * BAR_FILL;
  return days.map((day, index) => {
    const barHeight = (Math.max(day.total, 0) / axisMax) * PLOT_HEIGHT;
    const slotX = PLOT.left + index * slotWidth;
    return {
      ...day,
      slotX,
      slotWidth,
      barX: slotX + (slotWidth - barWidth) / 2,
      barWidth,
      barY: PLOT_BOTTOM - barHeight,
      barHeight,
      isLabelled: (days.length - 1 - index) % DAY_LABEL_EVERY === 0,
    };
  });
}

/** Height in the SVG of an amount on the sales axis. */
export const yOf = (amount: number, axisMax: number) => PLOT_BOTTOM - (amount / axisMax) * PLOT_HEIGHT;

const dayFormat = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-21' -> '21 nov' (the API's days are already Mexico City dates: no shift here). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
