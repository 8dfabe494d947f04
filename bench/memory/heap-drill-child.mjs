// The heap drill's process (heap-drill.test.mjs), started with --inspect: it makes ~2 MB/s of garbage
// and keeps DRILL_RETAIN_BYTES_PER_SECOND of JS heap (0: nothing). What it keeps is paced by the wall
// clock, not by the ticks, so a tick that comes late on a busy machine does not slow the leak down.
const retainPerSecond = Number(process.env.DRILL_RETAIN_BYTES_PER_SECOND ?? 0);
// Arrays of small integers live in the JS heap at 8 bytes an element (64-bit node, no pointer
// compression); Buffers and typed arrays would not: their bytes are outside it.
const ELEMENT_BYTES = 8;
const CHUNK_ELEMENTS = 1024; // 8 KB an array
const kept = [];
const startedAt = Date.now();
let keptBytes = 0;
const recent = new Array(4); // the last few garbage arrays, overwritten: a constant 32 KB, never growing

const chunk = (seed) => Array.from({ length: CHUNK_ELEMENTS }, (_, i) => (seed + i) % 1000);

setInterval(() => {
  // 25 × 8 KB every 100 ms: ~2 MB/s of garbage, gone at the next collection.
  for (let i = 0; i < 25; i += 1) recent[i % recent.length] = chunk(i);
  const due = (retainPerSecond * (Date.now() - startedAt)) / 1000;
  while (keptBytes < due) {
    kept.push(chunk(keptBytes));
    keptBytes += CHUNK_ELEMENTS * ELEMENT_BYTES;
  }
}, 100);
