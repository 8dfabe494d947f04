import type { LoginThrottleConfig } from '../../config.js';
import type { AttemptCounter } from './attempt-counter.js';

// Keys are cut short: an e-mail typed into the login form is not validated and may be huge.
const emailOf = (email: string) => email.trim().toLowerCase().slice(0, 320);
const accountKey = (email: string) => `login:email:${emailOf(email)}`;
const pairKey = (email: string, ip: string) => `login:pair:${ip}:${emailOf(email)}`;
const knownKey = (email: string, ip: string) => `login:known:${ip}:${emailOf(email)}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/** An address that logged into an account is "known" to it for 30 days. */
const KNOWN_ADDRESS_SECONDS = 30 * 86_400;

/**
 * Slows down password guessing without letting a stranger lock anybody out:
 * - per address and e-mail pair: `maxFailuresPerEmail` checks a window (one place, one account);
 * - per address: `maxFailuresPerIp` checks (one place, many accounts);
 * - per account: `maxFailuresPerEmail` checks a window from addresses that never logged into it
 *   (many places, one account). An address the account's owner logged in from is exempt, so
 *   failures sprayed from elsewhere never lock the owner out at home; the cost is that a guesser
 *   on one of the owner's own addresses gets only the pair limit (docs/security.md).
 *
 * Every check is counted **before** it starts, with one atomic increment per key: a burst of
 * parallel requests (or aliased `login` fields) sees the checks still running. A success gives the
 * address its slot back and clears the pair and account counts; a refusal takes nothing.
 */
export class LoginThrottle {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly limits: LoginThrottleConfig,
  ) {}

  /** Call before checking a password; false means refuse without checking it. */
  async tryAttempt(email: string, ip: string | null): Promise<boolean> {
    const taken: string[] = [];
    const take = async (key: string, limit: number) => {
      const count = await this.counter.increment(key, this.limits.windowSeconds);
      taken.push(key);
      return count <= limit;
    };
    const release = async () => {
      for (const key of taken) await this.counter.decrement(key);
      return false;
    };
    if (ip && !(await take(ipKey(ip), this.limits.maxFailuresPerIp))) return release();
    if (ip && !(await take(pairKey(email, ip), this.limits.maxFailuresPerEmail))) return release();
    if (ip && (await this.counter.count(knownKey(email, ip))) > 0) return true;
    if (!(await take(accountKey(email), this.limits.maxFailuresPerEmail))) return release();
    return true;
  }

  /** The attempt found the right password (or the password was reset): counts start over. */
  async recordSuccess(email: string, ip: string | null = null): Promise<void> {
    await this.counter.reset(accountKey(email));
    if (!ip) return;
    await this.counter.decrement(ipKey(ip));
    await this.counter.reset(pairKey(email, ip));
    await this.counter.increment(knownKey(email, ip), KNOWN_ADDRESS_SECONDS);
  }
}
