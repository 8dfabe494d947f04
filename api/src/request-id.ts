import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id (the balancer's, or a client's for tracing) is kept only when it is short and
// plain: it lands in every log line of the request.
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/** Fastify `genReqId`: the incoming x-request-id when acceptable, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
}
