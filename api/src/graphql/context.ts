import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { readAuthToken } from '../modules/auth/session-token.js';
import type { Services } from '../services.js';

/** What every resolver gets besides Mercurius' own context. */
export interface RequestContext {
  services: Services;
  /** Token from the Authorization header (raw or "Bearer ..."), not yet verified. */
  authToken: string | null;
  /** The caller's address (X-Forwarded-For only when TRUST_PROXY is on): login throttling counts per address. */
  clientIp: string | null;
}

export type GraphQLContext = MercuriusContext & RequestContext;

export function createContextFactory(services: Services) {
  return (request: FastifyRequest): RequestContext => ({
    services,
    authToken: readAuthToken(request.headers.authorization),
    clientIp: request.ip || null,
  });
}
