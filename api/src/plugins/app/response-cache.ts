import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MercuriusContext } from 'mercurius';
import { Counter, Gauge } from 'prom-client';
import {
  ResponseCache,
  type GraphqlRequestBody,
  type PendingAnswer,
} from '../../modules/response-cache/response-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** Every instance publishes here when its data changed, so the others forget their answers too. */
export const CACHE_INVALIDATION_TOPIC = 'del-campo:response-cache-invalidated';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The public catalogue answers cache (modules/response-cache): `app.responseCache`, emptied on every
 * commit of this instance and of the others, counted in /metrics. The GraphQL plugin puts it in
 * front of Mercurius with `installResponseCacheHooks`.
 */
export default fp(
  async (app: FastifyInstance) => {
    const cache = new ResponseCache(app.config.responseCache);
    app.decorate('responseCache', cache);
    listenForChanges(app, cache);
  },
  { name: 'response-cache', dependencies: ['services', 'metrics'] },
);

/**
 * On POST /graphql, in the GraphQL plugin before Mercurius is registered: a hit is answered in
 * preHandler, after the request hooks (request id, CORS, helmet, rate limit) and the body checks,
 * for a text already classified. Call `afterMercurius` once Mercurius is registered: a text is
 * classified in preExecution from the document Mercurius parsed and the guard accepted (one parse,
 * under the token limit), and only answers without errors are stored.
 */
export function installResponseCacheHooks(app: FastifyInstance) {
  const cache = app.responseCache;
  const pending = new WeakMap<FastifyRequest, PendingAnswer>();
  const storable = new WeakSet<FastifyRequest>();
  const counted = countInMetrics(app, cache);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const body = graphqlBody(request);
    const key = body && cache.keyFor(body);
    if (!key) return;
    const found = cache.lookup(key);
    if ('hit' in found) {
      counted.hits.inc();
      return reply.code(200).type(JSON_TYPE).send(found.hit);
    }
    counted.misses.inc();
    pending.set(request, found.miss);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (miss && storable.has(request) && reply.statusCode === 200 && typeof payload === 'string') {
      cache.store(miss, payload);
    }
    return payload;
  });
  return {
    afterMercurius() {
      app.graphql.addHook('preExecution', async (_schema, document, context: MercuriusContext) => {
        const request = context.reply?.request;
        if (!request || pending.has(request)) return;
        const body = graphqlBody(request);
        const key = body && cache.classify(body, document);
        if (!key) return;
        counted.misses.inc();
        pending.set(request, cache.miss(key));
      });
      app.graphql.addHook('onResolution', async (execution, context: MercuriusContext) => {
        if (!execution.errors?.length) storable.add(context.reply.request);
      });
    },
  };
}

function graphqlBody(request: FastifyRequest): GraphqlRequestBody | null {
  if (request.method !== 'POST') return null;
  const body = request.body as (Partial<GraphqlRequestBody> & { extensions?: unknown }) | null | undefined;
  if (!body || typeof body !== 'object' || typeof body.query !== 'string') return null;
  // Extensions (persisted queries, or a wrong type Mercurius answers with 400): always executed.
  return body.extensions === undefined ? (body as GraphqlRequestBody) : null;
}

/**
 * The other instances hear of this instance's commits at most once per window (leading edge, then
 * one trailing message for whatever came after): under a checkout load every order commits twice,
 * and one Redis message per commit per instance cost more than the orders' own statements.
 */
export const INVALIDATION_PUBLISH_WINDOW_MS = 50;

/**
 * This instance's commits empty the cache at once (synchronously, before the writer's answer);
 * the other instances hear it on the event bus (Redis with REDIS_URL) within
 * INVALIDATION_PUBLISH_WINDOW_MS and empty theirs.
 */
function listenForChanges(app: FastifyInstance, cache: ResponseCache) {
  const { events } = app.services;
  const origin = randomUUID();
  let lastPublished = 0;
  let trailing: NodeJS.Timeout | null = null;
  const publish = () => {
    if (trailing) clearTimeout(trailing);
    trailing = null;
    lastPublished = Date.now();
    events.emitter.emit({ topic: CACHE_INVALIDATION_TOPIC, origin }, (error) => {
      if (error) app.log.error({ err: error }, 'Could not tell the other instances to empty their response cache');
    });
  };
  events.onChange(() => {
    cache.invalidate();
    if (trailing) return;
    const wait = lastPublished + INVALIDATION_PUBLISH_WINDOW_MS - Date.now();
    if (wait <= 0) publish();
    else trailing = setTimeout(publish, wait);
  });
  // A change still waiting for its window is told before the event bus closes.
  app.addHook('onClose', async () => {
    if (trailing) publish();
  });
  events.emitter.on(CACHE_INVALIDATION_TOPIC, (message, done) => {
    if ((message as { origin?: unknown }).origin !== origin) cache.invalidate();
    done();
  });
}

function countInMetrics(app: FastifyInstance, cache: ResponseCache) {
  const registers = [app.metrics.registry];
  new Gauge({
    name: 'graphql_response_cache_entries',
    help: 'Answers held by the GraphQL response cache',
    registers,
    collect() {
      this.set(cache.size);
    },
  });
  return {
    hits: new Counter({
      name: 'graphql_response_cache_hits_total',
      help: 'Public catalogue queries answered from the response cache',
      registers,
    }),
    misses: new Counter({
      name: 'graphql_response_cache_misses_total',
      help: 'Public catalogue queries executed because their answer was not cached',
      registers,
    }),
  };
}
