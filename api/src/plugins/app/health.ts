import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Load-balancer probe: ok only when the database answers. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database unavailable');
      return reply.code(503).send({ status: 'error' });
    }
  });
}
