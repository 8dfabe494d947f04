import type { LoginThrottleConfig } from '../../config.js';
import type { AttemptCounter } from './attempt-counter.js';

// Keys are cut short: an e-mail typed into the login form is not validated and may be huge.
const emailKey = (email: string) => `login:email:${email.trim().toLowerCase().slice(0, 320)}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * Slows down password guessing: per e-mail (one account attacked from many places) and per
 * client address (many accounts tried from one place).
 */
export class LoginThrottle {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly limits: LoginThrottleConfig,
  ) {}

  /**
   * Call before checking a password; false means refuse without checking it. Every attempt on
   * an e-mail is counted up front (and forgotten on success), so a burst of parallel guesses
   * cannot all slip in before the first failure is recorded.
   */
  async tryAttempt(email: string, ip: string | null): Promise<boolean> {
    if (ip && (await this.counter.count(ipKey(ip))) >= this.limits.maxFailuresPerIp) return false;
    const attempts = await this.counter.increment(emailKey(email), this.limits.windowSeconds);
    return attempts <= this.limits.maxFailuresPerEmail;
  }

  /** Only failures count per address: a shared office network logs in successfully all day. */
  async recordFailure(ip: string | null): Promise<void> {
    if (ip) await this.counter.increment(ipKey(ip), this.limits.windowSeconds);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.counter.reset(emailKey(email));
  }
}
