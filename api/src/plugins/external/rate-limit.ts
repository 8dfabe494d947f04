import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../modules/common/messages.js';

/**
 * Per-IP request budget. Counters live in memory: with several instances behind a balancer,
 * give the plugin a shared store (Redis) so the budget is global.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      max: app.config.rateLimitMax,
      timeWindow: app.config.rateLimitWindowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'TOO_MANY_REQUESTS',
        error: 'Too Many Requests',
        message: MESSAGES.tooManyRequests,
      }),
    });
  },
  { name: 'rate-limit' },
);
