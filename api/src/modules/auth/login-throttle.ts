import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoginThrottleConfig } from '../../config.js';
import { giveBack, take, type LimiterFactory } from './limiters.js';

// Keys are cut short: an e-mail typed into the login form is not validated and may be huge.
const emailOf = (email: string) => email.trim().toLowerCase().slice(0, 320);
const pairOf = (email: string, ip: string) => `${ip}:${emailOf(email)}`;

/**
 * An address that logged into an account is "known" to it for 21 days after its last login.
 * (The in-memory limiter holds a key with a timer, and Node's timers stop at 24.8 days: a longer
 * window would end at once.)
 */
export const KNOWN_ADDRESS_SECONDS = 21 * 86_400;

/**
 * Slows down password guessing without letting a stranger lock anybody out:
 * - per address and e-mail pair: `maxFailuresPerEmail` checks a window (one place, one account);
 * - per address: `maxFailuresPerIp` checks (one place, many accounts);
 * - per account: `maxFailuresPerEmail` checks a window from addresses that never logged into it
 *   (many places, one account). An address the account's owner logged in from is exempt, so
 *   failures sprayed from elsewhere never lock the owner out at home; the cost is that a guesser
 *   on one of the owner's own addresses gets only the pair limit (docs/security.md).
 *
 * Every check is counted **before** it starts, with one atomic increment per key
 * (rate-limiter-flexible): a burst of parallel requests (or aliased `login` fields) sees the
 * checks still running. A success gives the address its slot back and clears the pair and
 * account counts; a refusal takes nothing.
 */
export class LoginThrottle {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perPair: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;
  private readonly knownAddresses: RateLimiterAbstract;

  constructor(limiters: LimiterFactory, limits: LoginThrottleConfig) {
    const durationSeconds = limits.windowSeconds;
    this.perAddress = limiters({ name: 'login:ip', points: limits.maxFailuresPerIp, durationSeconds });
    this.perPair = limiters({ name: 'login:pair', points: limits.maxFailuresPerEmail, durationSeconds });
    this.perAccount = limiters({ name: 'login:email', points: limits.maxFailuresPerEmail, durationSeconds });
    this.knownAddresses = limiters({ name: 'login:known', points: 1, durationSeconds: KNOWN_ADDRESS_SECONDS });
  }

  /** Call before checking a password; false means refuse without checking it. */
  async tryAttempt(email: string, ip: string | null): Promise<boolean> {
    const taken: [RateLimiterAbstract, string][] = [];
    const takeSlot = (limiter: RateLimiterAbstract, key: string) => {
      taken.push([limiter, key]);
      return take(limiter, key);
    };
    const refuse = async () => {
      for (const [limiter, key] of taken) await giveBack(limiter, key);
      return false;
    };
    if (ip && !(await takeSlot(this.perAddress, ip))) return refuse();
    if (ip && !(await takeSlot(this.perPair, pairOf(email, ip)))) return refuse();
    if (ip && (await this.isKnown(email, ip))) return true;
    if (!(await takeSlot(this.perAccount, emailOf(email)))) return refuse();
    return true;
  }

  /** The attempt found the right password (or the password was reset): counts start over. */
  async recordSuccess(email: string, ip: string | null = null): Promise<void> {
    await this.perAccount.delete(emailOf(email));
    if (!ip) return;
    await giveBack(this.perAddress, ip);
    await this.perPair.delete(pairOf(email, ip));
    await this.knownAddresses.set(pairOf(email, ip), 1, KNOWN_ADDRESS_SECONDS);
  }

  private async isKnown(email: string, ip: string): Promise<boolean> {
    return ((await this.knownAddresses.get(pairOf(email, ip)))?.consumedPoints ?? 0) > 0;
  }
}
