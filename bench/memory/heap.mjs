// The JS heap a process holds after a full garbage collection, read over the Chrome DevTools Protocol
// (node --inspect on 127.0.0.1, Node's global WebSocket), and the slope the budget reads from it.
// What survives a full collection is what the process keeps: RSS also carries the collector's
// saw-tooth, pages V8 has not handed back and PGlite's WASM memory, and swings ~90 MB in a minute.
import { once } from 'node:events';
import net from 'node:net';
import { leastSquaresSlope } from './rss.mjs';

/** A full collection of a few hundred MB under load takes well under a second: past this the inspector is stuck. */
const COMMAND_TIMEOUT_MS = 30_000;
/** The inspector listens before the program's first line runs; this only covers a loaded machine. */
const CONNECT_TIMEOUT_MS = 15_000;

/** A free port on 127.0.0.1 for the inspector (closed again, then given to node: the way startApi picks its own). */
export async function freeInspectorPort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** node's option: the inspector on the loopback only (it runs any code it is sent). */
export const inspectArg = (port) => `--inspect=127.0.0.1:${port}`;

/** The main target's WebSocket URL from /json/list, asked until the inspector answers. */
async function debuggerUrl(port) {
  const deadline = Date.now() + CONNECT_TIMEOUT_MS;
  for (;;) {
    const targets = await fetch(`http://127.0.0.1:${port}/json/list`).then(
      (res) => res.json(),
      () => [],
    );
    const target = targets.find((t) => t.type === 'node') ?? targets[0];
    if (target) return target.webSocketDebuggerUrl;
    if (Date.now() > deadline)
      throw new Error(`no inspector on 127.0.0.1:${port} after ${CONNECT_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `send(method, params)` -> the command's result; answers are matched by id (no domain is enabled, so no events come). */
function commands(socket) {
  let lastId = 0;
  const pending = new Map();
  const settle = (id, error, result) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    clearTimeout(waiting.timer);
    if (error) waiting.reject(error);
    else waiting.resolve(result);
  };
  socket.addEventListener('message', ({ data }) => {
    const { id, error, result } = JSON.parse(data);
    settle(id, error && new Error(`${pending.get(id)?.method}: ${error.message}`), result);
  });
  socket.addEventListener('close', () => {
    for (const id of pending.keys()) settle(id, new Error('the inspector closed the connection'));
  });
  return (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(
        () => settle(id, new Error(`${method}: no answer in ${COMMAND_TIMEOUT_MS / 1000} s`)),
        COMMAND_TIMEOUT_MS,
      );
      pending.set(id, { method, resolve, reject, timer });
      socket.send(JSON.stringify({ id, method, params }));
    });
}

/** Resolves once the socket is open; rejects when it fails first. */
function opened(socket) {
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot open ${socket.url}`)), { once: true });
  });
}

/**
 * Attaches to the inspector on 127.0.0.1:`port`: `usedAfterGcKb()` runs a full collection
 * (HeapProfiler.collectGarbage) and then reads the heap's used bytes (Runtime.getHeapUsage).
 * `close()` must come before the process is asked to stop: a node whose debugger is still attached
 * waits for it to leave before it exits.
 */
export async function connectHeap(port) {
  const socket = new WebSocket(await debuggerUrl(port));
  await opened(socket);
  const send = commands(socket);
  return {
    async usedAfterGcKb() {
      await send('HeapProfiler.collectGarbage');
      const { usedSize } = await send('Runtime.getHeapUsage');
      return Math.round(usedSize / 1024);
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      const closed = once(socket, 'close');
      socket.close();
      await closed;
    },
  };
}

/**
 * The judged series: every heap sample from the end of the warm-up to the late mark, and the
 * least-squares slope of heap MB over minutes. All samples, not per-minute medians: a median was
 * there to step over the collector's saw-tooth, and a sample taken after a full collection has none;
 * what is left is small noise (what is in flight at that instant, ±0.2 MB in the quick runs), which a
 * fit through all ~61 samples averages better than one through 5 medians (for a noise σ per sample, its
 * standard error is ~0.09 σ per minute against ~0.11 σ over 5 minutes). The same fit reads the drill's
 * 1 s series, which has no whole minute.
 */
export function summarizeHeap(samples, { earlySeconds, lateSeconds, intervalSeconds }) {
  const slack = intervalSeconds / 2; // a sample due at the mark is taken a few ms after it
  const series = samples.filter(
    (s) => s.heapKb !== undefined && s.seconds >= earlySeconds - slack && s.seconds <= lateSeconds + slack,
  );
  if (series.length === 0) return undefined;
  return {
    early: series[0],
    late: series.at(-1),
    points: series.length,
    slopeMbPerMin: leastSquaresSlope(series.map((s) => ({ x: s.seconds / 60, y: s.heapKb / 1024 }))),
  };
}
