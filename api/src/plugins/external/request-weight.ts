import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * What one request costs in the rate limit: 1, or `HEAVY_REQUEST_WEIGHT` when it was refused as
 * malformed or oversized (400, 408, 413, 414, 415, 431), its body is over `LARGE_BODY_BYTES`
 * (the apps' largest operation is a few KB) or it was marked heavy (`markHeavy`: a GraphQL
 * document over GRAPHQL_LIMITS.heavyDocumentTokens). So an address sending refused or large documents
 * reaches its limit after a tenth of the requests an ordinary visitor may send, and costs the
 * others little (docs/security.md, "Fairness per address").
 */
export const HEAVY_REQUEST_WEIGHT = 10;
export const LARGE_BODY_BYTES = 16 * 1024;
const REFUSED_STATUSES: ReadonlySet<number> = new Set([400, 408, 413, 414, 415, 431]);
/** Addresses remembered at most (a number each); the least recently seen is forgotten first. */
const MAX_ADDRESSES = 100_000;

/** Requests found heavy while they were handled (e.g. a GraphQL document far longer than the apps'). */
const markedHeavy = new WeakSet<FastifyRequest>();

export function markHeavy(request: FastifyRequest): void {
  markedHeavy.add(request);
}

export function isHeavy(request: FastifyRequest, reply: FastifyReply): boolean {
  if (markedHeavy.has(request) || REFUSED_STATUSES.has(reply.statusCode)) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > LARGE_BODY_BYTES;
}

/**
 * The extra units heavy requests cost each rate-limit key in the current window. @fastify/rate-limit
 * counts every request as 1; its `max` for a key is lowered by these units, which is the same as
 * heavy requests weighing more. Kept per process (with REDIS_URL the base count is shared, the
 * extra is each instance's own), forgotten with the window.
 */
export class RequestWeights {
  private readonly extra: LRUCache<string, number>;

  constructor(readonly windowMs: number) {
    this.extra = new LRUCache<string, number>({ max: MAX_ADDRESSES, ttl: windowMs, noUpdateTTL: true });
  }

  /** Records one answered request of `key`. */
  record(key: string, heavy: boolean): void {
    if (!heavy) return;
    this.extra.set(key, (this.extra.get(key) ?? 0) + HEAVY_REQUEST_WEIGHT - 1);
  }

  /** The budget left to `key` this window out of `max`, once its heavy requests' extra weight is taken. */
  maxFor(key: string, max: number): number {
    return Math.max(0, max - (this.extra.get(key) ?? 0));
  }
}
