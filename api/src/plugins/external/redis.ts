import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared command connection (counters, rate limit, readiness) when REDIS_URL is set, else null. */
    redis: Redis | null;
  }
}

const CONNECT_WAIT_MS = 2_000;

/**
 * One ioredis connection for commands (the event bus opens its own two for pub/sub). Commands fail
 * at once while Redis is unreachable (no offline queue), so callers can fall back instead of
 * waiting; ioredis keeps reconnecting in the background. Start-up waits briefly for the first
 * connection but never fails because of Redis.
 */
export default fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000 });
    let down = false;
    redis.on('error', (error: Error) => {
      if (!down) app.log.warn({ err: error }, 'Redis unavailable: rate limit and login limiters fall back');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('Redis reconnected');
      down = false;
    });
    await waitForReady(redis, CONNECT_WAIT_MS);
    app.decorate('redis', redis);
    // Registered early, so this onClose runs after every plugin that still uses the connection.
    app.addHook('onClose', async () => {
      await Promise.race([redis.quit().catch(() => undefined), delay(1_000)]);
      redis.disconnect();
    });
  },
  { name: 'redis' },
);

function waitForReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
