import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { publicUserColumns, type PublicUserRow } from '../users/users.mapper.js';
import { users, type NewUserRow } from '../users/users.table.js';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

/** What the account flows need to know about an e-mail's owner (never the password hash itself). */
export interface AccountSummary {
  id: string;
  name: string;
  lastname: string;
  email: string;
  isActive: boolean;
  isEmailVerified: boolean;
  hasPassword: boolean;
}

/** `email` must already be normalised (trimmed, lower case), as it is stored. */
export async function findAccountByEmail(db: Database, email: string): Promise<AccountSummary | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
      isActive: users.isActive,
      isEmailVerified: users.isEmailVerified,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/**
 * Inserts a user, or answers undefined when the e-mail is taken. The unique index decides, so
 * two sign-ups racing for one address cannot both win; ON CONFLICT keeps the transaction usable.
 */
export async function insertAccount(db: Database, values: NewUserRow): Promise<PublicUserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(publicUserColumns);
  return row;
}

/** Answers the account's e-mail, or undefined when the account no longer exists. */
export async function updateAccount(db: Database, id: string, values: PgUpdateSetSource<typeof users>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  return row;
}
