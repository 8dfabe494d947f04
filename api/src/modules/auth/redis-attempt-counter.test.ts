import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { RedisAttemptCounter } from './redis-attempt-counter.js';
import { needRedis, REDIS_TEST_URL, serviceTest } from '../../test/services.js';

const REDIS_URL = REDIS_TEST_URL;
const redisNeed = await needRedis('the counter keeps its counts in Redis');

function recordingLog() {
  const warnings: string[] = [];
  return {
    warnings,
    log: { warn: (_: unknown, message: string) => void warnings.push(message), info: () => undefined },
  };
}

serviceTest(redisNeed, 'counts in Redis with a window on the key, and resets', {}, async (t) => {
  const redis = new Redis(REDIS_URL);
  const prefix = `del-campo-test:${randomUUID()}:`;
  t.after(async () => {
    await redis.del(`${prefix}k`);
    redis.disconnect();
  });
  const counter = new RedisAttemptCounter(redis, recordingLog().log, prefix);
  assert.equal(await counter.increment('k', 60), 1);
  assert.equal(await counter.increment('k', 60), 2);
  assert.equal(await counter.count('k'), 2);
  const ttl = await redis.pttl(`${prefix}k`);
  assert.ok(ttl > 55_000 && ttl <= 60_000, `window ${ttl} ms`);
  await counter.decrement('k');
  assert.equal(await counter.count('k'), 1, 'a released attempt');
  assert.ok((await redis.pttl(`${prefix}k`)) > 50_000, 'decrement keeps the window');
  await counter.decrement('k');
  await counter.decrement('k');
  assert.equal(await counter.count('k'), 0, 'never below 0');
  await counter.reset('k');
  assert.equal(await counter.count('k'), 0);
});

test('with Redis unreachable it counts in the process and warns once', async (t) => {
  // Port 1 refuses connections; no offline queue, so every command fails at once.
  const redis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true });
  t.after(() => redis.disconnect());
  const { warnings, log } = recordingLog();
  const counter = new RedisAttemptCounter(redis, log);
  assert.equal(await counter.increment('login:email:a', 60), 1);
  assert.equal(await counter.increment('login:email:a', 60), 2);
  assert.equal(await counter.count('login:email:a'), 2);
  assert.deepEqual(warnings, ['Redis unavailable: attempt counters are per instance']);
});
