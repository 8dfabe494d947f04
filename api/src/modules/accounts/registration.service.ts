import type { AccountResult, RegisterInput } from '../../generated/graphql.js';
import { hashPassword } from '../auth/password.js';
import { MESSAGES } from '../common/messages.js';
import { queueLink, type AccountDeps } from './account-deps.js';
import { checkEmail, checkRegistration } from './account-input.js';
import type { AccountTokenPurpose } from './account-tokens.table.js';
import { findAccountByEmail, insertAccount, updateAccount, type AccountSummary } from './accounts.store.js';

const refused = (message: string): AccountResult => ({ status: false, message });

/** Sign-up by the shopper: register, confirm the e-mail, ask for a new link. */
export class RegistrationService {
  constructor(private readonly deps: AccountDeps) {}

  /**
   * The answer never tells whether the address has an account: its owner gets an e-mail saying
   * so instead (at most 5 an hour), and both ways hash the password, so they take the same time.
   */
  async register(input: RegisterInput, clientIp: string | null = null): Promise<AccountResult> {
    const checked = checkRegistration(input);
    if (!checked.ok) return refused(checked.message);
    if (!(await this.deps.mailLimit.allowSignUp(clientIp))) return refused(MESSAGES.account.tooManySignUps);
    const { password, ...person } = checked.value;
    const { db, tokens } = this.deps;
    const passwordHash = await hashPassword(password);
    const existing = await findAccountByEmail(db, person.email);
    if (existing) return this.tellOwner(existing.email);
    const created = await db.transaction(async (tx) => {
      const user = await insertAccount(tx, {
        ...person,
        passwordHash,
        role: 'CLIENT',
        isActive: true,
        isEmailVerified: false,
      });
      if (!user) return undefined;
      await queueLink(tx, this.deps, 'confirm', user, await tokens.issue(tx, user.id, 'confirm'));
      return user;
    });
    if (!created) return this.tellOwner(person.email); // signed up at the same moment by another request
    this.deps.events?.dashboardChanged();
    this.deps.mailer.wake();
    return { status: true, message: MESSAGES.account.registered };
  }

  private async tellOwner(email: string): Promise<AccountResult> {
    if (await this.deps.mailLimit.allow(email)) {
      await this.deps.mailer.enqueue(this.deps.db, 'account-exists', this.deps.mails.accountExists(email));
      this.deps.mailer.wake();
    }
    return { status: true, message: MESSAGES.account.registered };
  }

  async confirmEmail(token: string): Promise<AccountResult> {
    return this.deps.db.transaction(async (tx) => {
      const use = await this.deps.tokens.consume(tx, token, 'confirm');
      if (!use.ok) return refused(use.message);
      await updateAccount(tx, use.userId, { isEmailVerified: true });
      return { status: true, message: MESSAGES.account.confirmed };
    });
  }

  /**
   * The same answer, in the same time, for every well-formed address, so the form cannot tell who
   * has an account: the look-up and the link are made after the answer. An account an admin
   * created and nobody activated yet gets a new activation link instead.
   */
  async resendConfirmation(email: string): Promise<AccountResult> {
    const checked = checkEmail(email);
    if (!checked.ok) return refused(checked.message);
    this.deps.mailer.afterAnswer('resend', () => this.resendLink(checked.value));
    return { status: true, message: MESSAGES.account.confirmationResent };
  }

  private async resendLink(email: string): Promise<void> {
    const { db, tokens, mailLimit } = this.deps;
    const account = await findAccountByEmail(db, email);
    const purpose = account && pendingStep(account);
    if (!account || !purpose || !(await mailLimit.allow(account.email))) return;
    await db.transaction(async (tx) =>
      queueLink(tx, this.deps, purpose, account, await tokens.issue(tx, account.id, purpose)),
    );
  }
}

function pendingStep(account: AccountSummary): AccountTokenPurpose | null {
  if (!account.hasPassword) return 'activate';
  return account.isActive && !account.isEmailVerified ? 'confirm' : null;
}
