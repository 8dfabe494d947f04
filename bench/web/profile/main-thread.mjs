// Where a page's main-thread time goes on a phone-like CPU: the long animation frames (with the
// scripts each ran) and the CPU profile's self time by original source file and function (read
// through the apps' source maps). Pure functions here; profile.mjs drives the browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** Collects long animation frames into window.__longFrames (added before any page script runs). */
export function observeLongFrames() {
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      window.__longFrames.push({
        startMs: Math.round(frame.startTime),
        durationMs: Math.round(frame.duration),
        blockingMs: Math.round(frame.blockingDuration),
        scripts: frame.scripts.map((script) => ({
          durationMs: Math.round(script.duration),
          invoker: script.invoker,
          source: (script.sourceURL || '').split('/').pop(),
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** Resolves a served file's URL to its source map (`<app>/dist/<file>.map`), or null. */
export function sourceMapResolver(root, appOfOrigin) {
  const cache = new Map();
  return (url) => {
    if (cache.has(url)) return cache.get(url);
    const { origin, pathname } = URL.canParse(url) ? new URL(url) : {};
    const app = appOfOrigin[origin];
    const file = app && path.join(root, app, 'dist', `${pathname.slice(1)}.map`);
    const consumer = file && existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null;
    cache.set(url, consumer);
    return consumer;
  };
}

const shortSource = (source, url) =>
  (source ?? `unmapped ${url.split('/').pop()}`).replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '');

const NOT_WORK = ['(idle)', '(program)', '(root)'];

/** A call frame's original source (through the source maps), or the browser's own work. */
function sourceOf(frame, consumerOf) {
  const consumer = consumerOf(frame.url);
  const position = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return {
    source: consumer ? shortSource(position.source, frame.url) : frame.url.split('/').pop() || '(browser)',
    position,
  };
}

/**
 * Self time (ms) by the entry point the browser called (a script's evaluation, a promise reaction,
 * React's scheduler message, a load event: the outermost JS frame of each sample's stack), each
 * with its own self time by original source, largest first: which callback a long task is, and
 * what runs in it.
 */
export function selfTimeByEntry(profile, consumerOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const outermost = (id) => {
    let top = id;
    while (parentOf.has(top) && nodes.get(parentOf.get(top)).callFrame.functionName !== '(root)')
      top = parentOf.get(top);
    return nodes.get(top).callFrame;
  };
  const entries = new Map();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id).callFrame;
    if (NOT_WORK.includes(frame.functionName)) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const top = outermost(id);
    const key = `${top.url.split('/').pop() || '(browser)'} ${top.functionName || '(script)'}`;
    const entry = entries.get(key) ?? { key, ms: 0, sources: new Map() };
    const { source } = sourceOf(frame, consumerOf);
    entry.ms += ms;
    entry.sources.set(source, (entry.sources.get(source) ?? 0) + ms);
    entries.set(key, entry);
  });
  return [...entries.values()]
    .sort((a, b) => b.ms - a.ms)
    .map(({ key, ms, sources }) => ({
      key,
      ms: Math.round(ms),
      sources: [...sources]
        .sort((a, b) => b[1] - a[1])
        .map(([source, sourceMs]) => ({ key: source, ms: Math.round(sourceMs) })),
    }));
}

/** Self time (ms) of a CPU profile by original source file and by function, largest first. */
export function selfTimeBySource(profile, consumerOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const bySource = new Map();
  const byFunction = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id).callFrame;
    if (NOT_WORK.includes(frame.functionName)) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const { source, position } = sourceOf(frame, consumerOf);
    add(bySource, source, ms);
    add(byFunction, `${source}:${position?.line ?? frame.lineNumber} ${position?.name ?? frame.functionName}`, ms);
  });
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([key, ms]) => ({ key, ms: Math.round(ms) }));
  return { bySource: sorted(bySource), byFunction: sorted(byFunction) };
}
