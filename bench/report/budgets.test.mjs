import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATUS, check, exitCodeFor, markKnownFailing, quickRunBudgets, sectionBudgets } from './budgets.mjs';
import { apiPostgresBudgets } from '../api/budgets.mjs';

test('check: at least / at most, with the signed margin', () => {
  assert.deepEqual(check(0.5, 0.25, 'min'), { status: STATUS.PASS, measured: 0.5, by: 1 });
  assert.equal(check(0.3, 0.4, 'min').status, STATUS.FAIL);
  assert.equal(check(30, 25, 'max').status, STATUS.FAIL);
  assert.equal(check(30, 25, 'max').by, -0.2);
  assert.equal(check(25, 25, 'max').status, STATUS.PASS);
  assert.equal(check(undefined, 25, 'max').status, STATUS.NOT_MEASURED);
});

test('a failed section breaks every one of its budgets; a skipped one measures none', () => {
  const rows = [{ section: 'Web', what: 'x', status: STATUS.PASS, measured: 1 }];
  assert.equal(sectionBudgets(rows, { error: 'boom' })[0].status, STATUS.FAIL);
  assert.equal(sectionBudgets(rows, { skipped: 'no PostgreSQL' })[0].status, STATUS.NOT_MEASURED);
  assert.equal(sectionBudgets(rows, { skipped: 'no PostgreSQL' })[0].note, 'no PostgreSQL');
  assert.equal(sectionBudgets(rows, { figures: 1 })[0].status, STATUS.PASS);
});

test('a quick run judges correctness and load-independent rows only, and a failed section stays broken', () => {
  const rows = [
    { what: 'speed', status: STATUS.FAIL, by: -0.5 },
    { what: 'errors', status: STATUS.FAIL, correctness: true },
    { what: 'bytes', status: STATUS.FAIL, loadIndependent: true },
    ...sectionBudgets([{ what: 'web', status: STATUS.PASS }], { error: 'boom' }),
  ];
  const judged = quickRunBudgets(rows);
  assert.deepEqual(
    judged.map((b) => b.status),
    [STATUS.NOT_MEASURED, STATUS.FAIL, STATUS.FAIL, STATUS.FAIL],
  );
});

test('a row on the known failures shows as failing (known) with its issue and does not break the run', () => {
  const known = [{ key: 'Web: x', issue: '#30', reason: 'antd on checkout' }];
  const [row] = markKnownFailing([{ section: 'Web', what: 'x', status: STATUS.FAIL, note: 'checkout' }], known);
  assert.deepEqual(
    [row.status, row.known, row.note],
    [STATUS.KNOWN_FAIL, '#30', 'known: #30, antd on checkout; checkout'],
  );
  assert.equal(exitCodeFor([row]), 0);
  const [failedSection] = markKnownFailing(
    sectionBudgets([{ section: 'Web', what: 'x', status: STATUS.PASS }], { error: 'boom' }),
    known,
  );
  assert.equal(failedSection.status, STATUS.FAIL, 'a failed section is not excused by the list');
});

test('the bench exits 1 exactly when a budget is broken', () => {
  assert.equal(exitCodeFor([{ status: STATUS.PASS }, { status: STATUS.NOT_MEASURED }]), 0);
  assert.equal(exitCodeFor([{ status: STATUS.PASS }, { status: STATUS.FAIL }]), 1);
});

test('placeOrder on PostgreSQL: a wrong answer or inexact stock breaks its budgets', () => {
  const api = {
    results: {
      productsPageUncached: { ratio: 0.1, p99: 60, connections: 50 },
      placeOrder: { reqPerSec: 250, errors: 0, timeouts: 0, non2xx: 0, wrong: 1 },
    },
    stock: { exact: false, start: 10, sold: 2, end: 9 },
  };
  const byWhat = Object.fromEntries(apiPostgresBudgets(api).map((b) => [b.what, b.status]));
  assert.equal(byWhat['placeOrder orders/s'], STATUS.PASS);
  assert.equal(byWhat['placeOrder errors'], STATUS.FAIL);
  assert.equal(byWhat['stock at the end = start − sold'], STATUS.FAIL);
  assert.equal(byWhat['product list, cache off: p99 at 50 connections'], STATUS.PASS);
});
