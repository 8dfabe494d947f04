import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../modules/common/messages.js';
import { rendererBudget } from './renderer-budget.js';
import { isHeavy, RequestWeights } from './request-weight.js';

/**
 * Per-IP request budget. With REDIS_URL the counters live in Redis (keys `del-campo:rate-limit:*`),
 * so the budget is global across instances; otherwise in memory. If Redis fails, requests are let
 * through (fail open): the redis plugin logs the outage, and an unreachable cache must not take
 * the shop down. Login guessing stays slowed by the login throttle. A refused or large request
 * weighs more than an ordinary one (request-weight.ts).
 */
export default fp(
  async (app) => {
    const weights = new RequestWeights(app.config.rateLimitWindowMs);
    // The storefront's server renderer (right SSR_API_SECRET) has its own bucket: renderer-budget.ts.
    const budget = rendererBudget(app.config.rendererBudget, app.config.rateLimitMax);
    const rateLimitKey = (request: FastifyRequest) => budget.keyGenerator(request);
    await app.register(rateLimit, {
      keyGenerator: rateLimitKey,
      max: async (request, key) => weights.maxFor(key, budget.max(request, key)),
      timeWindow: app.config.rateLimitWindowMs,
      ...(app.redis && { redis: app.redis, nameSpace: 'del-campo:rate-limit:', skipOnError: true }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'TOO_MANY_REQUESTS',
        error: 'Too Many Requests',
        message: MESSAGES.tooManyRequests,
      }),
    });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 429) weights.record(rateLimitKey(request), isHeavy(request, reply));
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
