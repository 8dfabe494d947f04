// The Web budgets of issue #8 from the section's figures. A budget over "every page" is a pass only when
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
  if (measured.length === 0) return row(what, '0', { status: STATUS.NOT_MEASURED });
  const total = measured.reduce((sum, page) => sum + section.pages[page].bytes.admin.transfer, 0);
  const missing = SHOPPER_PAGES.filter((page) => !measured.includes(page));
  const status = total > 0 ? STATUS.FAIL : missing.length ? STATUS.NOT_MEASURED : STATUS.PASS;
  const note = missing.length ? `measured on ${measured.join(', ')} only` : undefined;
  return row(what, '0', { status, measured: total, format: 'bytes', note });
}

function taxBudget(section) {
  const what = 'federation tax (JS+CSS bytes, composed ÷ monolith)';
  const tax = section.tax;
  if (!tax || tax.overall.bytesRatio === undefined) {
    return row(what, '<= 1.15', {
      status: STATUS.NOT_MEASURED,
      note: section.monolith?.reason ?? 'monolith not measured',
    });
  }
  const missing = SHOPPER_PAGES.filter((page) => !tax.pages[page]);
  if (missing.length) {
    const seen = Object.entries(tax.pages).map(([page, t]) => `${page} ${t.bytesRatio.toFixed(2)}`);
    return row(what, '<= 1.15', { status: STATUS.NOT_MEASURED, note: `partial run: ${seen.join(', ')}` });
  }
  return row(what, '<= 1.15', check(tax.overall.bytesRatio, 1.15, 'max'), {
    format: 'ratio',
    note: `worst page: ${tax.worstPage} ${tax.pages[tax.worstPage].bytesRatio.toFixed(2)}`,
  });
}

/** The budget rows of the Web section (a failed section breaks them all). */
export function webBudgets(section) {
  const rows = section && !section.error ? measuredBudgets(section) : measuredBudgets({});
  if (!section?.error) return rows;
  return rows.map((b) => ({ ...b, status: STATUS.FAIL, measured: undefined, by: undefined, note: 'section failed' }));
}

/** The three catalogue pages every shopper lands on first. */
const CATALOGUE_PAGES = ['home', 'category', 'product'];

const pageValues = (section, pages, value) =>
  pages.map((page) => ({ page, value: value(section.pages?.[page]) })).filter((v) => v.value !== undefined);

function firstAddBudget(section) {
  const js = section.firstAdd?.js;
  const what = 'first "agregar": more JS (gzip)';
  return row(what, '<= 30 KB', check(js && js.gzipServed / KB, 30, 'max'), {
    format: 'kb',
    note: js ? `${js.count} files` : section.firstAdd?.error,
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
      correctness: true,
    },
  );
  const measured = RULES_FREE_PAGES.filter((page) => pages[page]);
  const what = 'rules schemas (valibot) on home, category and product';
  if (measured.length === 0) return [formRow, row(what, '0', { status: STATUS.NOT_MEASURED, note, correctness: true })];
  const total = measured.reduce((sum, page) => sum + pages[page].gzip, 0);
  const missing = RULES_FREE_PAGES.filter((page) => !measured.includes(page));
  const status = total > 0 ? STATUS.FAIL : missing.length ? STATUS.NOT_MEASURED : STATUS.PASS;
  const paying = measured.filter((page) => pages[page].gzip > 0);
  const freeNote = paying.length
    ? `loaded on ${paying.join(', ')}`
    : missing.length
      ? `not measured: ${missing}`
      : undefined;
  return [formRow, row(what, '0', { status, measured: total, format: 'bytes', note: freeNote, correctness: true })];
}

function measuredBudgets(section) {
  const performance = CATALOGUE_PAGES.map((page) =>
    row(
      `Lighthouse mobile performance: ${page}`,
      '>= 90',
      check(section.pages?.[page]?.lighthouse?.mobile?.performance, 90, 'min'),
      {
        format: 'score',
      },
    ),
  );
  const initialJs = pageValues(section, CATALOGUE_PAGES, (figures) => {
    const js = figures?.bytes?.initialJs;
    return js && Math.round((js.gzipServed / KB) * 10) / 10;
  });
  const tbt = pageValues(section, CATALOGUE_PAGES, (figures) => figures?.lighthouse?.mobile?.tbtMs);
  const adminDesktop = section.pages?.admin?.lighthouse?.desktop?.performance;
  return [
    row('initial JS (gzip, until load), home, category and product', '<= 250 KB', {
      ...everyPage(initialJs, CATALOGUE_PAGES, 250, 'max'),
      format: 'kb',
    }),
    ...performance,
    row('Lighthouse mobile TBT, home, category and product', '<= 200 ms', {
      ...everyPage(tbt, CATALOGUE_PAGES, 200, 'max'),
      format: 'ms',
    }),
    firstAddBudget(section),
    row('Lighthouse desktop performance: admin dashboard', '>= 90', check(adminDesktop, 90, 'min'), {
      format: 'score',
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
    taxBudget(section),
    adminBytesBudget(section),
    ...rulesBytesBudgets(section),
  ];
}
