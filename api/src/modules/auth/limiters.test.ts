import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { accountsClient } from '../../test/accounts-client.js';
import { DEMO_CLIENT, TestApi, testConfig } from '../../test/helper.js';
import { needRedis, REDIS_TEST_URL, serviceTest } from '../../test/services.js';
import { MESSAGES } from '../common/messages.js';
import { giveBack, LIMITER_KEY_PREFIX, redisLimiters, take } from './limiters.js';

const redisNeed = await needRedis('the limiters keep their counts in Redis');
// Port 1 refuses connections; as the app's client (no offline queue), every command fails at once.
const UNREACHABLE = 'redis://127.0.0.1:1';
const appClient = (url: string) => new Redis(url, { enableOfflineQueue: false, lazyConnect: true });

serviceTest(redisNeed, 'counts in Redis under del-campo:<name>:<key> with the window on the key', {}, async (t) => {
  const redis = appClient(REDIS_TEST_URL);
  await redis.connect();
  const name = `test:${randomUUID()}`;
  const key = `${LIMITER_KEY_PREFIX}${name}:k`;
  t.after(async () => {
    await redis.del(key);
    redis.disconnect();
  });
  // Two instances of the API: two factories on the same Redis.
  const [a, b] = [redisLimiters(redis), redisLimiters(redis)].map((limiters) =>
    limiters({ name, points: 2, durationSeconds: 60 }),
  );
  assert.equal(await take(a!, 'k'), true);
  assert.equal(await take(b!, 'k'), true);
  assert.equal(await take(a!, 'k'), false, 'the third event of both instances is over the limit');
  assert.equal(await redis.get(key), '3', 'one shared count, the refused event counted');
  const ttl = await redis.pttl(key);
  assert.ok(ttl > 55_000 && ttl <= 60_000, `window ${ttl} ms`);
  await giveBack(b!, 'k');
  assert.equal(await redis.get(key), '2');
  assert.ok((await redis.pttl(key)) > 50_000, 'giving back keeps the window');
  await redis.del(key);
  await giveBack(a!, 'k');
  assert.equal(await redis.get(key), null, 'nothing given back into a window that has ended');
});

test('with Redis unreachable each limiter counts in the process (its insurance) and still refuses', async (t) => {
  const redis = appClient(UNREACHABLE);
  t.after(() => redis.disconnect());
  const limiter = redisLimiters(redis)({ name: 'login:email', points: 2, durationSeconds: 60 });
  assert.deepEqual([await take(limiter, 'a'), await take(limiter, 'a'), await take(limiter, 'a')], [true, true, false]);
  await giveBack(limiter, 'a');
  assert.equal((await limiter.get('a'))?.consumedPoints, 2);
});

serviceTest(redisNeed, 'Redis going away mid-window: the next events count in the process', {}, async (t) => {
  const redis = appClient(REDIS_TEST_URL);
  await redis.connect();
  const name = `test:${randomUUID()}`;
  const cleanup = new Redis(REDIS_TEST_URL);
  t.after(async () => {
    await cleanup.del(`${LIMITER_KEY_PREFIX}${name}:k`);
    cleanup.disconnect();
  });
  const limiter = redisLimiters(redis)({ name, points: 2, durationSeconds: 60 });
  assert.equal(await take(limiter, 'k'), true);
  redis.disconnect();
  assert.equal(await take(limiter, 'k'), true);
  assert.equal(await take(limiter, 'k'), true, 'the insurance limiter starts its own count');
  assert.equal(await take(limiter, 'k'), false);
  assert.equal(await cleanup.get(`${LIMITER_KEY_PREFIX}${name}:k`), '1', 'Redis kept what it counted');
});

test('the API with REDIS_URL unreachable still throttles logins, in the process', async (t) => {
  const api = new TestApi(() => testConfig({ REDIS_URL: UNREACHABLE }), undefined, 'configured');
  t.after(() => api.stop());
  await api.ready();
  const accounts = accountsClient(api);
  const messages: string[] = [];
  for (let i = 0; i < 6; i += 1) messages.push((await accounts.login(DEMO_CLIENT.email, `wrong-${i}`)).message);
  assert.deepEqual(messages, [...Array(5).fill(MESSAGES.badCredentials), MESSAGES.tooManyLoginAttempts]);
});
