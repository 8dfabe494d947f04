import { getTableColumns } from 'drizzle-orm';
import type { User } from '../../generated/graphql.js';
import { users, type UserRow } from './users.table.js';

/** A user row without the password hash: the only shape that may leave the users service. */
export type PublicUserRow = Omit<UserRow, 'passwordHash'>;

const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(users);
export const publicUserColumns = publicColumns;

export function toUser(row: PublicUserRow): User {
  return {
    id: row.id,
    insertedDocId: null,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    birthday: row.birthday,
    role: row.role,
    isActive: row.isActive,
    isEmailVerified: row.isEmailVerified,
    stripeCustomer: row.stripeCustomer,
    address: row.address,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
