import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { testConfig } from '../test/helper.js';
import { openTestPglite } from '../test/pglite-template.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { openDatabase, queryRows, type DatabaseHandle } from './database.js';
import { needPostgres, serviceTest } from '../test/services.js';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    handle.db,
    sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
  );
  return row?.total ?? 0;
}

test('migrating again is a no-op', async () => {
  const config = testConfig();
  const handle = config.databaseUrl ? await openDatabase(config) : await openTestPglite();
  try {
    await handle.migrate();
    await handle.migrate();
    assert.equal(await appliedMigrations(handle), journal.entries.length);
  } finally {
    await handle.close();
  }
});

serviceTest(
  await needPostgres('PGlite is one process per database'),
  'instances starting together take turns: migration and seed check never overlap',
  {},
  async () => {
    const config = testConfig();
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase(config)));
    let inside = 0;
    let overlaps = 0;
    const slowSeedCheck = async () => {
      inside += 1;
      if (inside > 1) overlaps += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      inside -= 1;
    };
    try {
      await Promise.all(instances.map((instance) => instance.migrate(slowSeedCheck)));
      assert.equal(overlaps, 0);
      assert.equal(await appliedMigrations(instances[0]!), journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  },
);
