import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from '../common/columns.js';

/**
 * Messages kept instead of sent when no SMTP_URL is configured (demo, offline). A table rather
 * than memory so the links survive a restart and every API instance sees the same list.
 */
export const outboxMail = pgTable('outbox_mail', {
  // An identity gives "newest first" a strict order even for messages written in the same millisecond.
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: timestampMs('created_at').notNull().defaultNow(),
});

export type OutboxMailRow = typeof outboxMail.$inferSelect;
