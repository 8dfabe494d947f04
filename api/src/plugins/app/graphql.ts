import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import { createContextFactory } from '../../graphql/context.js';
import { createDocumentGuard, PARSE_OPTIONS, VALIDATE_OPTIONS } from '../../graphql/document-guard.js';
import { formatGraphQLErrors } from '../../graphql/error-formatter.js';
import { GRAPHQL_LIMITS, limitsRule } from '../../graphql/limits.js';
import { mergeLoaders } from '../../graphql/loaders.js';
import { mergeResolvers } from '../../graphql/resolvers.js';
import { registerGuardedWebsocket } from '../../graphql/websocket-guard.js';
import { readAuthToken } from '../../modules/auth/session-token.js';
import { loadTypeDefs } from '../../schema.js';
import { instrumentGraphql } from './graphql-metrics.js';
import { installResponseCacheHooks } from './response-cache.js';

/**
 * Checked before any resolver runs: cost, aliases and top-level fields (limits.ts); outside demo
 * mode, introspection is refused too (the apps never introspect: their types are generated from
 * the .graphql files at build time).
 */
export function validationRulesFor(demoMode: boolean): ValidationRule[] {
  return demoMode ? [limitsRule()] : [limitsRule(), NoSchemaIntrospectionCustomRule];
}

/**
 * Before Mercurius reads a POST body: clients may send `"extensions": null` (allowed by GraphQL
 * over HTTP; Mercurius' body schema would answer 400), and a `query`, `operationName` or
 * `variables` of the wrong JSON type is a 400 request error (Mercurius' schema would coerce a number
 * or a boolean to a string and fail later as an unexpected error).
 */
async function checkBody(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  if ('extensions' in fields && fields.extensions === null) delete fields.extensions;
  const wrong = (name: string, expected: string) =>
    Object.assign(new Error(`body/${name} must be ${expected}`), { statusCode: 400, code: 'BAD_REQUEST' });
  if (fields.query !== undefined && typeof fields.query !== 'string') throw wrong('query', 'a string');
  if (fields.operationName != null && typeof fields.operationName !== 'string') {
    throw wrong('operationName', 'a string or null');
  }
  const variables = fields.variables;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw wrong('variables', 'an object or null');
  }
}

const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';

/** Whether the caller's Accept header prefers application/graphql-response+json to application/json. */
export function prefersGraphqlResponseJson(accept: string | undefined): boolean {
  if (!accept) return false;
  let graphqlQ = 0;
  let jsonQ = 0;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) || 0 : 1;
    if (type === GRAPHQL_RESPONSE_JSON) graphqlQ = Math.max(graphqlQ, q);
    if (type === 'application/json') jsonQ = Math.max(jsonQ, q);
  }
  return graphqlQ > 0 && graphqlQ >= jsonQ;
}

/**
 * GraphQL over HTTP: a caller that asks for application/graphql-response+json (Apollo Client 4
 * does by default) gets that media type; a request error (4xx, nothing executed) then has no
 * `data` entry. application/json answers are unchanged.
 */
async function graphqlResponseMediaType(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || !prefersGraphqlResponseJson(request.headers.accept)) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
  reply.header('content-type', `${GRAPHQL_RESPONSE_JSON}; charset=utf-8`);
  if (reply.statusCode < 400) return payload;
  try {
    const body = JSON.parse(payload) as { data?: unknown };
    if (body && typeof body === 'object' && 'data' in body && body.data === null) {
      delete body.data;
      return JSON.stringify(body);
    }
  } catch {
    // not JSON: leave it as it is
  }
  return payload;
}

/**
 * graphql-transport-ws: a browser cannot set headers on a websocket, so it sends its token in the
 * connection_init payload (`{Authorization: token}`). Every connection is accepted; ADMIN-only
 * subscriptions check the token when they start and answer an error to anyone else.
 */
function connectionInitContext({ payload }: { payload?: unknown }) {
  const fields = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const header = fields.Authorization ?? fields.authorization;
  return typeof header === 'string' ? { authToken: readAuthToken(header) } : true;
}

/** POST /graphql (and GET for queries), plus graphql-transport-ws on the same path. */
export default async function graphqlRoutes(app: FastifyInstance) {
  const context = createContextFactory(app.services);
  // Encapsulated: only the /graphql routes of this plugin.
  app.addHook('onSend', graphqlResponseMediaType);
  // Answers may be personal (a session's orders, a login's token): no browser or proxy keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const responseCache = installResponseCacheHooks(app);
  const rules = validationRulesFor(app.config.demoMode);
  await registerGuardedWebsocket(app, { rules, demoMode: app.config.demoMode });
  await app.register(mercurius, {
    schema: loadTypeDefs(),
    resolvers: mergeResolvers() as IResolvers,
    // Batched field resolvers (e.g. Product.category): one statement per field and response.
    loaders: mergeLoaders() as MercuriusLoaders,
    context,
    subscription: {
      // Domain events (services.events) arrive here; with REDIS_URL from every instance.
      emitter: app.services.events.emitter,
      context: (_socket, request) => context(request),
      onConnect: connectionInitContext,
    },
    graphiql: false,
    queryDepth: GRAPHQL_LIMITS.maxDepth,
    // Our rules run in the document guard's preValidation hook (document-guard.ts), so that a
    // refused document is never cached; Mercurius then caches only documents that passed.
    graphql: { parseOptions: PARSE_OPTIONS, validateOptions: VALIDATE_OPTIONS },
    cache: GRAPHQL_LIMITS.cachedDocuments,
    // Off (the default, stated): a JSON array body is refused with 400, so one request is one operation.
    allowBatchedQueries: false,
    errorFormatter: formatGraphQLErrors,
    additionalRouteOptions: { preValidation: checkBody, bodyLimit: GRAPHQL_LIMITS.maxBodyBytes },
  });
  const guard = createDocumentGuard(rules);
  app.graphql.addHook('preValidation', guard.preValidation);
  app.graphql.addHook('preExecution', guard.preExecution);
  // Mercurius validates nothing on websocket subscriptions: the websocket gate (websocket-guard.ts)
  // parses and judges each subscribe message with the same limits and rules before Mercurius reads it.
  instrumentGraphql(app);
  responseCache.afterMercurius();
  // onClose hooks run last-registered first: the emitter closes before the services and the database.
  app.addHook('onClose', () => app.services.events.close());
}
