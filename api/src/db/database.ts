import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config.js';
import type { QueryListener } from './query-watchers.js';
import * as schema from './schema.js';

export type DatabaseSchema = typeof schema;

/** The query API shared by both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then runs `afterMigrate` (the seed) before anyone else may migrate:
   * on PostgreSQL several instances can start together, so both steps run under an advisory lock.
   */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** Sees the SQL of every statement Drizzle runs (not parameters) until the returned function is called. */
  watchQueries(listener: QueryListener): () => void;
  /** PGlite only: a copy of the data directory, to start other in-memory databases from. */
  dump?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  onPoolError?: (error: Error) => void;
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export async function openDatabase(config: AppConfig, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(config.databaseUrl, options);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(config.dataDir);
}

/** Raw SQL rows. Both drivers answer with `{ rows }`; the shared PgDatabase type cannot express it. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export { schema };
