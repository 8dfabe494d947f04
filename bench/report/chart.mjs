// Horizontal grouped bar charts drawn as SVG and rendered to PNG by the Debian chromium (playwright-core),
// so the report needs no charting library. Without a browser the chart is skipped (the tables stay).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const COLORS = ['#2f7d32', '#1f5fa8', '#c77700'];
const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * rows: [{label, values: [number|undefined per series]}], series: names, marker: {value, label} (a budget line).
 * Returns the SVG text.
 */
export function barChartSvg({ title, rows, series, marker, format = (v) => v.toFixed(2), width = 900 }) {
  const left = 300;
  const right = 80;
  const bar = 16;
  const group = series.length * bar + 14;
  const top = 50;
  const height = top + rows.length * group + 40;
  const max = Math.max(marker?.value ?? 0, ...rows.flatMap((row) => row.values.filter((v) => v !== undefined)));
  const x = (value) => left + (value / max) * (width - left - right);
  const parts = [
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="16" y="26" font-size="18" font-weight="bold">${esc(title)}</text>`,
    ...series.map(
      (name, i) =>
        `<rect x="${left + i * 160}" y="34" width="12" height="12" fill="${COLORS[i]}"/><text x="${left + i * 160 + 18}" y="45" font-size="13">${esc(name)}</text>`,
    ),
  ];
  rows.forEach((row, r) => {
    const y0 = top + r * group + 8;
    parts.push(
      `<text x="${left - 8}" y="${y0 + (series.length * bar) / 2 + 5}" font-size="13" text-anchor="end">${esc(row.label)}</text>`,
    );
    row.values.forEach((value, i) => {
      if (value === undefined) return;
      const y = y0 + i * bar;
      parts.push(
        `<rect x="${left}" y="${y}" width="${Math.max(1, x(value) - left)}" height="${bar - 3}" fill="${COLORS[i]}"/>`,
        `<text x="${x(value) + 4}" y="${y + bar - 5}" font-size="11">${esc(format(value))}</text>`,
      );
    });
  });
  if (marker) {
    const mx = x(marker.value);
    parts.push(
      `<line x1="${mx}" y1="${top}" x2="${mx}" y2="${height - 30}" stroke="#c62828" stroke-dasharray="5,4" stroke-width="2"/>`,
      `<text x="${mx}" y="${height - 14}" font-size="12" fill="#c62828" text-anchor="middle">${esc(marker.label)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">${parts.join('')}</svg>`;
}

/** SVG text -> PNG file; false when no browser could be started. */
export async function renderPng(svg, file) {
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  } catch (error) {
    console.warn(`chart skipped (no chromium): ${error.message.split('\n')[0]}`);
    return false;
  }
  try {
    const page = await browser.newPage();
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await mkdir(path.dirname(file), { recursive: true });
    await page.locator('svg').screenshot({ path: file });
    return true;
  } finally {
    await browser.close();
  }
}
