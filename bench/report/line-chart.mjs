// A line chart drawn as SVG by hand (values over time), rendered to PNG with chart.mjs's renderPng.
const COLORS = ['#1f5fa8', '#2f7d32', '#c77700'];
const MARK_COLOR = '#555';
const LIMIT_COLOR = '#c62828';
const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Round axis ticks (steps of 1, 2 or 5 × 10^k) from 0 to about `max` or above, about `count` steps. */
export function niceTicks(max, count = 5) {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  // A value a hair past a round tick (a sample at 300.4 s) does not add a whole step to the axis.
  const last = Math.max(step, Math.ceil(max / step - 0.02) * step);
  return Array.from({ length: Math.round(last / step) + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

function axes({ box, xTicks, yTicks, x, y, xLabel, yLabel, formatY }) {
  const parts = [];
  for (const tick of yTicks) {
    parts.push(
      `<line x1="${box.left}" y1="${y(tick)}" x2="${box.right}" y2="${y(tick)}" stroke="#e3e3e3"/>`,
      `<text x="${box.left - 6}" y="${y(tick) + 4}" font-size="11" text-anchor="end">${esc(formatY(tick))}</text>`,
    );
  }
  for (const tick of xTicks) {
    parts.push(`<text x="${x(tick)}" y="${box.bottom + 16}" font-size="11" text-anchor="middle">${tick}</text>`);
  }
  parts.push(
    `<line x1="${box.left}" y1="${box.bottom}" x2="${box.right}" y2="${box.bottom}" stroke="#333"/>`,
    `<line x1="${box.left}" y1="${box.top}" x2="${box.left}" y2="${box.bottom}" stroke="#333"/>`,
    `<text x="${(box.left + box.right) / 2}" y="${box.bottom + 36}" font-size="12" text-anchor="middle">${esc(xLabel)}</text>`,
    `<text x="16" y="${(box.top + box.bottom) / 2}" font-size="12" text-anchor="middle" transform="rotate(-90 16 ${(box.top + box.bottom) / 2})">${esc(yLabel)}</text>`,
  );
  return parts;
}

/**
 * series: [{name, points: [{x, y}]}]; marks: [{x, label}] (dashed verticals); limit: {y, label} (a budget line).
 * The y axis starts at 0, so a growth is shown at its true size. Returns the SVG text.
 */
export function lineChartSvg({
  title,
  series,
  xLabel,
  yLabel,
  marks = [],
  limit,
  formatY = (v) => String(v),
  width = 900,
  height = 420,
}) {
  const box = { left: 70, right: width - 30, top: 60, bottom: height - 50 };
  const points = series.flatMap((s) => s.points);
  const xTicks = niceTicks(Math.max(...points.map((p) => p.x), ...marks.map((m) => m.x)), 8);
  const yTicks = niceTicks(Math.max(...points.map((p) => p.y), limit?.y ?? 0), 6);
  const x = (value) => box.left + (value / xTicks.at(-1)) * (box.right - box.left);
  const y = (value) => box.bottom - (value / yTicks.at(-1)) * (box.bottom - box.top);
  const parts = [
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="16" y="26" font-size="18" font-weight="bold">${esc(title)}</text>`,
    ...axes({ box, xTicks, yTicks, x, y, xLabel, yLabel, formatY }),
  ];
  series.forEach((s, i) => {
    const line = s.points.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ');
    parts.push(
      `<polyline points="${line}" fill="none" stroke="${COLORS[i]}" stroke-width="2"/>`,
      ...s.points.map((p) => `<circle cx="${x(p.x)}" cy="${y(p.y)}" r="2.5" fill="${COLORS[i]}"/>`),
      `<rect x="${box.left + i * 220}" y="36" width="12" height="12" fill="${COLORS[i]}"/><text x="${box.left + i * 220 + 18}" y="47" font-size="13">${esc(s.name)}</text>`,
    );
  });
  for (const mark of marks) {
    parts.push(
      `<line x1="${x(mark.x)}" y1="${box.top}" x2="${x(mark.x)}" y2="${box.bottom}" stroke="${MARK_COLOR}" stroke-dasharray="4,4"/>`,
      `<text x="${x(mark.x) - 4}" y="${box.top + 12}" font-size="12" fill="${MARK_COLOR}" text-anchor="end">${esc(mark.label)}</text>`,
    );
  }
  if (limit) {
    parts.push(
      `<line x1="${box.left}" y1="${y(limit.y)}" x2="${box.right}" y2="${y(limit.y)}" stroke="${LIMIT_COLOR}" stroke-dasharray="6,4" stroke-width="2"/>`,
      `<text x="${box.right}" y="${y(limit.y) - 6}" font-size="12" fill="${LIMIT_COLOR}" text-anchor="end">${esc(limit.label)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">${parts.join('')}</svg>`;
}
