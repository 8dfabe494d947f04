import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.js';
import type { DatabaseHandle } from './database.js';
import { QueryWatchers } from './query-watchers.js';
import * as schema from './schema.js';

export const IN_MEMORY = 'memory://';

/**
 * Embedded PostgreSQL. PGlite does not lock its directory: one process per data dir.
 * `dump` (from `dumpDataDir`) starts an in-memory database from a copy, skipping the slow initdb.
 */
export async function openPglite(dataDir: string, dump?: Blob): Promise<DatabaseHandle> {
  if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true });
  const client = dataDir === IN_MEMORY ? new PGlite({ loadDataDir: dump }) : new PGlite(dataDir);
  await client.waitReady;
  const watchers = new QueryWatchers();
  const db = drizzle({ client, schema, logger: watchers });
  return {
    db,
    driver: 'pglite',
    async migrate(afterMigrate) {
      // A single process owns the data dir, so no lock is needed here.
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
    watchQueries: (listener) => watchers.watch(listener),
    dump: () => client.dumpDataDir('none'),
  };
}
