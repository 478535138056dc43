import type { ChangeFeed } from '../db/change-feed.js';
import { FeedCache, type FeedCacheStats } from '../db/feed-cache.js';
import type { SessionUserRow, StoredSession } from './pg-session-store.js';

/** A session as read from the database with its user's row (see pg-session-store.ts `get`). */
export interface CachedSession {
  data: Readonly<StoredSession>;
  user: Readonly<SessionUserRow>;
}

export interface SessionCacheOptions {
  /** How long an entry is served at most (30 s); never past the session row's own expiry. */
  ttlMs?: number;
  maxEntries?: number;
}

export const SESSION_CACHE_TTL_MS = 30_000;

/**
 * Session id → the session and its user, so a signed-in request needs no database round trip before its
 * handler. Entries live `ttlMs` at most and are dropped at once on this process's own `set`/`destroy` of the
 * session, and in every process on the change feed's 'session' (that id), 'user' (sessions of that user: deleted,
 * role or password changed) and 'reset'. While the feed is not listening nothing is served (FeedCache). Only
 * sessions that name an existing user are cached.
 */
export class SessionCache {
  readonly #cache: FeedCache<CachedSession>;
  readonly #ttlMs: number;

  constructor(feed: ChangeFeed, options: SessionCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#cache = new FeedCache(feed, { maxEntries: options.maxEntries ?? 10_000 });
    feed.subscribe((event) => {
      if (event.topic === 'session') this.forgetSession(event.id);
      else if (event.topic === 'user') this.forgetUser(event.id);
      else if (event.topic === 'reset') this.#cache.clear();
    });
  }

  get(sid: string): CachedSession | undefined {
    return this.#cache.get(sid);
  }

  /** Take before reading the session from the database; hand to `set`. */
  get generation(): number {
    return this.#cache.generation;
  }

  /** Caches a session read at `generation`, until the row's expiry (epoch ms) or the TTL, whichever is first. */
  set(sid: string, session: CachedSession, generation: number, rowExpiresAtMs: number): void {
    const expiresAt = Math.min(Date.now() + this.#ttlMs, rowExpiresAtMs);
    this.#cache.set(sid, Object.freeze(session), { generation, expiresAt });
  }

  forgetSession(sid: string): void {
    this.#cache.delete(sid);
  }

  /**
   * Drops every session of this user. Called on the feed's 'user' notification; code that changes a user and
   * wants its own process to apply it before that notification arrives calls it after its commit too.
   */
  forgetUser(userId: string): void {
    this.#cache.deleteWhere((session) => session.user.id === userId);
  }

  stats(): FeedCacheStats {
    return this.#cache.stats();
  }
}
