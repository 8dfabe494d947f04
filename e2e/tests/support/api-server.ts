import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../api/src/app.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { queryRows } from '../../../api/src/db/database.ts';

/** The API running in this test process on a fresh in-memory database with the demo seed. */
export interface RunningApi {
  url: string;
  /** A GraphQL query as a caller would send it; fails the test on GraphQL errors. */
  query<T>(document: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  /** Raw SQL against the same database the site uses. */
  sql<Row>(text: string): Promise<Row[]>;
  close(): Promise<void>;
}

/** A port that is free now: the API must know its own URL (image links) before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * With E2E_API_LOG_DIR set (npm test sets it), every API of the e2e run logs its request lines
 * into that folder, so `scripts/check-log-secrets.mjs` can prove no secret was ever logged.
 */
function logFileFor(port: number) {
  const dir = process.env.E2E_API_LOG_DIR;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const testFile = path.basename(process.argv.at(-1) ?? 'e2e', '.test.ts');
  return createWriteStream(path.join(dir, `${testFile}-${process.pid}-${port}.log`));
}

export async function startApi(allowedOrigins: string[], env: Record<string, string> = {}): Promise<RunningApi> {
  const port = await freePort();
  const logFile = logFileFor(port);
  const config = loadConfig({
    NODE_ENV: 'test',
    DEMO_MODE: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: 'memory://',
    // The catalogue and accounts, no order history: each test places the orders it looks at.
    SEED_DEMO: 'true',
    SEED_DEMO_ORDERS: 'false',
    LOG_LEVEL: logFile ? 'info' : 'warn',
    CORS_ORIGINS: allowedOrigins.join(','),
    ...env,
  });
  const app = await buildApp(config, logFile ? { logStream: logFile } : {});
  // The tests buy a fruit or two: no minimum order unless a test sets one (delivery-promise.test.ts).
  await app.database.db.execute(sql`update delivery_zones set min_order_cents = 0`);
  await app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl;

  return {
    url,
    async query<T>(document: string, variables = {}, token?: string) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify({ query: document, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      if (body.errors?.length || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
      return body.data;
    },
    sql: <Row>(text: string) => queryRows<Row>(app.database.db, sql.raw(text)),
    close: async () => {
      await app.close();
      await new Promise((resolve) => (logFile ? logFile.end(resolve) : resolve(undefined)));
    },
  };
}
