import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../../paths.js';
import { needPostgres, serviceTest } from '../../test/services.js';

const COUNTS_MIGRATION = '0009_category_product_counts';

/** A copy of drizzle/ that stops before `tag`: the database as it was before that migration. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'del-campo-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  assert.ok(index > 0, `${tag} in the journal`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

/** Three categories (one switched off, one empty) and products active and not in two of them. */
const EXISTING_CATALOGUE = `
  insert into categories (id, name, slug, is_active) values
    ('00000000-0000-4000-8000-0000000000a1', 'Frutas', 'frutas', true),
    ('00000000-0000-4000-8000-0000000000a2', 'Chiles', 'chiles', false),
    ('00000000-0000-4000-8000-0000000000a3', 'Vacía', 'vacia', true);
  insert into products (name, slug, category_id, base_price_cents, is_active)
  select 'Fruta ' || g, 'fruta-' || g, '00000000-0000-4000-8000-0000000000a1', 100, g % 4 <> 0
  from generate_series(1, 40) g;
  insert into products (name, slug, category_id, base_price_cents, is_active)
  select 'Chile ' || g, 'chile-' || g, '00000000-0000-4000-8000-0000000000a2', 100, g % 2 = 0
  from generate_series(1, 7) g;`;

const KEPT = `select c.slug, k.products, k.active_products as active from category_product_counts k
  join categories c on c.id = k.category_id order by c.slug`;

/** Frutas: 40 products, 30 active (every 4th hidden); chiles: 7, 3 active; the empty category has no row. */
const EXPECTED = [
  { slug: 'chiles', products: 7, active: 3 },
  { slug: 'frutas', products: 40, active: 30 },
];

/** After the backfill the triggers take over: one more product and one hidden. */
const AFTER_WRITES = `
  insert into products (name, slug, category_id, base_price_cents) values
    ('Chile nuevo', 'chile-nuevo', '00000000-0000-4000-8000-0000000000a2', 100);
  update products set is_active = false where slug = 'fruta-1';`;

test('PGlite: the migration counts the products already there, then the triggers keep counting', async () => {
  const oldMigrations = migrationsBefore(COUNTS_MIGRATION);
  const client = new PGlite();
  try {
    const db = pgliteDrizzle({ client });
    await pgliteMigrate(db, { migrationsFolder: oldMigrations });
    await client.exec(EXISTING_CATALOGUE);
    await pgliteMigrate(db, { migrationsFolder: MIGRATIONS_DIR });
    assert.deepEqual((await client.query(KEPT)).rows, EXPECTED);
    await client.exec(AFTER_WRITES);
    assert.deepEqual((await client.query(KEPT)).rows, [
      { slug: 'chiles', products: 8, active: 4 },
      { slug: 'frutas', products: 40, active: 29 },
    ]);
  } finally {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  }
});

serviceTest(
  await needPostgres('the migration is run on a database of its own on the PostgreSQL server'),
  'PostgreSQL: the migration counts the products already there, then the triggers keep counting',
  {},
  async () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `counts_migration_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const oldMigrations = migrationsBefore(COUNTS_MIGRATION);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      const db = pgDrizzle({ client });
      await pgMigrate(db, { migrationsFolder: oldMigrations });
      await client.query(EXISTING_CATALOGUE);
      await pgMigrate(db, { migrationsFolder: MIGRATIONS_DIR });
      assert.deepEqual((await client.query(KEPT)).rows, EXPECTED);
      await client.query(AFTER_WRITES);
      assert.deepEqual((await client.query(KEPT)).rows, [
        { slug: 'chiles', products: 8, active: 4 },
        { slug: 'frutas', products: 40, active: 29 },
      ]);
    } finally {
      await client.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(oldMigrations, { recursive: true, force: true });
    }
  },
);
