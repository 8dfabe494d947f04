import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingTimeAfter } from './trace-tbt.mjs';

test('TBT counts the time over 50 ms of each long task after first contentful paint', () => {
  const tasks = [
    { startMs: 100, durationMs: 400 }, // before FCP (at 600): not counted
    { startMs: 700, durationMs: 120 }, // 70 over
    { startMs: 900, durationMs: 50 }, // exactly 50: nothing over
    { startMs: 1000, durationMs: 260.4 }, // 210.4 over
  ];
  assert.equal(blockingTimeAfter(600, tasks), 280);
});

test('a task that straddles first contentful paint counts only from it', () => {
  assert.equal(blockingTimeAfter(600, [{ startMs: 500, durationMs: 300 }]), 150); // 200 after FCP
  assert.equal(blockingTimeAfter(600, [{ startMs: 500, durationMs: 140 }]), 0); // 40 after FCP
});

test('no long task, no blocking time', () => {
  assert.equal(blockingTimeAfter(0, []), 0);
});
