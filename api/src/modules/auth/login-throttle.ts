import type { LoginThrottleConfig } from '../../config.js';
import type { AttemptCounter } from './attempt-counter.js';

// Keys are cut short: an e-mail typed into the login form is not validated and may be huge.
const emailKey = (email: string) => `login:email:${email.trim().toLowerCase().slice(0, 320)}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * Slows down password guessing: per e-mail (one account attacked from many places) and per
 * client address (many accounts tried from one place).
 *
 * Every password check is counted **before** it starts, on the e-mail and on the address, with
 * one atomic increment each: a burst of parallel requests (or aliased `login` fields) sees the
 * counts of the checks still running, so no more than the limit can ever run. A success gives
 * the address its slot back and clears the e-mail's count; a refusal takes nothing.
 */
export class LoginThrottle {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly limits: LoginThrottleConfig,
  ) {}

  /** Call before checking a password; false means refuse without checking it. */
  async tryAttempt(email: string, ip: string | null): Promise<boolean> {
    if (ip) {
      const fromAddress = await this.counter.increment(ipKey(ip), this.limits.windowSeconds);
      if (fromAddress > this.limits.maxFailuresPerIp) {
        await this.counter.decrement(ipKey(ip));
        return false;
      }
    }
    const onEmail = await this.counter.increment(emailKey(email), this.limits.windowSeconds);
    if (onEmail <= this.limits.maxFailuresPerEmail) return true;
    if (ip) await this.counter.decrement(ipKey(ip));
    return false;
  }

  /** The attempt found the right password: only failures count per address (a shared office logs in all day). */
  async recordSuccess(email: string, ip: string | null = null): Promise<void> {
    await this.counter.reset(emailKey(email));
    if (ip) await this.counter.decrement(ipKey(ip));
  }
}
