import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scaleBudgets } from './budgets.mjs';
import { scaleMarkdown } from './markdown.mjs';
import { nextToLastPage, shopDate } from './requests.mjs';

const plan = {
  sql: 'select count(*) from orders where status = $1',
  params: ['DELIVERED'],
  plan: 'Index Only Scan using orders_status_created_at_idx on orders\nExecution Time: 3.100 ms',
  indexes: ['orders_status_created_at_idx'],
  seqScans: [],
  executionMs: 3.1,
};
const section = {
  quick: false,
  pglite: 'not measured',
  rows: {
    categories: 20,
    products: 100050,
    users: 50012,
    orders: 1000000,
    orderLines: 2500000,
    statusHistory: 3600000,
  },
  seedSeconds: 120,
  vacuumAnalyzeSeconds: 30,
  biggestCategory: { slug: 'mercado-frutas', products: 30000 },
  queries: {
    allFirst: {
      label: 'every category, first page',
      p50: 31,
      p95: 40,
      samples: 30,
      sqlMs: 2,
      indexes: [],
      seqScans: [],
    },
    adminOrdersMonth: {
      label: 'admin orders',
      p50: 20,
      p95: 30,
      samples: 30,
      sqlMs: 3.1,
      indexes: plan.indexes,
      seqScans: [],
    },
    dashboardSales: {
      label: 'dashboardSales',
      p50: 60,
      p95: 80,
      samples: 30,
      sqlMs: 9,
      indexes: [],
      seqScans: ['products'],
    },
  },
  ratios: { biggestCategory: 1.1, allProducts: 1.2, deepest: 1.2 },
  plans: { adminOrdersMonth: [plan] },
};

test('full-size budgets: pass and fail by the median', () => {
  const [allFirst, ratio, orders, dashboard] = scaleBudgets(section);
  assert.equal(allFirst.status, 'fail', 'the every-category first page over 25 ms');
  assert.equal(allFirst.measured, 31);
  assert.equal(ratio.status, 'pass');
  assert.equal(ratio.measured, 1.2);
  assert.equal(orders.status, 'pass');
  assert.equal(orders.measured, 20);
  assert.equal(dashboard.status, 'fail');
  assert.ok(dashboard.by < 0);
});

test('quick runs and failed sections measure no budget', () => {
  for (const budget of scaleBudgets({ ...section, quick: true })) {
    assert.equal(budget.status, 'not measured');
    assert.match(budget.note, /quick/);
  }
  assert.ok(scaleBudgets({ error: 'boom' }).every((budget) => budget.status === 'not measured'));
});

test('the Markdown has the tables and each plan folded', () => {
  const text = scaleMarkdown(section);
  assert.ok(text.startsWith('## Scale'));
  assert.match(text, /\| admin orders \| 20\.0 \| 30\.0 \| 30 \| 3\.10 \| `orders_status_created_at_idx` \|/);
  assert.match(text, /<details><summary>adminOrdersMonth: admin orders<\/summary>/);
  assert.match(text, /Index Only Scan using orders_status_created_at_idx/);
  assert.match(scaleMarkdown({ error: 'no `db`' }), /The section failed: `no 'db'`/);
});

test('Mexico City dates and the NEXT request to the last page', () => {
  assert.equal(shopDate(Date.UTC(2026, 0, 2, 5, 59)), '2026-01-01');
  assert.equal(shopDate(Date.UTC(2026, 0, 2, 6, 0)), '2026-01-02');
  const page = nextToLastPage({ pageNum: 9 }, { value: 'Zanahoria', id: 'abc' });
  assert.deepEqual(page, { requestedPage: 'NEXT', nPerPage: 4, pageNum: 8, endValue: 'Zanahoria', endId: 'abc' });
});
