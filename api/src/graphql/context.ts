import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { readAuthToken } from '../modules/auth/session-token.js';
import type { Services } from '../services.js';

/** What every resolver gets besides Mercurius' own context. */
export interface RequestContext {
  services: Services;
  /** Token from the Authorization header (raw or "Bearer ..."), not yet verified. */
  authToken: string | null;
}

export type GraphQLContext = MercuriusContext & RequestContext;

export function createContextFactory(services: Services) {
  return (request: FastifyRequest): RequestContext => ({
    services,
    authToken: readAuthToken(request.headers.authorization),
  });
}
