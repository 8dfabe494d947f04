// The API process's CPU time from Linux /proc (the bench's own reading, nothing inside the API): per
// process in ticks (stat) for the loads, the main thread's in ns (schedstat) for the paired requests.
import { readFileSync } from 'node:fs';

/** CPU time (user + system, ms) of one process so far; Linux /proc with 100 ticks per second, else undefined. */
function ownCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The pids under `pid` (cluster workers), from Linux /proc; none elsewhere. */
function descendants(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.flatMap((child) => [Number(child), ...descendants(Number(child))]);
  } catch {
    return [];
  }
}

/** CPU time of the API process and its workers (API_WORKERS), in ms. */
export function cpuMs(pid) {
  const own = ownCpuMs(pid);
  if (own === undefined) return undefined;
  return descendants(pid).reduce((sum, child) => sum + (ownCpuMs(child) ?? 0), own);
}

/** ns on a CPU of every thread of `pid` so far (Linux); undefined where /proc has no schedstat. */
/**
 * ns on a CPU of the main thread of `pid` so far (Linux schedstat), undefined elsewhere. The API's
 * JavaScript and PGlite's SQL (WebAssembly in the same thread) run there; the garbage collector's
 * and libuv's helper threads, left out, added outliers of 10x to single blocks.
 */
function mainThreadCpuNs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

/** ns on a CPU of the main threads of the API process and its workers (API_WORKERS). */
export function apiCpuNs(pid) {
  const own = mainThreadCpuNs(pid);
  if (own === undefined) return undefined;
  return descendants(pid).reduce((sum, child) => sum + (mainThreadCpuNs(child) ?? 0), own);
}
