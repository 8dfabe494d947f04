// The Web part of REPORT.md.

const kb = (bytes) => (bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const num = (value, digits = 0) => (value === undefined || value === null ? '—' : Number(value).toFixed(digits));
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function bytesTable(pages) {
  const rows = Object.entries(pages)
    .filter(([, page]) => page.bytes)
    .map(([name, { path, bytes }]) => [
      `${name} \`${path}\``,
      bytes.requests,
      `${kb(bytes.js.transfer)} (${bytes.js.encodings.join('/')})`,
      kb(bytes.js.gzip),
      kb(bytes.js.brotli),
      `${kb(bytes.css.transfer)} (${bytes.css.encodings.join('/') || '—'})`,
      kb(bytes.css.brotli),
      kb(bytes.jsCss.transfer),
      kb(bytes.transfer),
      bytes.admin.transfer,
    ]);
  return table(
    [
      'page',
      'requests',
      'JS as served KB (encoding)',
      'JS gzip KB',
      'JS brotli KB',
      'CSS as served KB',
      'CSS brotli KB',
      'JS+CSS as served KB',
      'all KB',
      'remote-admin B',
    ],
    rows,
  );
}

/** `remote-shop/1067.900fe4e8.js` for a URL served on one of the bench's app ports. */
function fileLabel(url, ports) {
  const { port, pathname } = new URL(url);
  const app = Object.keys(ports).find((name) => String(ports[name]) === port) ?? port;
  return `${app}${pathname}`;
}

function largestFiles(pages, ports) {
  return Object.entries(pages)
    .filter(([, page]) => page.bytes?.largest?.length)
    .map(
      ([name, page]) =>
        `- ${name}: ${page.bytes.largest
          .slice(0, 3)
          .map((file) => `\`${fileLabel(file.url, ports)}\` ${kb(file.transfer)} KB (${kb(file.decoded)} KB decoded)`)
          .join(', ')}`,
    )
    .join('\n');
}

/** The median TBT of the page's own trace with its min-max, "–" when not measured (quick run). */
function traceTbtText(trace) {
  if (!trace) return '–';
  if (trace.error) return `not measured: ${trace.error}`;
  return trace.runs > 1 ? `${num(trace.median)} (${num(trace.min)}-${num(trace.max)})` : num(trace.median);
}

/** "86 (77-98)": the judged median with the spread of the runs, when there was more than one. */
function withSpread(figures, metric, digits = 0) {
  const spread = figures.spread?.[metric];
  const value = num(figures[metric], digits);
  if (!spread || spread.runs < 2) return value;
  return `${value} (${num(spread.min, digits)}-${num(spread.max, digits)})`;
}

/** Lighthouse's own benchmark of the host: its 4x CPU slowdown stands for a mid-tier phone on a host of ~1000-2000. */
const LIGHTHOUSE_SLOW_HOST_BELOW = 1000;

/**
 * The host CPU the Lighthouse runs had (Lighthouse's benchmarkIndex, measured before every run):
 * every run's index over all pages, their median and range, and the Chromium that ran them (the
 * browser's own version: the user agent Lighthouse records says only the major, "156.0.0.0").
 */
export function hostCpuText(pages, chromiumVersion) {
  const all = Object.values(pages).flatMap((page) =>
    ['mobile', 'desktop'].map((formFactor) => page.lighthouse?.[formFactor]).filter(Boolean),
  );
  const spreads = all.map((figures) => figures.spread?.benchmarkIndex).filter(Boolean);
  const medians = spreads.map((spread) => spread.median).sort((a, b) => a - b);
  if (medians.length === 0) return 'Host CPU: not recorded (Lighthouse gave no benchmarkIndex).';
  const median = medians[Math.floor((medians.length - 1) / 2)];
  const min = Math.min(...spreads.map((spread) => spread.min));
  const max = Math.max(...spreads.map((spread) => spread.max));
  const runs = spreads.reduce((sum, spread) => sum + spread.runs, 0);
  const fromAgent = [...new Set(all.map((figures) => figures.chromium).filter(Boolean))].join(', ');
  const chromium = chromiumVersion ?? (fromAgent || 'unknown');
  const slow =
    median < LIGHTHOUSE_SLOW_HOST_BELOW
      ? ` **Slower than Lighthouse expects** (below ${LIGHTHOUSE_SLOW_HOST_BELOW}, where Lighthouse itself warns): its 4× CPU slowdown then stands for a phone slower than a mid-tier one, so TBT and the scores are harsher than on a usual day.`
      : '';
  return `Host CPU during these runs: Lighthouse benchmarkIndex **${num(median)}** (median of the pages' medians; ${num(min)}-${num(max)} over ${runs} runs), Chromium ${chromium}. Runs of different days compare only when this index does.${slow}`;
}

function lighthouseTable(pages, label = '') {
  const rows = Object.entries(pages).flatMap(([name, page]) =>
    ['mobile', 'desktop']
      .filter((formFactor) => page.lighthouse?.[formFactor])
      .map((formFactor) => {
        const f = page.lighthouse[formFactor];
        return [
          `${name}${label}`,
          formFactor,
          f.spread?.performance?.runs ?? 1,
          withSpread(f, 'performance'),
          f.accessibility,
          f.bestPractices,
          f.seo,
          withSpread(f, 'lcpMs'),
          withSpread(f, 'tbtMs'),
          formFactor === 'mobile' ? traceTbtText(page.traceTbt) : '',
          withSpread(f, 'cls', 3),
        ];
      }),
  );
  return table(
    [
      'page',
      'form factor',
      'runs',
      'performance median (min-max)',
      'accessibility',
      'best practices',
      'SEO',
      'LCP ms',
      'TBT ms',
      'TBT ms in the trace (4x CPU)',
      'CLS',
    ],
    rows,
  );
}

function taxText(section) {
  if (!section.tax) return `Not measured: ${section.monolith?.reason ?? 'no monolith build'}.`;
  const rows = Object.entries(section.tax.pages).map(([name, t]) => [
    name,
    kb(t.composedBytes),
    kb(t.monolithBytes),
    `**${num(t.bytesRatio, 2)}**`,
  ]);
  const o = section.tax.overall;
  rows.push(['all (reported, not judged)', kb(o.composedBytes), kb(o.monolithBytes), num(o.bytesRatio, 2)]);
  return [
    table(['page', 'composed JS+CSS KB', 'monolith JS+CSS KB', 'bytes ratio (budget <= 1.25 each)'], rows),
    '',
    'No LCP column: the composed catalogue pages are server-rendered and the monolith is client-only, so their LCP ratio',
    'compared rendering modes, not federation. Where the bytes go and why 1.15 is out of reach (the floor): docs/performance.md, "The federation tax".',
  ].join('\n');
}

function antdTable(pages) {
  const rows = Object.entries(pages)
    .filter(([, page]) => page.antd)
    .map(([name, page]) => [
      name,
      kb(page.antd.gzip),
      page.antd.files.map((file) => `\`${new URL(file.url).pathname.slice(1)}\``).join(', ') || '—',
    ]);
  return table(['page', 'antd JS gzip KB', 'files holding antd'], rows);
}

function problems(pages) {
  const lines = Object.entries(pages).flatMap(([name, page]) =>
    ['mobile', 'desktop'].flatMap((formFactor) =>
      (page.lighthouse?.[formFactor]?.failedAudits ?? []).map(
        (a) =>
          `- ${name} ${formFactor}: \`${a.id}\` (${a.category}) ${a.elements.map((e) => `\`${e.replace(/`/g, "'")}\``).join(', ')}`,
      ),
    ),
  );
  return lines.length ? lines.join('\n') : '- none';
}

function firstAddText(firstAdd) {
  if (!firstAdd?.js)
    return `First "agregar" on a category page: not measured${firstAdd?.error ? ` (${firstAdd.error})` : ''}.`;
  const { js } = firstAdd;
  return `First "agregar" on a category page (after a settled cold load): ${kb(js.gzipServed)} KB more JS (gzip as served) in ${js.count} files.`;
}

/** Issue 19: the gzip bytes of the JS files holding the rules' schemas (valibot), per page. */
export function rulesBytesText(rulesBytes) {
  if (!rulesBytes?.pages) return `Not measured${rulesBytes?.error ? `: ${rulesBytes.error}` : ''}.`;
  const rows = Object.entries(rulesBytes.pages).map(([name, page]) => [
    `${name} \`${page.path}\``,
    page.form ? '<= 10 KB' : '0',
    kb(page.gzip),
    page.files.map((file) => `\`${new URL(file.url).pathname.slice(1)}\``).join(', ') || '—',
  ]);
  return table(['page', 'budget', 'schema JS gzip KB', 'files'], rows);
}

export function webMarkdown(section) {
  if (!section) return '## Web\n\nNot measured in this run.\n';
  if (section.error) return `## Web\n\nThe section failed: \`${section.error.replace(/`/g, "'")}\`\n`;
  const home = section.pages.home?.bytes?.initialJs;
  const charts = section.charts ?? {};
  return [
    '## Web',
    '',
    `Production build served by \`scripts/serve-app.mjs\` on 127.0.0.1 ports ${section.settings.ports.host}-${section.settings.ports['remote-admin']} (monolith ${section.settings.ports.monolith}), API ${section.settings.ports.api} (api/dist, in-memory PGlite, demo seed); Debian chromium. ${section.quick ? '**Quick run**: bytes of every shopper page; Lighthouse on home + product, mobile, one run.' : ''}`,
    '',
    '### Bytes per page (cold load, KB = 1,024 bytes)',
    '',
    bytesTable(section.pages),
    '',
    home
      ? `Home initial JS (finished before the load event): ${kb(home.transfer)} KB as served, ${kb(home.gzip)} KB gzip, ${kb(home.brotli)} KB brotli, ${home.count} files.`
      : '',
    '',
    firstAddText(section.firstAdd),
    '',
    'Largest JS/CSS files as served:',
    '',
    largestFiles(section.pages, section.settings.ports),
    '',
    "### What the rules' schemas cost a page (issue 19)",
    '',
    'JS files of a cold load whose source map holds valibot or a schema file of `rules` (the limits and messages, `rules/plain`, are part of `shared`): a form page loads them with `shared/forms`, a catalogue page never.',
    '',
    rulesBytesText(section.rulesBytes),
    '',
    "### antd on a shopper's pages (issue 30: budget 0)",
    '',
    'JS files of a cold load whose source map holds antd or @ant-design (gzip of the decoded body).',
    '',
    antdTable(section.pages),
    '',
    '### Lighthouse 12.8',
    '',
    charts.lighthouse ? `![Lighthouse scores per page](${charts.lighthouse})\n` : '',
    hostCpuText(section.pages, section.settings.chromium),
    '',
    lighthouseTable(section.pages),
    '',
    'Audits that lost points (accessibility, best practices, SEO), with up to 3 elements:',
    '',
    problems(section.pages),
    '',
    '### Federation tax (composed ÷ monolith, shopper pages)',
    '',
    charts.bytes ? `![JS + CSS per page, composed vs monolith](${charts.bytes})\n` : '',
    taxText(section),
    '',
    '### How to read',
    '',
    '- "as served" is what crossed the wire (the encoding column says gzip, br or identity); "gzip" and "brotli" are the sizes of the same decoded bodies compressed here (gzip level 6 as serve-app, brotli quality 11), so both are known whatever the server sent.',
    '- Bytes come from one cold load per page in a fresh browser context (empty cache), counted once the page showed its content and the network went idle; "initial JS" counts only the JS finished before the load event; "first agregar" is the JS a category page fetches after its first "agregar" click (cold load, settled first).',
    `- Lighthouse: ${section.settings.lighthouseRuns} run(s) per page and form factor; each figure is the median of the runs (judged), with min-max beside it. Lighthouse mobile is its default config (simulated slow 4G and a 4× slower CPU), desktop is desktop-config.js; LCP and TBT are simulated, so they move less with machine load than wall-clock timings, but still do.`,
    `- "TBT in the trace": the same mobile page loaded ${section.settings.traceTbtRuns ?? 0} time(s) in chromium with the CPU slowed 4× (no network throttling), summing each long task's time over 50 ms from first contentful paint to 8 s after load (median, min-max; bench/web/trace-tbt.mjs). It is what the main thread really did, where Lighthouse's TBT is simulated from an unthrottled load; reported, not judged.`,
    `- Every page was first checked to show its content in the same browser (the logged-in ones with the session in localStorage): ${Object.entries(
      section.pages,
    )
      .filter(([, p]) => p.lighthouseSeen)
      .map(([name, p]) => `${name}: ${p.lighthouseSeen}`)
      .join('; ')}. Lighthouse then had to end on the same path (no redirect to /login).`,
    "- remote-admin bytes count every response from the admin remote's origin: a shopper never needs it.",
    '- The federation tax compares the JS+CSS of the same shopper pages built as one bundle (`npm run build:monolith`), page by page.',
    '',
  ].join('\n');
}
