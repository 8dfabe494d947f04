import type { AccountResult, QuickUserInput, QuickUserResult } from '../../generated/graphql.js';
import { hashPassword } from '../auth/password.js';
import { MESSAGES } from '../common/messages.js';
import { toUser } from '../users/users.mapper.js';
import { queueLink, type AccountDeps } from './account-deps.js';
import { checkBirthday, checkNewPassword, checkQuickUser } from './account-input.js';
import { findAccountByEmail, insertAccount, updateAccount } from './accounts.store.js';
import { END_SESSIONS } from '../users/users.table.js';

/** Accounts an admin creates for someone (quick-user dialog), activated by their owner from the e-mail. */
export class ActivationService {
  constructor(private readonly deps: AccountDeps) {}

  /** The caller has already checked that the viewer is an admin. */
  async createUserQuick(input: QuickUserInput): Promise<QuickUserResult> {
    const refused = (message: string): QuickUserResult => ({ status: false, message, user: null });
    const checked = checkQuickUser(input);
    if (!checked.ok) return refused(checked.message);
    const { db, tokens } = this.deps;
    if (await findAccountByEmail(db, checked.value.email)) return refused(MESSAGES.account.quickUserEmailTaken);
    const created = await db.transaction(async (tx) => {
      // No password and inactive until the owner opens the link: nobody can log in as them meanwhile.
      const user = await insertAccount(tx, {
        ...checked.value,
        role: 'CLIENT',
        isActive: false,
        isEmailVerified: false,
      });
      if (!user) return undefined;
      await queueLink(tx, this.deps, 'activate', user, await tokens.issue(tx, user.id, 'activate'));
      return user;
    });
    if (!created) return refused(MESSAGES.account.quickUserEmailTaken);
    this.deps.events?.dashboardChanged();
    this.deps.mailer.wake();
    const user = { ...toUser(created), insertedDocId: created.id };
    return { status: true, message: MESSAGES.account.quickUserCreated, user };
  }

  /** Opening the link proves the mailbox, so the account becomes verified as well as active. */
  async activateAccount(token: string, password: string, birthday?: string | null): Promise<AccountResult> {
    const checkedPassword = checkNewPassword(password);
    if (!checkedPassword.ok) return { status: false, message: checkedPassword.message };
    const checkedBirthday = checkBirthday(birthday);
    if (!checkedBirthday.ok) return { status: false, message: checkedBirthday.message };
    return this.deps.db.transaction(async (tx) => {
      const use = await this.deps.tokens.consume(tx, token, 'activate');
      if (!use.ok) return { status: false, message: use.message };
      await updateAccount(tx, use.userId, {
        passwordHash: await hashPassword(checkedPassword.value),
        passwordChangedAt: new Date(),
        ...END_SESSIONS,
        isActive: true,
        isEmailVerified: true,
        ...(checkedBirthday.value && { birthday: checkedBirthday.value }),
      });
      return { status: true, message: MESSAGES.account.activated };
    });
  }
}
