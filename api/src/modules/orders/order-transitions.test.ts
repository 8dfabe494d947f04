import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canTransition, needsRefund, ORDER_TRANSITIONS } from './order-transitions.js';
import { ORDER_STATUSES, type OrderStatusName } from './orders.table.js';

const ALLOWED = new Set([
  'PENDING_PAYMENT>PAID',
  'PENDING_PAYMENT>CANCELLED',
  'PAID>PREPARING',
  'PAID>CANCELLED',
  'PREPARING>SHIPPED',
  'PREPARING>CANCELLED',
  'SHIPPED>DELIVERED',
]);

test('every pair of states: only the listed transitions are allowed', () => {
  let checked = 0;
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      assert.equal(canTransition(from, to), ALLOWED.has(`${from}>${to}`), `${from} -> ${to}`);
      checked += 1;
    }
  }
  assert.equal(checked, 36);
});

test('the table names every state, and DELIVERED and CANCELLED are final', () => {
  assert.deepEqual(Object.keys(ORDER_TRANSITIONS).sort(), [...ORDER_STATUSES].sort());
  const finals = ORDER_STATUSES.filter((status) => ORDER_TRANSITIONS[status].length === 0);
  assert.deepEqual(finals, ['DELIVERED', 'CANCELLED'] satisfies OrderStatusName[]);
});

test('a refund is owed only when a paid order (not yet shipped) is cancelled', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const expected = to === 'CANCELLED' && (from === 'PAID' || from === 'PREPARING');
      assert.equal(needsRefund(from, to), expected, `${from} -> ${to}`);
    }
  }
});
