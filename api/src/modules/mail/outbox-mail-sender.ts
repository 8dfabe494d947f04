import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { formatRecipient, type MailMessage, type MailSender } from './mail-sender.js';
import { outboxMail, type OutboxMailRow } from './outbox-mail.table.js';

/** Keeps each message in the outbox_mail table (no SMTP_URL): /dev/mail shows them in demo mode. */
export class OutboxMailSender implements MailSender {
  constructor(private readonly db: Database) {}

  async send(message: MailMessage): Promise<void> {
    const { subject, html, text } = message;
    await this.db.insert(outboxMail).values({ recipient: formatRecipient(message.to), subject, html, text });
  }

  async close(): Promise<void> {}
}

export function listOutbox(db: Database, limit: number): Promise<OutboxMailRow[]> {
  return db.select().from(outboxMail).orderBy(desc(outboxMail.id)).limit(limit);
}
