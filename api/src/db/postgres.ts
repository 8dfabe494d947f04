import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import type { DatabaseHandle, OpenDatabaseOptions } from './database.js';
import { QueryWatchers } from './query-watchers.js';
import * as schema from './schema.js';

// Session-level lock taken by whichever instance migrates first; the others wait, then find nothing to do.
const MIGRATION_LOCK = `hashtext('del-campo-api:migrate')`;

/**
 * Limits that turn a database outage into a quick error instead of a hung request (see
 * docs/reliability.md, "Database down"): every request answers within about 6 s whatever happens.
 */
export const POOL_LIMITS = {
  /** Waiting for a connection, new or a free one of the pool. */
  connectionTimeoutMillis: 3_000,
  /** Server side: PostgreSQL cancels a statement running longer (SQLSTATE 57014). */
  statementTimeoutMillis: 5_000,
  /** Client side, for a network that drops packets silently: the answer is given up a little later. */
  queryTimeoutMillis: 5_500,
  /** A session left inside a transaction (its client died mid-way) releases its locks. */
  idleInTransactionTimeoutMillis: 15_000,
  /** TCP keep-alive probes find a connection whose peer vanished. */
  keepAliveInitialDelayMillis: 10_000,
} as const;

export async function openPostgres(connectionString: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: POOL_LIMITS.connectionTimeoutMillis,
    statement_timeout: POOL_LIMITS.statementTimeoutMillis,
    query_timeout: POOL_LIMITS.queryTimeoutMillis,
    idle_in_transaction_session_timeout: POOL_LIMITS.idleInTransactionTimeoutMillis,
    keepAlive: true,
    keepAliveInitialDelayMillis: POOL_LIMITS.keepAliveInitialDelayMillis,
  });
  const reportPoolError = (error: Error) => options.onPoolError?.(error);
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', reportPoolError);
  // pg-pool listens for errors only on idle clients: a client checked out between two statements
  // (inside a transaction) would emit an unhandled 'error' and crash the process when its
  // connection drops. The statement in progress fails on its own; the pool discards the client on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (client.listenerCount('error') === 1) reportPoolError(error);
    });
  });
  const watchers = new QueryWatchers();
  const db = drizzle({ client: pool, schema, logger: watchers });
  return {
    db,
    driver: 'postgres',
    async migrate(afterMigrate) {
      // Its own connection, without the pool's timeouts: waiting for another instance's migration
      // and seed, or a long migration, is expected here.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
      await client.connect();
      client.on('error', (error) => reportPoolError(error));
      try {
        await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
        await afterMigrate?.(db);
      } finally {
        await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
    watchQueries: (listener) => watchers.watch(listener),
  };
}
