import { createChangeFeed, type ChangeFeed, type ChangeFeedOptions } from './db/change-feed.js';
import { ormClientConfig, type Orm } from './db/orm.js';
import { SongListCache, type SongListCacheOptions } from './modules/songs/song-list-cache.js';
import { SessionCache, type SessionCacheOptions } from './sessions/session-cache.js';

/**
 * This process's read caches and the change feed that keeps them correct across processes (CACHE_READS, on by
 * default). Writers publish on the feed whether or not their own process caches (see db/change-feed.ts).
 */
export interface ReadCaches {
  feed: ChangeFeed;
  /** Session id → session and user (sessions/session-cache.ts). */
  sessions: SessionCache;
  /** Song list pages by query (modules/songs/song-list-cache.ts). */
  songLists: SongListCache;
  /** Stops listening; the caches serve nothing from then on. */
  close(): Promise<void>;
}

export interface ReadCachesOptions {
  feed?: Omit<ChangeFeedOptions, 'connection'>;
  sessions?: SessionCacheOptions;
  songLists?: SongListCacheOptions;
}

/**
 * Starts the change feed on its own connection (the ORM's settings) and the caches on it. Resolves once the
 * first LISTEN succeeded or failed; after a failure the feed keeps retrying and the caches stay off until then.
 */
export async function openReadCaches(orm: Orm, options: ReadCachesOptions = {}): Promise<ReadCaches> {
  const feed = createChangeFeed({ connection: ormClientConfig(orm), ...options.feed });
  const caches: ReadCaches = {
    feed,
    sessions: new SessionCache(feed, options.sessions),
    songLists: new SongListCache(feed, options.songLists),
    close: () => feed.close(),
  };
  await feed.start();
  return caches;
}
