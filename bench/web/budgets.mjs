// The Web budgets of issues #8, #30 and #31 from the section's figures. Rows flagged `loadIndependent`
// (bytes of the build) are judged in quick runs too (bench/report/budgets.mjs). A budget over "every page" is a pass only when
// every page was measured; a page that breaks it is a fail even in a partial (quick) run.
import { check, STATUS } from '../report/budgets.mjs';
import { PAGES } from './config.mjs';

const KB = 1024;
const SHOPPER_PAGES = PAGES.filter((page) => page.shopper).map((page) => page.name);
const ALL_PAGES = PAGES.map((page) => page.name);
const row = (what, limit, result, extra = {}) => ({ section: 'Web', what, limit, ...result, ...extra });

/** One figure over several pages: the worst decides; missing pages make a pass "not measured". */
export function everyPage(values, wanted, limit, kind) {
  const measured = values.filter((v) => Number.isFinite(v.value));
  const missing = wanted.filter((name) => !measured.some((v) => v.page === name));
  if (measured.length === 0) return { status: STATUS.NOT_MEASURED, note: 'not measured' };
  const worst = measured.reduce((a, b) => ((kind === 'min' ? b.value < a.value : b.value > a.value) ? b : a));
  const result = check(worst.value, limit, kind);
  const broken = measured.filter((v) => check(v.value, limit, kind).status === STATUS.FAIL);
  const notes = [];
  if (broken.length) notes.push(`broken on ${broken.map((v) => `${v.label ?? v.page} (${v.value})`).join(', ')}`);
  else notes.push(`worst: ${worst.label ?? worst.page}`);
  if (missing.length) notes.push(`not measured: ${missing.join(', ')}`);
  const status = result.status === STATUS.PASS && missing.length ? STATUS.NOT_MEASURED : result.status;
  return { ...result, status, note: notes.join('; ') };
}

const lighthouseValues = (section, metric, round = (v) => v) =>
  Object.entries(section.pages ?? {}).flatMap(([page, figures]) =>
    ['mobile', 'desktop']
      .filter((formFactor) => Number.isFinite(figures.lighthouse?.[formFactor]?.[metric]))
      .map((formFactor) => ({
        page,
        label: `${page} ${formFactor}`,
        value: round(figures.lighthouse[formFactor][metric]),
      })),
  );

function adminBytesBudget(section) {
  const measured = SHOPPER_PAGES.filter((page) => section.pages?.[page]?.bytes);
  const what = "bytes of remote-admin on a shopper's pages";
  if (measured.length === 0) return row(what, '0', { status: STATUS.NOT_MEASURED, loadIndependent: true });
  const total = measured.reduce((sum, page) => sum + section.pages[page].bytes.admin.transfer, 0);
  const missing = SHOPPER_PAGES.filter((page) => !measured.includes(page));
  const status = total > 0 ? STATUS.FAIL : missing.length ? STATUS.NOT_MEASURED : STATUS.PASS;
  const note = missing.length ? `measured on ${measured.join(', ')} only` : undefined;
  return row(what, '0', { status, measured: total, format: 'bytes', note, loadIndependent: true });
}

/** Issue 30: antd is the admin's vocabulary; a shopper's page fetches none of it (gzip bytes of the files holding it). */
function antdBytesBudgets(section) {
  return SHOPPER_PAGES.map((page) => {
    const antd = section.pages?.[page]?.antd;
    const files = antd?.files?.map((file) => file.url.split('/').pop()).join(', ');
    const status = !antd ? STATUS.NOT_MEASURED : antd.gzip > 0 ? STATUS.FAIL : STATUS.PASS;
    return row(`antd bytes on a shopper page: ${page}`, '0', {
      status,
      measured: antd?.gzip,
      format: 'bytes',
      note: antd?.count ? `${antd.count} files: ${files}` : undefined,
      loadIndependent: true,
    });
  });
}

export const TAX_LIMIT = 1.25;

/** Issue 30: the federation tax (JS+CSS bytes as served, composed ÷ monolith) on each shopper page. */
function taxBudgets(section) {
  const tax = section.tax;
  return SHOPPER_PAGES.map((page) => {
    const what = `federation tax (JS+CSS bytes, composed ÷ monolith): ${page}`;
    const figures = tax?.pages?.[page];
    const extra = { format: 'ratio', loadIndependent: true };
    if (!figures) {
      const note = tax ? 'page not measured on both builds' : (section.monolith?.reason ?? 'monolith not measured');
      return row(what, `<= ${TAX_LIMIT}`, { status: STATUS.NOT_MEASURED, note, ...extra });
    }
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    return row(what, `<= ${TAX_LIMIT}`, check(figures.bytesRatio, TAX_LIMIT, 'max'), {
      ...extra,
      note: `${kb(figures.composedBytes)} ÷ ${kb(figures.monolithBytes)}`,
    });
  });
}

/** The budget rows of the Web section (a failed section breaks them all). */
export function webBudgets(section) {
  const rows = section && !section.error ? measuredBudgets(section) : measuredBudgets({});
  if (!section?.error) return rows;
  return rows.map((b) => ({ ...b, status: STATUS.FAIL, measured: undefined, by: undefined, note: 'section failed' }));
}

function firstAddBudget(section) {
  const js = section.firstAdd?.js;
  const what = 'first "agregar": more JS (gzip)';
  return row(what, '<= 30 KB', check(js && js.gzipServed / KB, 30, 'max'), {
    format: 'kb',
    note: js ? `${js.count} files` : section.firstAdd?.error,
    loadIndependent: true,
  });
}

const RULES_FORM_PAGES = ['register', 'checkout', 'productEdit'];
const RULES_FREE_PAGES = ['home', 'category', 'product'];

/** Issue 19: the rules' schemas (valibot) cost a form page at most 10 KB gzip, a catalogue page nothing. */
function rulesBytesBudgets(section) {
  const pages = section.rulesBytes?.pages ?? {};
  const note = section.rulesBytes?.error;
  const formValues = RULES_FORM_PAGES.filter((page) => pages[page]).map((page) => ({
    page,
    value: Math.round((pages[page].gzip / KB) * 10) / 10,
  }));
  const formRow = row(
    'rules schemas (valibot) on a form page (gzip): register, checkout, admin product edit',
    '<= 10 KB',
    {
      ...everyPage(formValues, RULES_FORM_PAGES, 10, 'max'),
      format: 'kb',
      ...(note && { note }),
      // Bytes of a build do not move with machine load: a quick run (npm test) judges them too.
      loadIndependent: true,
    },
  );
  const measured = RULES_FREE_PAGES.filter((page) => pages[page]);
  const what = 'rules schemas (valibot) on home, category and product';
  if (measured.length === 0)
    return [formRow, row(what, '0', { status: STATUS.NOT_MEASURED, note, loadIndependent: true })];
  const total = measured.reduce((sum, page) => sum + pages[page].gzip, 0);
  const missing = RULES_FREE_PAGES.filter((page) => !measured.includes(page));
  const status = total > 0 ? STATUS.FAIL : missing.length ? STATUS.NOT_MEASURED : STATUS.PASS;
  const paying = measured.filter((page) => pages[page].gzip > 0);
  const freeNote = paying.length
    ? `loaded on ${paying.join(', ')}`
    : missing.length
      ? `not measured: ${missing}`
      : undefined;
  return [formRow, row(what, '0', { status, measured: total, format: 'bytes', note: freeNote, loadIndependent: true })];
}

/** "median of 5 (min 81, max 97)" for a Lighthouse figure of the section. */
function spreadNote(figures, metric) {
  const spread = figures?.spread?.[metric];
  if (!spread) return undefined;
  return `median of ${spread.runs} (min ${Math.round(spread.min)}, max ${Math.round(spread.max)})`;
}

/** Initial JS (gzip as served, finished before the load event) on each shopper page, logged-in ones included. */
function initialJsBudgets(section) {
  return SHOPPER_PAGES.map((page) => {
    const js = section.pages?.[page]?.bytes?.initialJs;
    return row(`initial JS (gzip, until load): ${page}`, '<= 250 KB', {
      ...check(js && Math.round((js.gzipServed / KB) * 10) / 10, 250, 'max'),
      format: 'kb',
      loadIndependent: true,
    });
  });
}

/** "median of 5 (min 1200, max 2400)" for a ms figure (LCP, TBT) of the section. */
function msSpreadNote(figures, metric) {
  const spread = figures?.spread?.[metric];
  if (!spread) return undefined;
  return `median of ${spread.runs} (min ${Math.round(spread.min)} ms, max ${Math.round(spread.max)} ms)`;
}

/**
 * Issue 30: on every shopper page, Lighthouse mobile (the median of the runs, each with its spread):
 * performance >= 90, LCP <= 2.5 s, TBT <= 200 ms. Full runs only: they move with load.
 */
function lighthousePageBudgets(section) {
  return SHOPPER_PAGES.flatMap((page) => {
    const mobile = section.pages?.[page]?.lighthouse?.mobile;
    const ms = (value) => (Number.isFinite(value) ? Math.round(value) : undefined);
    return [
      row(`Lighthouse mobile performance: ${page}`, '>= 90', check(mobile?.performance, 90, 'min'), {
        format: 'score',
        note: spreadNote(mobile, 'performance'),
      }),
      row(`Lighthouse mobile LCP: ${page}`, '<= 2500 ms', check(ms(mobile?.lcpMs), 2500, 'max'), {
        format: 'ms',
        note: msSpreadNote(mobile, 'lcpMs'),
      }),
      row(`Lighthouse mobile TBT: ${page}`, '<= 200 ms', check(ms(mobile?.tbtMs), 200, 'max'), {
        format: 'ms',
        note: msSpreadNote(mobile, 'tbtMs'),
      }),
    ];
  });
}

function measuredBudgets(section) {
  const admin = section.pages?.admin?.lighthouse?.desktop;
  return [
    ...initialJsBudgets(section),
    ...lighthousePageBudgets(section),
    firstAddBudget(section),
    row('Lighthouse desktop performance: admin dashboard', '>= 90', check(admin?.performance, 90, 'min'), {
      format: 'score',
      note: spreadNote(admin, 'performance'),
    }),
    row(
      'Lighthouse accessibility, every page (mobile and desktop)',
      '100',
      everyPage(lighthouseValues(section, 'accessibility'), ALL_PAGES, 100, 'min'),
      {
        format: 'score',
      },
    ),
    row(
      'CLS, every page (mobile and desktop)',
      '<= 0.05',
      everyPage(
        lighthouseValues(section, 'cls', (v) => Number(v.toFixed(3))),
        ALL_PAGES,
        0.05,
        'max',
      ),
    ),
    ...taxBudgets(section),
    adminBytesBudget(section),
    ...antdBytesBudgets(section),
    ...rulesBytesBudgets(section),
  ];
}
