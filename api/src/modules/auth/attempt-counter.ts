/**
 * Counts events per key in a fixed window that starts with the first event (the semantics of
 * Redis INCR + EXPIRE). Callers depend on this interface only, so a shared store can replace the
 * in-memory one when several API instances must see the same counts.
 */
export interface AttemptCounter {
  /** Events counted for `key` in its current window (0 when none or expired). */
  count(key: string): Promise<number>;
  /** Counts one event; the first one opens a window of `windowSeconds`. Returns the new count. */
  increment(key: string, windowSeconds: number): Promise<number>;
  /** Takes one event back (never below 0), keeping the window: a reserved attempt that is released. */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** One process only. Bounded: beyond `maxKeys` expired entries are swept, then the oldest dropped. */
export class MemoryAttemptCounter implements AttemptCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async increment(key: string, windowSeconds: number): Promise<number> {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return entry.count;
    }
    if (this.entries.size >= this.maxKeys) this.makeRoom();
    this.entries.set(key, { count: 1, expiresAt: this.now() + windowSeconds * 1000 });
    return 1;
  }

  async decrement(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** Forgets every count (tests, or an operator's manual unlock). */
  clear(): void {
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private makeRoom(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full: someone is spraying keys. Dropping the oldest keeps memory bounded.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break;
      this.entries.delete(key);
    }
  }
}
