import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distinctReads, executionMs, indexesInPlan, isExplainableRead, seqScansInPlan } from './explain.mjs';

const PLAN = `Limit  (cost=0.42..1.20 rows=11 width=8) (actual time=0.020..0.031 rows=11 loops=1)
  ->  Index Scan Backward using orders_status_created_at_id_idx on orders  (cost=0.42..900.00 rows=40000 width=200)
  ->  Index Only Scan using orders_sales_idx on orders o  (cost=0.42..900.00 rows=40000 width=8)
  ->  Bitmap Index Scan on products_category_id_idx  (cost=0.00..5.00 rows=100 width=0)
  ->  Seq Scan on categories  (cost=0.00..1.25 rows=1 width=16)
Planning Time: 0.210 ms
Execution Time: 0.057 ms`;

test('index names and sequential scans of a text plan', () => {
  assert.deepEqual(indexesInPlan(PLAN), [
    'orders_status_created_at_id_idx',
    'orders_sales_idx',
    'products_category_id_idx',
  ]);
  assert.deepEqual(seqScansInPlan(PLAN), ['categories']);
  assert.equal(executionMs(PLAN), 0.057);
  assert.equal(executionMs('no timing'), undefined);
});

test('only reads are explained with ANALYZE', () => {
  assert.equal(isExplainableRead('select * from orders'), true);
  assert.equal(isExplainableRead('  WITH shop as (select 1) select * from shop'), true);
  assert.equal(isExplainableRead('update users set last_login_at = now()'), false);
  assert.equal(isExplainableRead('with x as (insert into t values (1) returning id) select * from x'), false);
  assert.equal(isExplainableRead('select * from products where id = $1 for update'), false);
  assert.equal(isExplainableRead('begin'), false);
});

test('the same read with the same parameters is explained once', () => {
  const reads = distinctReads([
    { sql: 'select 1 where $1', params: ['a'] },
    { sql: 'select 1 where $1', params: ['a'] },
    { sql: 'select 1 where $1', params: ['b'] },
    { sql: 'commit', params: [] },
  ]);
  assert.deepEqual(
    reads.map((read) => read.params[0]),
    ['a', 'b'],
  );
});
