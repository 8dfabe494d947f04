import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { testConfig } from '../test/helper.js';
import { queryRows } from './database.js';
import { needPostgres, serviceTest } from '../test/services.js';

// Several instances deployed at once on an empty PostgreSQL database: the advisory lock around
// migration and seed makes one migrate and seed while the others wait, then find nothing to do.
const baseUrl = process.env.TEST_DATABASE_URL;
const postgres = await needPostgres('a fresh PostgreSQL database is created next to it');
const migrations = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

serviceTest(
  postgres,
  'two apps starting together on a fresh database both come up, migrated and seeded once',
  {},
  async (t) => {
    const name = `${new URL(baseUrl!).pathname.slice(1)}_fresh_${process.pid}`;
    await onServer(`drop database if exists "${name}"`);
    await onServer(`create database "${name}"`);
    t.after(() => onServer(`drop database if exists "${name}" with (force)`));
    const freshUrl = Object.assign(new URL(baseUrl!), { pathname: `/${name}` }).toString();
    const config = testConfig({ DATABASE_URL: freshUrl, SEED_DEMO: 'true' });

    const apps = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp(config);
        await app.ready();
        return app;
      }),
    );
    t.after(() => Promise.all(apps.map((app) => app.close())));

    const [counts] = await queryRows<{ migrations: number; users: number; categories: number; gaps: number }>(
      apps[0]!.database.db,
      sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
               (select count(*)::int from users) as users,
               (select count(*)::int from categories) as categories,
               (select max(substr(number, 4)::int) - count(*) from orders)::int as gaps`,
    );
    // The demo order history too, once: numbered DC-000001 up without a gap a second seed would leave.
    assert.deepEqual(counts, { migrations, users: 12, categories: 8, gaps: 0 });
    for (const app of apps) assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
  },
);
