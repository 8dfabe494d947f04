import { eq, or, ilike, sql, type SQL } from 'drizzle-orm';
import type { ActiveFilterEnum } from '../../generated/graphql.js';
import type { CursorCatalog } from '../common/pagination.input.js';
import { likePrefix, type FilterSpec } from '../common/query-filter.js';
import type { PublicUserRow } from './users.mapper.js';
import { ROLES, users, type RoleName } from './users.table.js';

/** Sortable fields of the users list; each has a (field, id) index in users.table.ts. */
export const USER_CURSORS: CursorCatalog<PublicUserRow> = {
  defaultField: 'name',
  fields: {
    name: { column: users.name, kind: 'text', unique: false, read: (row) => row.name },
    lastname: { column: users.lastname, kind: 'text', unique: false, read: (row) => row.lastname },
    email: { column: users.email, kind: 'text', unique: true, read: (row) => row.email },
    createdAt: {
      column: users.createdAt,
      kind: 'timestamp',
      unique: false,
      read: (row) => row.createdAt.toISOString(),
    },
  },
};

/** What queryObjString may filter users by. */
export const USER_FILTERS: FilterSpec = {
  role: (value) => (ROLES.includes(value as RoleName) ? eq(users.role, value as RoleName) : null),
  isEmailVerified: (value) => (typeof value === 'boolean' ? eq(users.isEmailVerified, value) : null),
};

export function activeCondition(filter: ActiveFilterEnum | null | undefined): SQL | undefined {
  if (filter === 'ALL') return undefined;
  return eq(users.isActive, filter !== 'INACTIVE');
}

/** Case-insensitive prefix of the name, last name, full name or e-mail. */
export function nameCondition(text: string | null): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePrefix(text);
  return or(
    ilike(users.name, pattern),
    ilike(users.lastname, pattern),
    ilike(sql`${users.name} || ' ' || ${users.lastname}`, pattern),
    ilike(users.email, pattern),
  );
}
