import type { AccountResult } from '../../generated/graphql.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { hashPassword } from '../auth/password.js';
import { MESSAGES } from '../common/messages.js';
import { queueLink, type AccountDeps } from './account-deps.js';
import { checkEmail, checkNewPassword } from './account-input.js';
import { findAccountByEmail, updateAccount } from './accounts.store.js';
import { END_SESSIONS } from '../users/users.table.js';

/** "Forgot password" e-mails a one-time link; the link sets a new password. */
export class PasswordResetService {
  constructor(
    private readonly deps: AccountDeps,
    private readonly loginThrottle: LoginThrottle,
  ) {}

  /**
   * The same answer, in the same time, for every well-formed address: the form must not reveal
   * who has an account, so the look-up and the link are made after the answer has gone.
   */
  async forgotPassword(email: string): Promise<AccountResult> {
    const checked = checkEmail(email);
    if (!checked.ok) return { status: false, message: checked.message };
    this.deps.mailer.afterAnswer('reset', () => this.sendResetLink(checked.value));
    return { status: true, message: MESSAGES.account.resetRequested };
  }

  private async sendResetLink(email: string): Promise<void> {
    const { db, tokens, mailLimit } = this.deps;
    const account = await findAccountByEmail(db, email);
    // Disabled accounts cannot log in anyway; accounts never activated get their link from "resend".
    const canReset = account?.isActive && account.hasPassword;
    if (!account || !canReset || !(await mailLimit.allow(account.email))) return;
    await db.transaction(async (tx) =>
      queueLink(tx, this.deps, 'reset', account, await tokens.issue(tx, account.id, 'reset')),
    );
  }

  /**
   * Sessions opened before the change stop working (passwordChangedAt). The link proves the
   * mailbox, so the e-mail counts as verified, and a login lock-out on it is lifted.
   */
  async resetPassword(token: string, password: string): Promise<AccountResult> {
    const checked = checkNewPassword(password);
    if (!checked.ok) return { status: false, message: checked.message };
    const changed = await this.deps.db.transaction(async (tx) => {
      const use = await this.deps.tokens.consume(tx, token, 'reset');
      if (!use.ok) return use;
      const passwordHash = await hashPassword(checked.value);
      const owner = await updateAccount(tx, use.userId, {
        passwordHash,
        passwordChangedAt: new Date(),
        isEmailVerified: true,
        ...END_SESSIONS,
      });
      return { ok: true as const, email: owner?.email };
    });
    if (!changed.ok) return { status: false, message: changed.message };
    if (changed.email) await this.loginThrottle.recordSuccess(changed.email);
    return { status: true, message: MESSAGES.account.passwordChanged };
  }
}
