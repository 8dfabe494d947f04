import type { AccountResult } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import type { AccountDeps } from './account-deps.js';
import type { AccountTokenPurpose } from './account-tokens.table.js';

/**
 * Read-only look at an e-mailed link, so the page behind it can say "this link was already used"
 * before the person fills in a form. Knowing the token is what proves the right to ask.
 */
export class AccountLinksService {
  constructor(private readonly deps: Pick<AccountDeps, 'db' | 'tokens'>) {}

  async linkStatus(token: string, purpose: AccountTokenPurpose): Promise<AccountResult> {
    const use = await this.deps.tokens.check(this.deps.db, token, purpose);
    return use.ok ? { status: true, message: MESSAGES.account.linkUsable } : { status: false, message: use.message };
  }
}
