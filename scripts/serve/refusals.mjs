// Requests answered before any work (docs/security.md, "The storefront's server"): a request
// target over MAX_URL_BYTES gets 414, a path with malformed %-escapes (`/%`, `/prods/%E0%A4%A`)
// gets 400. Fastify's `rewriteUrl` sees the raw target before routing; it marks the request and
// routes it to `/`, where the first hook after the header policy answers it, so the refusal
// carries the same headers as any answer.
import fp from 'fastify-plugin';
import { MAX_URL_BYTES, isOverLongUrl } from '../ssr/request-limits.mjs';

const REFUSAL = Symbol('refusal');

const TOO_LONG = { status: 414, message: `Dirección demasiado larga (más de ${MAX_URL_BYTES} caracteres)` };
const MALFORMED = { status: 400, message: 'Dirección no válida' };

function isMalformed(url) {
  try {
    decodeURIComponent(url.split('?', 1)[0]);
    return false;
  } catch {
    return true;
  }
}

/** Fastify's `rewriteUrl`: the URL to route (refused ones to `/`, marked). */
export function refusingRewrite(req) {
  const refusal = isOverLongUrl(req.url) ? TOO_LONG : isMalformed(req.url ?? '/') ? MALFORMED : null;
  if (!refusal) return req.url;
  req[REFUSAL] = refusal;
  return '/';
}

/** The original request target, for log lines (rewriteUrl keeps it on the raw request). */
export const targetOf = (request) => request.raw.originalUrl ?? request.raw.url;

async function refusals(app) {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = request.raw[REFUSAL];
    if (!refusal) return;
    reply.code(refusal.status).type('text/plain; charset=utf-8').send(refusal.message);
    return reply;
  });
}

export const refusalHook = fp(refusals, { name: 'delcampo-refusals', fastify: '5.x' });
