import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../modules/common/messages.js';
import { rendererBudget } from './renderer-budget.js';

/**
 * Per-IP request budget. With REDIS_URL the counters live in Redis (keys `del-campo:rate-limit:*`),
 * so the budget is global across instances; otherwise in memory. If Redis fails, requests are let
 * through (fail open): the redis plugin logs the outage, and an unreachable cache must not take
 * the shop down. Login guessing stays slowed by the login throttle.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      // The storefront's server renderer (right SSR_API_SECRET) has its own bucket: renderer-budget.ts.
      ...rendererBudget(app.config.rendererBudget, app.config.rateLimitMax),
      timeWindow: app.config.rateLimitWindowMs,
      ...(app.redis && { redis: app.redis, nameSpace: 'del-campo:rate-limit:', skipOnError: true }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'TOO_MANY_REQUESTS',
        error: 'Too Many Requests',
        message: MESSAGES.tooManyRequests,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
