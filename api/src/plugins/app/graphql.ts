import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import { createContextFactory } from '../../graphql/context.js';
import { formatGraphQLErrors } from '../../graphql/error-formatter.js';
import { mergeLoaders } from '../../graphql/loaders.js';
import { mergeResolvers } from '../../graphql/resolvers.js';
import { readAuthToken } from '../../modules/auth/session-token.js';
import { loadTypeDefs } from '../../schema.js';
import { instrumentGraphql } from './graphql-metrics.js';

const MAX_QUERY_DEPTH = 12;

/** Clients may send `"extensions": null` (allowed by GraphQL over HTTP); Mercurius' body schema would answer 400. */
async function acceptNullExtensions(request: FastifyRequest) {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'extensions' in body && body.extensions === null) {
    delete (body as { extensions?: unknown }).extensions;
  }
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
    queryDepth: MAX_QUERY_DEPTH,
    errorFormatter: formatGraphQLErrors,
    additionalRouteOptions: { preValidation: acceptNullExtensions },
  });
  instrumentGraphql(app);
  // onClose hooks run last-registered first: the emitter closes before the services and the database.
  app.addHook('onClose', () => app.services.events.close());
}
