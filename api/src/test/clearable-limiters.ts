import { RateLimiterMemory } from 'rate-limiter-flexible';
import { LIMITER_KEY_PREFIX, type LimiterFactory, type LimitSpec } from '../modules/auth/limiters.js';

/**
 * In-memory limiters, as the app makes without REDIS_URL, that a test can read by name and
 * clear, so no test inherits another's lock-out.
 */
export class ClearableLimiters {
  private readonly byName = new Map<string, RateLimiterMemory>();

  readonly factory: LimiterFactory = (spec: LimitSpec) => {
    const limiter = new RateLimiterMemory({
      keyPrefix: LIMITER_KEY_PREFIX + spec.name,
      points: spec.points,
      duration: spec.durationSeconds,
    });
    this.byName.set(spec.name, limiter);
    return limiter;
  };

  /** Events counted on `key` of the count `name` (e.g. 'login:ip'), 0 when none. */
  async count(name: string, key: string): Promise<number> {
    return (await this.byName.get(name)?.get(key))?.consumedPoints ?? 0;
  }

  /** Forgets every count. */
  async clear(): Promise<void> {
    for (const limiter of this.byName.values()) {
      for (const { key } of limiter.dump().storage) await limiter.delete(key);
    }
  }
}
