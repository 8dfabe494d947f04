import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { runWorkerPool } from './cluster.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';

// Longer than a balancer's drain time is pointless: past it, in-flight requests are given up.
const SHUTDOWN_DEADLINE_MS = 25_000;

async function start(config: AppConfig) {
  const app = await buildApp(config);
  let closing = false;
  // SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (idle keep-alive
  // sockets are dropped), close subscriptions, then the event bus, Redis and the database.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
      app.log.info('Shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
}

function main() {
  const config = loadConfig();
  // API_WORKERS > 1: this process only supervises; each worker runs start() (cluster.ts).
  if (config.apiWorkers > 1 && cluster.isPrimary) runWorkerPool(config.apiWorkers);
  else return start(config);
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    // Config problems are the operator's to fix: print them plainly, without a stack trace.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
