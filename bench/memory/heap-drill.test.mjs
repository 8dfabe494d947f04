// The heap sampler on real processes: a child that keeps 12 MB of JS heap a minute (12 × the 1 MB/min
// leak the budget must catch) and one that only makes garbage, each sampled by the section's own
// sampler (inspector, full collection, heap used) every second for 12 s and read by the judged fit.
// The two run side by side (~15 s); the margins are wide, so a busy machine does not turn them over.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, test } from 'node:test';
import { connectHeap, freeInspectorPort, inspectArg, summarizeHeap } from './heap.mjs';
import { SLOPE_LIMIT_MB_PER_MIN } from './report.mjs';
import { sampleMemory } from './rss.mjs';

const CHILD = path.join(import.meta.dirname, 'heap-drill-child.mjs');
const MB = 1024 * 1024;
const LEAK_MB_PER_MIN = 12;
/** 2 s for the child to settle, then 11 samples over 10 s. */
const PLAN = { intervalSeconds: 1, totalSeconds: 12, earlySeconds: 2, lateSeconds: 12 };

/** Starts the child with its inspector on 127.0.0.1, samples it on PLAN, stops it; the heap summary. */
async function drill(retainMbPerMin) {
  const port = await freeInspectorPort();
  const child = spawn(process.execPath, [inspectArg(port), CHILD], {
    env: { ...process.env, DRILL_RETAIN_BYTES_PER_SECOND: String((retainMbPerMin * MB) / 60) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit');
  try {
    const heap = await connectHeap(port);
    try {
      const samples = await sampleMemory({ pid: child.pid, heap, startedAt: Date.now(), ...PLAN });
      return { samples, ...summarizeHeap(samples, PLAN) };
    } finally {
      await heap.close();
    }
  } catch (error) {
    throw new Error(`${error.message}\nchild's stderr:\n${stderr}`, { cause: error });
  } finally {
    child.kill();
    await exited;
  }
}

const series = (samples) => samples.map((s) => `${s.seconds} s: ${(s.heapKb / 1024).toFixed(2)} MB`).join(', ');

describe('the heap drill: real processes under the inspector', { concurrency: 2, timeout: 90_000 }, () => {
  test(`a process keeping ${LEAK_MB_PER_MIN} MB/min is read above the limit scaled to that rate`, async () => {
    const { samples, points, slopeMbPerMin } = await drill(LEAK_MB_PER_MIN);
    assert.ok(points >= 8, `${points} samples after the warm-up`);
    const scaledLimit = SLOPE_LIMIT_MB_PER_MIN * LEAK_MB_PER_MIN; // 9 MB/min: the limit at this leak's scale
    assert.ok(slopeMbPerMin > scaledLimit, `slope ${slopeMbPerMin} MB/min; ${series(samples)}`);
    assert.ok(slopeMbPerMin < LEAK_MB_PER_MIN * 1.5, `slope ${slopeMbPerMin} MB/min reads more than is kept`);
  });

  test('a process that makes garbage and keeps none is read near 0', async () => {
    const { samples, points, slopeMbPerMin } = await drill(0);
    assert.ok(points >= 8, `${points} samples after the warm-up`);
    // A tenth of the leak's scaled limit: the garbage (~2 MB/s) is gone after every full collection.
    assert.ok(
      Math.abs(slopeMbPerMin) < 0.1 * SLOPE_LIMIT_MB_PER_MIN * LEAK_MB_PER_MIN,
      `slope ${slopeMbPerMin} MB/min; ${series(samples)}`,
    );
  });
});
