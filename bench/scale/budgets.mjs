// The Scale budgets of issue #8: deep product pages as cheap as the first, and the admin order
// list and dashboard in 50 ms (median through the API) at 1,000,000 orders.
import { check, STATUS } from '../report/budgets.mjs';

const SECTION = 'Scale';
const QUICK_NOTE = 'quick run: tiny sizes prove nothing';

const BUDGETS = [
  {
    // Issue #15: totals must not cost O(catalogue) per request (category_counts keeps them).
    what: 'product list, every category, first page (100k products, uncached API)',
    limit: '<= 25 ms',
    max: 25,
    format: 'ms',
    measured: (section) => section.queries?.allFirst?.p50,
  },
  {
    what: 'deepest product page ÷ first page (100k products)',
    limit: '<= 1.5',
    max: 1.5,
    format: 'ratio',
    measured: (section) => section.ratios?.deepest,
  },
  {
    what: 'admin order list by state and date (1M orders)',
    limit: '<= 50 ms',
    max: 50,
    format: 'ms',
    measured: (section) => section.queries?.adminOrdersMonth?.p50,
  },
  {
    what: 'dashboard aggregates (1M orders)',
    limit: '<= 50 ms',
    max: 50,
    format: 'ms',
    measured: (section) => section.queries?.dashboardSales?.p50,
  },
  {
    what: 'delivery windows of a zone, next 7 days (1M past orders; issue 18)',
    limit: '<= 20 ms',
    max: 20,
    format: 'ms',
    measured: (section) => section.queries?.deliveryWindows?.p50,
  },
];

export function scaleBudgets(section) {
  return BUDGETS.map(({ what, limit, max, format, measured }) => {
    const row = { section: SECTION, what, limit, format };
    if (!section || section.error)
      return { ...row, status: STATUS.NOT_MEASURED, note: section?.error && 'section failed' };
    if (section.quick) return { ...row, status: STATUS.NOT_MEASURED, note: QUICK_NOTE };
    return { ...row, ...check(measured(section), max, 'max') };
  });
}
