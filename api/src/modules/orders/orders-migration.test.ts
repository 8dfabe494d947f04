import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../paths.js';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of drizzle/ that stops before the orders migration: the database as it was in production. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'del-campo-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  assert.ok(index > 0, `${tag} in the journal`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

test('orders created before checkout keep their rows: PENDING becomes PENDING_PAYMENT and they get numbers', async () => {
  const oldMigrations = migrationsBefore('0003_orders_checkout');
  const client = new PGlite();
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: oldMigrations });
    await client.exec(`
      insert into users (id, name, lastname, email, role) values
        ('00000000-0000-4000-8000-000000000001', 'Ana', 'Prueba', 'ana@example.com', 'CLIENT');
      insert into orders (user_id, status, total_cents) values
        ('00000000-0000-4000-8000-000000000001', 'PENDING', 1000),
        ('00000000-0000-4000-8000-000000000001', 'PAID', 2000);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const { rows } = await client.query<{ status: string; number: string; total_cents: number }>(
      'select status::text as status, number, total_cents from orders order by total_cents',
    );
    assert.deepEqual(rows, [
      { status: 'PENDING_PAYMENT', number: 'DC-000001', total_cents: 1000 },
      { status: 'PAID', number: 'DC-000002', total_cents: 2000 },
    ]);
    const labels = await client.query<{ label: string }>(
      `select enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid
       where t.typname = 'order_status' order by e.enumsortorder`,
    );
    assert.deepEqual(
      labels.rows.map((row) => row.label),
      ['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'],
    );
    await client.exec(`insert into orders (user_id, total_cents) values ('00000000-0000-4000-8000-000000000001', 5)`);
    const fresh = await client.query<{ status: string; number: string }>(
      'select status::text as status, number from orders where total_cents = 5',
    );
    assert.deepEqual(fresh.rows, [{ status: 'PENDING_PAYMENT', number: 'DC-000003' }]);
  } finally {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  }
});

test('orders placed before the contact phone keep their rows with none; the column admits only 10 digits', async () => {
  const oldMigrations = migrationsBefore('0013_order_phone');
  const client = new PGlite();
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: oldMigrations });
    await client.exec(`
      insert into users (id, name, lastname, email, role) values
        ('00000000-0000-4000-8000-000000000001', 'Ana', 'Prueba', 'ana@example.com', 'CLIENT');
      insert into orders (user_id, status, total_cents) values ('00000000-0000-4000-8000-000000000001', 'PAID', 2000);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const { rows } = await client.query<{ total_cents: number; phone: string | null }>(
      'select total_cents, phone from orders',
    );
    assert.deepEqual(rows, [{ total_cents: 2000, phone: null }]);
    await client.exec(`update orders set phone = '3336142020'`);
    await assert.rejects(client.exec(`update orders set phone = '33 3614 2020'`), /orders_phone_digits/);
  } finally {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  }
});
