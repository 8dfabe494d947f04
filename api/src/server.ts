import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function start() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'Shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
}

start().catch((error: unknown) => {
  // Config problems are the operator's to fix: print them plainly, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
