import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../paths.js';

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

test('messages the demo outbox kept before the migration count as sent: the worker never mails them', async () => {
  const oldMigrations = migrationsBefore('0006_mail_outbox');
  const client = new PGlite();
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: oldMigrations });
    await client.exec(`
      insert into outbox_mail (recipient, subject, html, text) values
        ('Lucía Pérez <lucia@example.com>', 'Confirma', '<p>x</p>', 'x'),
        ('marco@example.com', 'Restablece', '<p>y</p>', 'y');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const { rows } = await client.query<Record<string, unknown>>(
      `select purpose, to_name, to_address, status, attempts, sent_at = created_at as stamped
       from outbox_mail order by id`,
    );
    assert.deepEqual(rows, [
      {
        purpose: 'legacy',
        to_name: 'Lucía Pérez',
        to_address: 'lucia@example.com',
        status: 'sent',
        attempts: 1,
        stamped: true,
      },
      { purpose: 'legacy', to_name: '', to_address: 'marco@example.com', status: 'sent', attempts: 1, stamped: true },
    ]);
    await assert.rejects(
      client.exec(`update outbox_mail set status = 'lost' where id = 1`),
      /outbox_mail_status_check/,
    );
  } finally {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  }
});
