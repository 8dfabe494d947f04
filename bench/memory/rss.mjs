// The API process's resident memory (VmRSS of /proc/<pid>/status), sampled on a fixed clock with its
// heap after a full collection (heap.mjs), and the RSS figures the report shows beside the judged heap
// slope: RSS at the early and late marks, their ratio, the max, the per-minute medians and their slope.
import { readFile } from 'node:fs/promises';

/** kB of resident memory from the text of /proc/<pid>/status; undefined when the line is missing. */
export function parseVmRss(statusText) {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  return match ? Number(match[1]) : undefined;
}

/** kB of resident memory of a live process (Linux); throws when the process is gone. */
export async function readRssKb(pid) {
  const rss = parseVmRss(await readFile(`/proc/${pid}/status`, 'utf8'));
  if (rss === undefined) throw new Error(`no VmRSS for process ${pid} (exited?)`);
  return rss;
}

/** The sample taken closest to `seconds` after the start. */
export function sampleNear(samples, seconds) {
  let best;
  for (const sample of samples) {
    if (!best || Math.abs(sample.seconds - seconds) < Math.abs(best.seconds - seconds)) best = sample;
  }
  return best;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The median RSS (MB) of each whole minute from `fromSeconds` to `toSeconds`: {minute (its middle, in
 * minutes since the load started), rssMb, heapMb (when the samples have the heap), samples}. A median
 * per minute ignores the garbage collector's saw-tooth inside the minute; a minute with no sample is left out.
 */
export function minuteMedians(samples, fromSeconds, toSeconds) {
  const minutes = [];
  for (let start = fromSeconds; start + 60 <= toSeconds + 1; start += 60) {
    const inside = samples.filter((s) => s.seconds >= start && s.seconds < start + 60);
    if (inside.length === 0) continue;
    const heap = inside.filter((s) => s.heapKb !== undefined).map((s) => s.heapKb / 1024);
    minutes.push({
      minute: (start + 30) / 60,
      rssMb: median(inside.map((s) => s.rssKb / 1024)),
      ...(heap.length && { heapMb: median(heap) }),
      samples: inside.length,
    });
  }
  return minutes;
}

/** The least-squares slope of y over x for points {x, y}; undefined with fewer than 2 distinct x. */
export function leastSquaresSlope(points) {
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const covariance = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return points.length < 2 || variance === 0 ? undefined : covariance / variance;
}

/** The least-squares slope of rssMb over minute (MB per minute); undefined with fewer than 2 points. */
export const slopePerMinute = (points) => leastSquaresSlope(points.map((p) => ({ x: p.minute, y: p.rssMb })));

/** RSS at the two marks, late ÷ early, the largest sample, and the per-minute medians after the warm-up with their slope. */
export function summarizeRss(samples, { earlySeconds, lateSeconds }) {
  if (samples.length === 0) throw new Error('no RSS sample');
  const early = sampleNear(samples, earlySeconds);
  const late = sampleNear(samples, lateSeconds);
  const max = samples.reduce((a, b) => (b.rssKb > a.rssKb ? b : a));
  const minutes = minuteMedians(samples, earlySeconds, lateSeconds);
  return {
    start: samples[0],
    early,
    late,
    ratio: late.rssKb / early.rssKb,
    max,
    minutes,
    slopeMbPerMin: slopePerMinute(minutes),
  };
}

/**
 * Reads the RSS of `pid` at startedAt + k × interval for k = 0 … total ÷ interval (a fixed clock:
 * a slow read does not shift the next one); `onSample` sees each one as it comes. With `heap` (heap.mjs's
 * connectHeap on the same process) each sample also has heapKb, the heap after a full collection, and
 * heapReadMs, how long that took. RSS is read first: the forced collection would lower it, and RSS is
 * meant as what the process reached.
 */
export async function sampleMemory({ pid, heap, startedAt, intervalSeconds, totalSeconds, onSample = () => {} }) {
  const samples = [];
  for (let k = 0; k * intervalSeconds <= totalSeconds; k += 1) {
    const due = startedAt + k * intervalSeconds * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    const sample = { seconds: Number(((Date.now() - startedAt) / 1000).toFixed(2)), rssKb: await readRssKb(pid) };
    if (heap) {
      const asked = performance.now();
      sample.heapKb = await heap.usedAfterGcKb();
      sample.heapReadMs = Math.round(performance.now() - asked); // the API is paused for most of it
    }
    samples.push(sample);
    onSample(sample);
  }
  return samples;
}
