import { and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ActiveFilterEnum, PaginationInput, UserResult, UsersResult } from '../../generated/graphql.js';
import type { Database } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { MESSAGES } from '../common/messages.js';
import { parsePageInput } from '../common/pagination.input.js';
import { fetchKeysetPage, refusedPage, type KeysetSource } from '../common/pagination.keyset.js';
import { parseQueryObject } from '../common/query-filter.js';
import type { DashboardNotifier } from '../events/domain-events.js';
import { publicUserColumns, toUser, type PublicUserRow } from './users.mapper.js';
import { activeCondition, nameCondition, USER_CURSORS, USER_FILTERS } from './users.paging.js';
import { END_SESSIONS, users, type UserRow } from './users.table.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account by id: every request with a session token reads it (prepared, see db/prepared.ts). */
const userById = preparedPerDatabase((db) =>
  db
    .select(publicUserColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_public_by_id'),
);

export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly events?: DashboardNotifier,
  ) {}

  /** The only read that includes the password hash: for checking credentials. */
  async findCredentialsByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    return row;
  }

  async findById(id: string): Promise<PublicUserRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await userById(this.db).execute({ id });
    return row;
  }

  async recordLogin(id: string): Promise<PublicUserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ lastLoginAt: new Date() })
      .where(eq(users.id, id))
      .returning(publicUserColumns);
    return row;
  }

  /** Keyset-paged users. The caller has already checked that the viewer is an admin. */
  async listUsers(input: PaginationInput | null | undefined, active: ActiveFilterEnum | null | undefined) {
    const page = parsePageInput(input, USER_CURSORS);
    if (!page.ok) return refused(input, page.code, page.message);
    const byObject = parseQueryObject(page.value.queryObjString, USER_FILTERS);
    if (!byObject.ok) return refused(input, byObject.code, byObject.message);
    const filter = and(activeCondition(active), nameCondition(page.value.nameToFilter), byObject.value);
    const { rows, paginationRes } = await fetchKeysetPage(page.value, this.keysetSource(), filter);
    return { status: true, message: MESSAGES.ok, paginationRes, users: rows.map(toUser) } satisfies UsersResult;
  }

  /**
   * Activates or deactivates a user. The caller has already checked that `viewerId` is an admin.
   * Deactivating also ends the user's open sessions now (END_SESSIONS: every token check re-reads
   * the account), and they stay ended if the account is reactivated later. An account
   * still waiting for its owner's activation link has no password: only the link activates it.
   */
  /** Logout: every session of the user ends, on every instance (they all read the account). */
  async endSessions(id: string): Promise<void> {
    await this.db.update(users).set(END_SESSIONS).where(eq(users.id, id));
  }

  async setUserActive(viewerId: string, id: string, isActive: boolean): Promise<UserResult> {
    const refused = (message: string): UserResult => ({ status: false, message, user: null });
    const target = await this.findById(id);
    if (!target) return refused(MESSAGES.users.notFound);
    if (!isActive && target.id === viewerId) return refused(MESSAGES.users.cannotDeactivateSelf);
    if (target.isActive === isActive) {
      const text = isActive ? MESSAGES.users.alreadyActive : MESSAGES.users.alreadyInactive;
      return { status: true, message: text(target.name), user: toUser(target) };
    }
    const now = new Date();
    const [row] = await this.db
      .update(users)
      .set(isActive ? { isActive, updatedAt: now } : { isActive, ...END_SESSIONS, updatedAt: now })
      .where(and(eq(users.id, target.id), isActive ? isNotNull(users.passwordHash) : undefined))
      .returning(publicUserColumns);
    if (!row) return refused(isActive ? MESSAGES.users.pendingActivation : MESSAGES.users.notFound);
    this.events?.dashboardChanged();
    const text = isActive ? MESSAGES.users.activated : MESSAGES.users.deactivated;
    return { status: true, message: text(row.name), user: toUser(row) };
  }

  private keysetSource(): KeysetSource<PublicUserRow> {
    return {
      idColumn: users.id,
      idOf: (row) => row.id,
      fetch: (where: SQL | undefined, orderBy: SQL[], limit: number) =>
        this.db
          .select(publicUserColumns)
          .from(users)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit),
      count: async (where: SQL | undefined) => {
        const [row] = await this.db.select({ total: count() }).from(users).where(where);
        return row?.total ?? 0;
      },
    };
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function refused(input: PaginationInput | null | undefined, code: number, message: string): UsersResult {
  return { status: false, message, paginationRes: refusedPage(input, code, message), users: [] };
}
