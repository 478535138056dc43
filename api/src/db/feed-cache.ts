/** What a cache needs of the change feed: whether it is listening. */
export interface FeedHealth {
  readonly healthy: boolean;
}

export interface FeedCacheOptions {
  /** Most entries kept; the least recently used go first. */
  maxEntries: number;
  /** Most bytes kept (as reported to `set`); an entry larger than this is never stored. */
  maxBytes?: number;
}

export interface FeedCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  /** Bumped by every invalidation. */
  generation: number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

/**
 * A process-local LRU cache that only works while the change feed is listening (see db/change-feed.ts): `get`
 * misses and `set` stores nothing while it is not, so a process that could have missed a change never answers
 * from memory.
 *
 * Against the race of a read that started before a write and finishes after the write's invalidation (it would
 * store the old value): take `generation` before reading the database and pass it to `set`, which stores only
 * if no invalidation happened in between. Every invalidation (delete, deleteWhere, clear) bumps it.
 */
export class FeedCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  #bytes = 0;
  #generation = 0;
  #hits = 0;
  #misses = 0;

  constructor(
    private readonly feed: FeedHealth,
    private readonly options: FeedCacheOptions,
  ) {}

  /** Whether the cache may serve now (the feed is listening). */
  get active(): boolean {
    return this.feed.healthy;
  }

  /** Take before reading the database; hand to `set`. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string, now = Date.now()): V | undefined {
    if (!this.feed.healthy) return undefined;
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      if (entry) this.#remove(key, entry);
      this.#misses++;
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits++;
    return entry.value;
  }

  /** Stores `value` unless the feed is down or something was invalidated since `generation` was taken. */
  set(key: string, value: V, { generation, bytes = 0, expiresAt = Infinity }: SetOptions): boolean {
    if (!this.feed.healthy || generation !== this.#generation) return false;
    const maxBytes = this.options.maxBytes ?? Infinity;
    if (bytes > maxBytes || expiresAt <= Date.now()) return false;
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    this.#entries.set(key, { value, bytes, expiresAt });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && this.#bytes <= maxBytes) break;
      this.#remove(oldest, entry);
    }
    return true;
  }

  delete(key: string): void {
    this.#generation++;
    const entry = this.#entries.get(key);
    if (entry) this.#remove(key, entry);
  }

  deleteWhere(predicate: (value: V, key: string) => boolean): void {
    this.#generation++;
    for (const [key, entry] of this.#entries) {
      if (predicate(entry.value, key)) this.#remove(key, entry);
    }
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  stats(): FeedCacheStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      hits: this.#hits,
      misses: this.#misses,
      generation: this.#generation,
    };
  }

  #remove(key: string, entry: Entry<V>): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

export interface SetOptions {
  /** `generation` as taken before the database was read. */
  generation: number;
  /** Size counted against `maxBytes`. */
  bytes?: number;
  /** Epoch ms after which the entry is not served. */
  expiresAt?: number;
}
