import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../common/columns.js';
import { users } from '../users/users.table.js';

/** What an e-mailed link is for: confirm an e-mail, activate an admin-created account, reset a password. */
export const ACCOUNT_TOKEN_PURPOSES = ['confirm', 'activate', 'reset'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);

/**
 * One-time tokens sent by e-mail. Only the SHA-256 of the token is kept: someone who reads the
 * table (a backup, a leaked dump) cannot use the links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
    usedAt: timestampMs('used_at'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_unique').on(table.tokenHash),
    index('account_tokens_user_id_purpose_idx').on(table.userId, table.purpose),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
