import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { MailSender } from './mail-sender.js';
import { outboxMail, type OutboxMailRow } from './outbox-mail.table.js';

/**
 * No SMTP_URL (demo, offline): the message already sits in the outbox_mail table, where /dev/mail
 * shows it in demo mode, so "delivering" it only lets the worker mark the row sent.
 */
export class OutboxMailSender implements MailSender {
  async send(): Promise<void> {}

  async close(): Promise<void> {}
}

export function listOutbox(db: Database, limit: number): Promise<OutboxMailRow[]> {
  return db.select().from(outboxMail).orderBy(desc(outboxMail.id)).limit(limit);
}
