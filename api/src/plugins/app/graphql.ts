import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import { createContextFactory } from '../../graphql/context.js';
import { formatGraphQLErrors } from '../../graphql/error-formatter.js';
import { mergeLoaders } from '../../graphql/loaders.js';
import { mergeResolvers } from '../../graphql/resolvers.js';
import { loadTypeDefs } from '../../schema.js';

const MAX_QUERY_DEPTH = 12;

/** Clients may send `"extensions": null` (allowed by GraphQL over HTTP); Mercurius' body schema would answer 400. */
async function acceptNullExtensions(request: FastifyRequest) {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'extensions' in body && body.extensions === null) {
    delete (body as { extensions?: unknown }).extensions;
  }
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
    // The websocket transport is ready for the first Subscription type; none is defined yet.
    subscription: { context: (_socket, request) => context(request) },
    graphiql: false,
    queryDepth: MAX_QUERY_DEPTH,
    errorFormatter: formatGraphQLErrors,
    additionalRouteOptions: { preValidation: acceptNullExtensions },
  });
}
