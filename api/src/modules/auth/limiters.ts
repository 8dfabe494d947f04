import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Every count's key starts with this (in Redis: `del-campo:login:ip:203.0.113.7`). */
export const LIMITER_KEY_PREFIX = 'del-campo:';

/** One count: its name (part of each key), the events a window allows, and the window. */
export interface LimitSpec {
  name: string;
  points: number;
  durationSeconds: number;
}

/** Makes the limiter of one count: in this process, or shared through Redis. */
export type LimiterFactory = (spec: LimitSpec) => RateLimiterAbstract;

const optionsOf = (spec: LimitSpec) => ({
  keyPrefix: LIMITER_KEY_PREFIX + spec.name,
  points: spec.points,
  duration: spec.durationSeconds,
});

/** One process only (no REDIS_URL): each window starts with its key's first event. */
export const memoryLimiters: LimiterFactory = (spec) => new RateLimiterMemory(optionsOf(spec));

/**
 * Shared by every instance through Redis (one atomic script per event). While Redis is
 * unreachable each limiter counts in this process instead (its insurance limiter): limits then
 * apply per instance, which keeps logins and checkout working and still slows guessing down. The
 * redis plugin logs the outage. Commands fail at once then (no offline queue, `rejectIfRedisNotReady`).
 */
export function redisLimiters(redis: Redis): LimiterFactory {
  return (spec) =>
    new RateLimiterRedis({
      ...optionsOf(spec),
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(optionsOf(spec)),
    });
}

/**
 * Counts one event on `key`; false when that makes it go over the limit. The event is counted
 * either way (one atomic increment, so a burst sees the events still running): `giveBack` it
 * when the action does not go ahead.
 */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

/** Takes one event back, never below 0 and never into a window that has ended (no negative slot). */
export async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const current = await limiter.get(key);
  if (current && current.consumedPoints > 0) await limiter.reward(key);
}
