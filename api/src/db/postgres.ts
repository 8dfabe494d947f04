import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import type { DatabaseHandle, OpenDatabaseOptions } from './database.js';
import { QueryWatchers } from './query-watchers.js';
import * as schema from './schema.js';

// Session-level lock taken by whichever instance migrates first; the others wait, then find nothing to do.
const MIGRATION_LOCK = `hashtext('del-campo-api:migrate')`;

export async function openPostgres(connectionString: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onPoolError?.(error));
  const watchers = new QueryWatchers();
  const db = drizzle({ client: pool, schema, logger: watchers });
  return {
    db,
    driver: 'postgres',
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
        await afterMigrate?.(db);
      } finally {
        await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    watchQueries: (listener) => watchers.watch(listener),
  };
}
