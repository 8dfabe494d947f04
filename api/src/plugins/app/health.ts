import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * GET /health: liveness and the historical load-balancer probe (ok when the database answers).
 * GET /ready: readiness, every dependency this instance needs (database, and Redis when
 * configured); 503 names the ones that failed, so the balancer stops sending traffic here.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const checkDatabase = () => app.database.db.execute(sql`select 1`);

  app.get('/health', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await checkDatabase();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database unavailable');
      return reply.code(503).send({ status: 'error' });
    }
  });

  app.get('/ready', { config: { rateLimit: false } }, async (request, reply) => {
    const checks: Record<string, () => Promise<unknown>> = { database: checkDatabase };
    if (app.redis) {
      const redis = app.redis;
      checks.redis = () => redis.ping();
    }
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, dependency: name }, 'Readiness check failed');
          return [name, 'down'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'error', checks: Object.fromEntries(results) });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
