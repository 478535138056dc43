import type { ChangeFeed } from '../../db/change-feed.js';
import { FeedCache, type FeedCacheStats } from '../../db/feed-cache.js';

/** A page of the list as the service returns it (SongsService.list): the total and the JSON bytes. */
export interface CachedSongPage {
  total: number;
  body: Buffer;
}

export interface SongListCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * List pages by query, so repeating a search while the library is unchanged costs no database round trip. The
 * key is the list query's SQL and parameters (songListSql), so two requests share an entry exactly when
 * PostgreSQL would run the same query. Any song write clears the whole cache: the writing process right after its
 * commit (so its client's next GET sees the write), every process on the change feed's 'songs' notification
 * published in the write's transaction, and on 'reset'. No TTL: entries are exact until the library changes,
 * which the feed reports; while the feed is not listening nothing is served (FeedCache).
 */
export class SongListCache {
  readonly #cache: FeedCache<CachedSongPage>;

  constructor(feed: ChangeFeed, options: SongListCacheOptions = {}) {
    this.#cache = new FeedCache(feed, {
      maxEntries: options.maxEntries ?? 500,
      maxBytes: options.maxBytes ?? 32 * 2 ** 20,
    });
    feed.subscribe((event) => {
      if (event.topic === 'songs' || event.topic === 'reset') this.clear();
    });
  }

  static key(sql: string, params: readonly unknown[]): string {
    return `${JSON.stringify(params)}\n${sql}`;
  }

  get(key: string): CachedSongPage | undefined {
    return this.#cache.get(key);
  }

  /** Take before querying the database; hand to `set`. */
  get generation(): number {
    return this.#cache.generation;
  }

  set(key: string, page: CachedSongPage, generation: number): void {
    // The body's bytes, the key (a string: up to two bytes per character) and the entry.
    const bytes = page.body.length + 2 * key.length + 64;
    this.#cache.set(key, Object.freeze(page), { generation, bytes });
  }

  /** After any write to the songs (this process's own writes call it right after commit). */
  clear(): void {
    this.#cache.clear();
  }

  stats(): FeedCacheStats {
    return this.#cache.stats();
  }
}
