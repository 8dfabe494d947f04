/** An entry and when it stops being served. */
interface Entry {
  value: string;
  bytes: number;
  expiresAt: number;
}

export interface LruLimits {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
  /** Approximate memory kept at most (UTF-16: two bytes per character of key and value). */
  maxBytes: number;
  /** How long an entry may be served, ms. */
  ttlMs: number;
}

/**
 * Strings by key, least recently used evicted first, bounded by count and bytes, each entry
 * expiring after `ttlMs`. A Map keeps insertion order: a hit is moved to the end by re-inserting it.
 */
export class LruCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly limits: LruLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: string): void {
    const bytes = 2 * (key.length + value.length);
    if (bytes > this.limits.maxBytes || this.limits.maxEntries < 1) return;
    this.delete(key);
    this.entries.set(key, { value, bytes, expiresAt: this.now() + this.limits.ttlMs });
    this.bytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
