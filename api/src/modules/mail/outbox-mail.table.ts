import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from '../common/columns.js';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The e-mail outbox (the issue calls it `mail_outbox`; the table kept its older name). Callers
 * insert a row in the transaction of the change that causes the message (a registration, an
 * order), so there is a message exactly when the change committed; the worker
 * (`mail-worker.ts`) delivers `pending` rows and marks them `sent`, or retries them with backoff
 * until `failed`. Without SMTP_URL the rows are only marked sent and stay readable on /dev/mail.
 */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    // An identity gives "newest first" a strict order even for messages written in the same millisecond.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What kind of message ("confirm", "order", ...): named in logs in place of the content. */
    purpose: text('purpose').notNull(),
    /** "Name <address>" as shown on /dev/mail. */
    recipient: text('recipient').notNull(),
    toName: text('to_name').notNull(),
    toAddress: text('to_address').notNull(),
    replyToName: text('reply_to_name'),
    replyToAddress: text('reply_to_address'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Delivery attempts made so far (successful or not). */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; a worker that claims the row pushes it forward by the claim lease. */
    nextAttemptAt: timestampMs('next_attempt_at').notNull().defaultNow(),
    /** The last failure's error name and code (never the message, which holds the link). */
    lastError: text('last_error'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    sentAt: timestampMs('sent_at'),
  },
  (table) => [
    check('outbox_mail_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    index('outbox_mail_pending_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type OutboxMailRow = typeof outboxMail.$inferSelect;
