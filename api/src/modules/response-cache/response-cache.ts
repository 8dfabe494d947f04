import { createHash } from 'node:crypto';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { cacheableQuery } from './cacheable-query.js';

export interface ResponseCacheLimits {
  /** Answers kept at most; the least recently used goes first. */
  maxEntries: number;
  /** Memory of the answers kept at most (UTF-16: two bytes per character of key and answer). */
  maxBytes: number;
  /** How long an answer may be served, ms. */
  ttlMs: number;
}

/**
 * Memory of the classifications kept (each distinct query text the guard accepted, cacheable or
 * not): keyed by a digest of the text, so a text's length never counts, only its printed form.
 */
export const CLASSIFIED_MAX_BYTES = 2 * 1024 * 1024;
/** Bytes counted for a classification besides its printed form (digest key, entry bookkeeping). */
const CLASSIFICATION_OVERHEAD_BYTES = 200;

/** A document's classification: its normalized text when cacheable, else `false`. */
type Classification = { normalized: string } | false;

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
 *
 * A text is classified only once Mercurius has parsed it (token limit) and the document guard has
 * accepted it (`classify`, from Mercurius' preExecution hook): its first request always executes,
 * later ones with the same text may be answered before Mercurius (`keyFor`). Both memories are
 * bounded in bytes (lru-cache with maxSize), never only in entries.
 */
export class ResponseCache {
  private readonly answers: LRUCache<string, string> | null;
  private readonly classified = new LRUCache<string, Classification>({
    maxSize: CLASSIFIED_MAX_BYTES,
    sizeCalculation: (value) => CLASSIFICATION_OVERHEAD_BYTES + (value ? 2 * value.normalized.length : 0),
  });
  private generation = 0;
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(readonly limits: ResponseCacheLimits) {
    this.answers =
      limits.maxEntries > 0
        ? new LRUCache<string, string>({
            max: limits.maxEntries,
            maxSize: limits.maxBytes,
            maxEntrySize: limits.maxBytes,
            sizeCalculation: (answer, key) => 2 * (key.length + answer.length),
            ttl: limits.ttlMs,
          })
        : null;
  }

  get enabled(): boolean {
    return this.answers !== null;
  }

  get size(): number {
    return this.answers?.size ?? 0;
  }

  /** Memory held by the answers and by the classifications, bytes (as counted for their limits). */
  get totalBytes(): { answers: number; classified: number } {
    return { answers: this.answers?.calculatedSize ?? 0, classified: this.classified.calculatedSize };
  }

  /**
   * The key of a request whose text was already classified as cacheable; null when it was not
   * classified yet, or may not be cached (its answer may depend on the caller, or it is not a query).
   */
  keyFor(body: GraphqlRequestBody): string | null {
    if (!this.enabled) return null;
    const known = this.classified.get(digest(body));
    return known ? keyOf(known, body) : null;
  }

  /** Classifies the document Mercurius parsed for this body and gives its key (null: not cacheable). */
  classify(body: GraphqlRequestBody, document: DocumentNode): string | null {
    if (!this.enabled) return null;
    const id = digest(body);
    let known = this.classified.get(id);
    if (known === undefined) {
      known = cacheableQuery(document, body.operationName ?? null) ?? false;
      this.classified.set(id, known);
    }
    return known ? keyOf(known, body) : null;
  }

  /** A stored answer (counted as a hit), or what `store` needs later (counted as a miss). */
  lookup(key: string): { hit: string } | { miss: PendingAnswer } {
    const hit = this.answers?.get(key);
    if (hit !== undefined) {
      this.stats.hits += 1;
      return { hit };
    }
    return { miss: this.miss(key) };
  }

  /** A request about to execute for `key` (counted as a miss): what `store` needs once it is answered. */
  miss(key: string): PendingAnswer {
    this.stats.misses += 1;
    return { key, generation: this.generation };
  }

  /** Keeps an answer unless the data changed since its request was looked up. */
  store(pending: PendingAnswer, answer: string): void {
    if (pending.generation === this.generation) this.answers?.set(pending.key, answer);
  }

  /** Forgets every answer; answers being computed right now will not be stored. */
  invalidate(): void {
    this.generation += 1;
    this.stats.invalidations += 1;
    this.answers?.clear();
  }
}

/** A fixed-size id of a request's text and operation name (the text itself is never kept). */
function digest(body: GraphqlRequestBody): string {
  return createHash('sha256')
    .update(body.operationName ?? '')
    .update('\u0000')
    .update(body.query)
    .digest('base64');
}

function keyOf(known: { normalized: string }, body: GraphqlRequestBody): string {
  return `${known.normalized}\u0000${body.operationName ?? ''}\u0000${stableJson(body.variables ?? {})}`;
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
