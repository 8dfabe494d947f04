import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { loggerOptions } from './logging.js';
import type { LimiterFactory } from './modules/auth/limiters.js';
import { MESSAGES } from './modules/common/messages.js';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.js';
import devMailRoutes from './plugins/app/dev-mail.js';
import graphqlRoutes from './plugins/app/graphql.js';
import healthRoutes from './plugins/app/health.js';
import imageRoutes from './plugins/app/images.js';
import metrics from './plugins/app/metrics.js';
import productImageRoutes from './plugins/app/product-images.js';
import responseCache from './plugins/app/response-cache.js';
import services from './plugins/app/services.js';
import cors from './plugins/external/cors.js';
import db from './plugins/external/db.js';
import helmet from './plugins/external/helmet.js';
import redis from './plugins/external/redis.js';
import rateLimit from './plugins/external/rate-limit.js';
import requestDeadline from './plugins/app/request-deadline.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (the app still migrates and closes it). */
  database?: DatabaseHandle;
  /** Makes the login and e-mail counts (tests pass one they can clear); by default Redis with REDIS_URL, else memory. */
  limiters?: LimiterFactory;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole API (plugins in order: external, then routes). Call `ready()` or `listen()` next. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    // Opening the database runs migrations and, in demo mode, the seed: on a busy machine that
    // takes longer than Fastify's default 10 s per plugin.
    pluginTimeout: 60_000,
    // Every log line of a request carries `reqId`: the caller's x-request-id or a new UUID.
    genReqId: requestIdFor,
    // close(): idle keep-alive sockets are dropped at once, busy ones once their answer is sent.
    forceCloseConnections: 'idle',
    // Slow headers: Node answers 408 (checked every second); a slow body: request-deadline.ts.
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs) },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  for (const warning of config.warnings) app.log.warn(warning);
  app.decorate('config', config);
  installErrorHandlers(app);

  await app.register(requestDeadline);
  await app.register(helmet);
  await app.register(cors);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(db, { handle: options.database });
  await app.register(services, { limiters: options.limiters });

  await app.register(metrics);
  await app.register(responseCache);
  await app.register(healthRoutes);
  await app.register(imageRoutes);
  await app.register(productImageRoutes);
  await app.register(graphqlRoutes);
  await app.register(devMailRoutes);
  return app;
}

/** Non-GraphQL routes: 4xx keep their message, 5xx are logged and answered generically. */
function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'Unhandled error');
      return reply
        .code(statusCode)
        .send({ statusCode, code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.unexpectedError });
    }
    return reply.code(statusCode).send({ statusCode, code: error.code ?? 'BAD_REQUEST', message: error.message });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound }),
  );
}
