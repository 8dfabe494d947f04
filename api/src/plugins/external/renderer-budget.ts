import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MIN_SECRET_LENGTH, parseInteger } from '../../env-parsers.js';

/**
 * The storefront's server renderer has a rate-limit budget of its own (docs/security.md, "The
 * renderer's own API budget"). Each page it renders costs 1-2 API requests from the host's one
 * address: counted with the shoppers of that address, 700 anonymous page views a minute used up
 * the address' budget and server rendering went off for everyone. Its requests carry
 * SSR_API_SECRET in RENDERER_SECRET_HEADER (scripts/ssr/renderer-secret.mjs sends it); with the
 * right secret they count in their own bucket with RENDERER_RATE_LIMIT_MAX, and shoppers keep
 * theirs. A wrong or missing secret gets nothing special: the sender's address, as before.
 */
export const RENDERER_SECRET_HEADER = 'x-renderer-secret';
const RENDERER_KEY = 'renderer:ssr';

export interface RendererBudgetConfig {
  /** SSR_API_SECRET: shared with the host's server; unset = no renderer budget (everyone per address). */
  secret: string | undefined;
  /** RENDERER_RATE_LIMIT_MAX (default 10 x RATE_LIMIT_MAX): its requests per rate-limit window. */
  max: number;
}

/**
 * SSR_API_SECRET and RENDERER_RATE_LIMIT_MAX, checked (problems listed like every other setting).
 * Optional here (an API may serve a site without server rendering); the host's server refuses to
 * start without it in production.
 */
export function readRendererBudget(
  env: Record<string, string | undefined>,
  visitorMax: number,
  problems: string[],
): RendererBudgetConfig {
  const secret = env.SSR_API_SECRET || undefined;
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    problems.push(`SSR_API_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  }
  const max = parseInteger(
    'RENDERER_RATE_LIMIT_MAX',
    env.RENDERER_RATE_LIMIT_MAX,
    visitorMax * 10,
    { min: 1 },
    problems,
  );
  return { secret, max };
}

function sameSecret(sent: string | string[] | undefined, secret: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The `keyGenerator` and `max` of @fastify/rate-limit: the renderer's requests (right secret) in
 * their own bucket with their own limit; everyone else by address with `visitorMax`.
 */
export function rendererBudget({ secret, max }: RendererBudgetConfig, visitorMax: number) {
  const isRenderer = (request: FastifyRequest) =>
    secret !== undefined && sameSecret(request.headers[RENDERER_SECRET_HEADER], secret);
  return {
    keyGenerator: (request: FastifyRequest) => (isRenderer(request) ? RENDERER_KEY : request.ip),
    max: (_request: FastifyRequest, key: string) => (key === RENDERER_KEY ? max : visitorMax),
  };
}
