import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { MESSAGES } from '../common/messages.js';
import { accountTokens, type AccountTokenPurpose } from './account-tokens.table.js';

export type TokenUse = { ok: true; userId: string } | { ok: false; message: string };

// 32 random bytes in base64url: exactly 43 URL-safe characters. Anything else is not ours.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The one-time links of e-mails: issued inside the caller's transaction, consumed exactly once. */
export class AccountTokens {
  constructor(
    private readonly ttlSeconds: Record<AccountTokenPurpose, number>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A new token for `userId`; any unused one of the same purpose stops working, so only the
   * latest link is valid. The raw token is returned for the e-mail and never stored.
   */
  async issue(db: Database, userId: string, purpose: AccountTokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + this.ttlSeconds[purpose] * 1000);
    await db
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await db.insert(accountTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
    return token;
  }

  /**
   * Marks the token used and returns its user. One conditional UPDATE: two clicks at the same
   * moment cannot both succeed. Run it in the transaction that applies the change, so a failure
   * there leaves the token unused.
   */
  async consume(db: Database, token: string, purpose: AccountTokenPurpose): Promise<TokenUse> {
    if (!TOKEN_SHAPE.test(token)) return { ok: false, message: MESSAGES.account.linkInvalid };
    const tokenHash = hashToken(token);
    const now = this.now();
    const [used] = await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ userId: accountTokens.userId });
    if (used) return { ok: true, userId: used.userId };
    return { ok: false, message: await this.whyRefused(db, tokenHash, purpose) };
  }

  /** Whether `token` would be accepted by {@link consume}, without using it (read only). */
  async check(
    db: Database,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    if (!TOKEN_SHAPE.test(token)) return { ok: false, message: MESSAGES.account.linkInvalid };
    const tokenHash = hashToken(token);
    const [usable] = await db
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, this.now()),
        ),
      )
      .limit(1);
    if (usable) return { ok: true };
    return { ok: false, message: await this.whyRefused(db, tokenHash, purpose) };
  }

  /** Telling "used" from "expired" helps the person; it reveals nothing to someone without the token. */
  private async whyRefused(db: Database, tokenHash: string, purpose: AccountTokenPurpose): Promise<string> {
    const [row] = await db
      .select({ usedAt: accountTokens.usedAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
      .limit(1);
    if (!row) return MESSAGES.account.linkInvalid;
    return row.usedAt ? MESSAGES.account.linkUsed : MESSAGES.account.linkExpired;
  }
}
