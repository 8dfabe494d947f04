// node bench/api/profile-top.mjs <file.cpuprofile|dir> [--window FROM-TO] [--top 30]
// Self time of V8 CPU profiles (`node --cpu-prof`), summed over the files: by function and by
// package or source file. --window (microseconds of the monotonic clock, as bench/api/try-order.mjs
// prints them) keeps only the samples taken under load.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { window: { type: 'string' }, top: { type: 'string', default: '30' } },
});
const [from, to] = values.window ? values.window.split('-').map(Number) : [-Infinity, Infinity];
const files = positionals.flatMap((entry) =>
  statSync(entry).isDirectory()
    ? readdirSync(entry)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) => path.join(entry, name))
    : [entry],
);

/** Where a frame's code lives: a package under node_modules, an app source file, node itself, or V8. */
function placeOf(url) {
  if (!url) return '(v8/native)';
  if (url.startsWith('node:')) return url;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1) : url;
}

const byFunction = new Map();
const byPlace = new Map();
let total = 0;
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) return;
    const { callFrame } = nodes.get(id);
    const ms = delta / 1000;
    total += ms;
    if (callFrame.functionName === '(idle)') return;
    const place = placeOf(callFrame.url);
    add(byFunction, `${callFrame.functionName || '(anonymous)'}  ${place}:${callFrame.lineNumber + 1}`, ms);
    add(byPlace, place, ms);
  });
}
const idle = total - [...byPlace.values()].reduce((sum, ms) => sum + ms, 0);
const top = (map) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.top))
    .map(([name, ms]) => ({ name, ms: Math.round(ms), '% busy': ((100 * ms) / (total - idle)).toFixed(1) }));
console.log(`${files.length} profile(s), ${Math.round(total)} ms sampled, ${Math.round(idle)} ms idle`);
console.table(top(byFunction));
console.table(top(byPlace));
