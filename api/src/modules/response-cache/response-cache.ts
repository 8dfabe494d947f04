import { cacheableQuery, type CacheableQuery } from './cacheable-query.js';
import { LruCache, type LruLimits } from './lru-cache.js';

export type ResponseCacheLimits = LruLimits;

/** Documents classified at most (each distinct query text the API was sent, cacheable or not). */
const MAX_CLASSIFIED_DOCUMENTS = 500;

/** What a miss must hand back to `store` once its answer is known. */
export interface PendingAnswer {
  key: string;
  generation: number;
}

export interface GraphqlRequestBody {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * The answers of public catalogue queries (see cacheable-query.ts), keyed by the normalized
 * operation, its name and the variables. `invalidate()` empties it; an answer computed while an
 * invalidation happened is not stored (the generation changed), so no stale answer survives a write.
 */
export class ResponseCache {
  private readonly answers: LruCache;
  private readonly classified = new Map<string, CacheableQuery | null>();
  private generation = 0;
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(readonly limits: ResponseCacheLimits) {
    this.answers = new LruCache(limits);
  }

  get enabled(): boolean {
    return this.limits.maxEntries > 0;
  }

  get size(): number {
    return this.answers.size;
  }

  /** The key of a cacheable request, or null when its answer may depend on the caller (or is not a query). */
  keyFor(body: GraphqlRequestBody): string | null {
    if (!this.enabled) return null;
    const operationName = body.operationName ?? null;
    const query = this.classify(body.query, operationName);
    if (!query) return null;
    return `${query.normalized}\u0000${operationName ?? ''}\u0000${stableJson(body.variables ?? {})}`;
  }

  /** A stored answer (counted as a hit), or what `store` needs later (counted as a miss). */
  lookup(key: string): { hit: string } | { miss: PendingAnswer } {
    const hit = this.answers.get(key);
    if (hit !== undefined) {
      this.stats.hits += 1;
      return { hit };
    }
    this.stats.misses += 1;
    return { miss: { key, generation: this.generation } };
  }

  /** Keeps an answer unless the data changed since its request was looked up. */
  store(pending: PendingAnswer, answer: string): void {
    if (pending.generation === this.generation) this.answers.set(pending.key, answer);
  }

  /** Forgets every answer; answers being computed right now will not be stored. */
  invalidate(): void {
    this.generation += 1;
    this.stats.invalidations += 1;
    this.answers.clear();
  }

  private classify(text: string, operationName: string | null): CacheableQuery | null {
    const id = `${operationName ?? ''}\u0000${text}`;
    const known = this.classified.get(id);
    if (known !== undefined) return known;
    const result = cacheableQuery(text, operationName);
    if (this.classified.size >= MAX_CLASSIFIED_DOCUMENTS) this.classified.clear();
    this.classified.set(id, result);
    return result;
  }
}

/** JSON with object keys sorted, so the same variables sent in another order give the same key. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
