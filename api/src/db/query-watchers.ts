import type { Logger } from 'drizzle-orm';

export type QueryListener = (query: string) => void;

/**
 * Drizzle's query logger, fanned out to whoever watches (tests count the statements of one
 * request with it). Nobody watches in production: each query costs one empty loop.
 */
export class QueryWatchers implements Logger {
  private readonly listeners = new Set<QueryListener>();

  logQuery(query: string): void {
    for (const listener of this.listeners) listener(query);
  }

  /** Calls `listener` with the SQL text of every statement run through Drizzle until the returned stop function is called. */
  watch(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
