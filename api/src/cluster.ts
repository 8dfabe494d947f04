import cluster, { type Worker } from 'node:cluster';

/**
 * API_WORKERS > 1: this (primary) process serves nothing itself. It forks that many copies of the
 * API (node:cluster), which share its port: the primary accepts connections and hands them out in
 * turn. Each worker is the usual single-process API (migrations and seed run under an advisory
 * lock, so starting together is safe). A worker that dies after it was serving is replaced; one that
 * dies before it ever served (a configuration or database problem) stops the whole API.
 * SIGTERM/SIGINT: every worker drains as a single process would (see server.ts), then the primary exits.
 */
export function runWorkerPool(workers: number, log: (message: string) => void = console.error): void {
  let stopping = false;
  let exitCode = 0;
  const alive = new Set<Worker>();
  const serving = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.once('listening', () => serving.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      // A worker still starting has nothing in flight: SIGTERM's default (end at once) is clean for it.
      const startingAndTerminated = !serving.has(worker) && signal === 'SIGTERM';
      if (code === 0 || startingAndTerminated) return finishWhenLast();
      log(`API worker ${worker.process.pid} stopped badly (${signal ?? `exit ${code}`})`);
      exitCode = 1;
    } else if (serving.has(worker)) {
      log(`API worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`);
      fork();
    } else {
      log(`API worker ${worker.process.pid} exited (${signal ?? `exit ${code}`}) before serving; stopping`);
      exitCode = 1;
      stop('worker failure');
    }
    finishWhenLast();
  });

  function finishWhenLast() {
    if (stopping && alive.size === 0) process.exit(exitCode);
  }

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`Stopping ${alive.size} API workers (${reason})`);
    for (const worker of alive) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < workers; i += 1) fork();
}
