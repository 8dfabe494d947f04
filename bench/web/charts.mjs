// The Web section's charts: Lighthouse scores per page (mobile / desktop) and JS+CSS per page (composed / monolith).
import path from 'node:path';
import { barChartSvg, renderPng } from '../report/chart.mjs';

const BENCH = path.resolve(import.meta.dirname, '..');
const SCORES = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['bestPractices', 'best pr.'],
  ['seo', 'SEO'],
];

export function scoresChartSvg(pages) {
  const formFactors = ['mobile', 'desktop'].filter((f) => Object.values(pages).some((p) => p.lighthouse?.[f]));
  const rows = Object.entries(pages)
    .filter(([, page]) => page.lighthouse)
    .flatMap(([name, page]) =>
      SCORES.map(([key, label]) => ({
        label: `${name} · ${label}`,
        values: formFactors.map((f) => page.lighthouse?.[f]?.[key]),
      })),
    );
  return barChartSvg({
    title: 'Lighthouse scores per page (higher is better)',
    series: formFactors,
    rows,
    marker: { value: 90, label: 'performance budget 90' },
    format: (v) => v.toFixed(0),
  });
}

export function bytesChartSvg(pages, monolithPages) {
  const kb = (bytes) => (bytes === undefined ? undefined : bytes / 1024);
  const rows = Object.entries(pages)
    .filter(([, page]) => page.bytes)
    .map(([name, page]) => ({
      label: name,
      values: [kb(page.bytes.jsCss.transfer), kb(monolithPages?.[name]?.bytes?.jsCss.transfer)],
    }));
  return barChartSvg({
    title: 'JS + CSS transferred per page, KB (lower is better)',
    series: ['composed (federation)', 'monolith'],
    rows,
    format: (v) => v.toFixed(0),
  });
}

/** Writes <outDir>/charts/web-*.png (outDir: bench/ unless BENCH_OUT_DIR); returns the paths relative to outDir. */
export async function writeWebCharts(section, outDir = BENCH) {
  const charts = {};
  const draw = async (key, file, svg) => {
    if (await renderPng(svg, path.join(outDir, file))) charts[key] = file;
  };
  await draw('lighthouse', 'charts/web-lighthouse.png', scoresChartSvg(section.pages));
  await draw('bytes', 'charts/web-bytes.png', bytesChartSvg(section.pages, section.monolith?.pages));
  return charts;
}
