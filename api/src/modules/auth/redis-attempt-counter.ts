import type { Redis } from 'ioredis';
import { MemoryAttemptCounter, type AttemptCounter } from './attempt-counter.js';

export const COUNTER_KEY_PREFIX = 'del-campo:';

/** What the counter logs through (the app's pino logger fits). */
export interface CounterLog {
  warn(details: { err: unknown }, message: string): void;
  info(message: string): void;
}

// INCR, and a window on a key that has none (the first event, or a key left without one).
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// DECR only a live key above 0: a key whose window has ended is not recreated without one.
const DECREMENT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

/**
 * Counts shared by every instance (login throttle, e-mail caps, contact limit). While Redis is
 * unreachable it counts in this process instead (logged once per outage): limits then apply per
 * instance, which keeps logins and checkout working and still slows guessing down.
 */
export class RedisAttemptCounter implements AttemptCounter {
  private readonly local = new MemoryAttemptCounter();
  private failingOver = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: CounterLog,
    private readonly prefix = COUNTER_KEY_PREFIX,
  ) {}

  count(key: string): Promise<number> {
    return this.withFallback(
      async () => Number((await this.redis.get(this.prefix + key)) ?? 0),
      () => this.local.count(key),
    );
  }

  increment(key: string, windowSeconds: number): Promise<number> {
    return this.withFallback(
      async () => Number(await this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, windowSeconds * 1000)),
      () => this.local.increment(key, windowSeconds),
    );
  }

  decrement(key: string): Promise<void> {
    return this.withFallback(
      async () => {
        await this.redis.eval(DECREMENT_SCRIPT, 1, this.prefix + key);
      },
      () => this.local.decrement(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.withFallback(
      async () => {
        await this.redis.del(this.prefix + key);
        await this.local.reset(key);
      },
      () => this.local.reset(key),
    );
  }

  private async withFallback<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await shared();
      if (this.failingOver) this.log.info('Attempt counters are shared through Redis again');
      this.failingOver = false;
      return result;
    } catch (error) {
      if (!this.failingOver) this.log.warn({ err: error }, 'Redis unavailable: attempt counters are per instance');
      this.failingOver = true;
      return local();
    }
  }
}
