import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/database.js';
import { take, type LimiterFactory } from '../auth/limiters.js';
import type { DashboardNotifier } from '../events/domain-events.js';
import type { MailDispatcher, MailExecutor } from '../mail/mail-dispatcher.js';
import type { AccountMails, MailRecipient } from './account-mails.js';
import type { AccountTokenPurpose } from './account-tokens.table.js';
import type { AccountTokens } from './account-tokens.js';

/** What the account services share: the database, the one-time tokens and the e-mail path. */
export interface AccountDeps {
  db: Database;
  tokens: AccountTokens;
  mails: AccountMails;
  mailer: MailDispatcher;
  mailLimit: RecipientMailLimit;
  /** Told after a new account is committed (the admin dashboard counts users). */
  events?: DashboardNotifier;
}

/** Queues the link's e-mail in the transaction that issued the token; `deps.mailer.wake()` after the commit. */
export function queueLink(
  tx: MailExecutor,
  deps: AccountDeps,
  purpose: AccountTokenPurpose,
  to: MailRecipient,
  token: string,
): Promise<void> {
  return deps.mailer.enqueue(tx, purpose, deps.mails.build(purpose, to, token));
}

// Anyone may ask for "forgot password" or "resend" mails for any address: cap them per address.
const MAILS_PER_ADDRESS = 5;
const MAIL_WINDOW_SECONDS = 3600;
const SIGN_UPS_PER_ADDRESS = 10;

/** Keeps the forms from being used to flood someone's inbox. Over the limit the answer stays the same. */
export class RecipientMailLimit {
  private readonly perRecipient: RateLimiterAbstract;
  private readonly signUpsPerAddress: RateLimiterAbstract;

  constructor(limiters: LimiterFactory) {
    const durationSeconds = MAIL_WINDOW_SECONDS;
    this.perRecipient = limiters({ name: 'mail', points: MAILS_PER_ADDRESS, durationSeconds });
    this.signUpsPerAddress = limiters({ name: 'signup:ip', points: SIGN_UPS_PER_ADDRESS, durationSeconds });
  }

  allow(email: string): Promise<boolean> {
    return take(this.perRecipient, email);
  }

  /** Sign-ups from one client address: each one mails someone, so they are capped per hour too. */
  async allowSignUp(ip: string | null): Promise<boolean> {
    if (!ip) return true;
    return take(this.signUpsPerAddress, ip);
  }
}
