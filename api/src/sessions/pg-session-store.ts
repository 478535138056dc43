import type { Connection } from '@mikro-orm/core';
import { changePayload, NOTIFY_SQL } from '../db/change-feed.js';
import type { SessionCache } from './session-cache.js';

/** Session payload as koa-session hands it over (our fields plus its `_expire`/`_maxAge`). */
export type StoredSession = Record<string, unknown>;

/** The signed-in user's row, read together with the session (see `get`); column names as in `users`. */
export interface SessionUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  /** As the driver returns it (a timestamptz text with MikroORM's type parsers); `em.map` converts it. */
  created_at: Date | string;
}

/** Where `get` leaves the user row for requireAuth: `ctx.state[SESSION_USER_STATE]` (null: no such user). */
export const SESSION_USER_STATE = 'sessionUserRow';

type SessionWithUserRow = { data: StoredSession; expires_ms: number; user_id: string | null } & Omit<
  SessionUserRow,
  'id'
>;

interface StoreCallOptions {
  /** koa-session passes the request's context to `get`. */
  ctx?: { state?: Record<string, unknown> };
}

export interface SessionStore {
  get(id: string, maxAge?: unknown, options?: StoreCallOptions): Promise<StoredSession | undefined>;
  set(id: string, data: StoredSession, maxAgeMs: number | 'session'): Promise<void>;
  destroy(id: string): Promise<void>;
}

/** Lifetime of a row for browser-session cookies (maxAge 'session'), which carry no expiry of their own. */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * koa-session external store on the `sessions` table (see the init migration). Sessions live in PostgreSQL, not
 * in memory or in the cookie, so several API processes on one database share them and logout really ends a
 * session: the cookie only carries a random id.
 *
 * With a `cache` (sessions/session-cache.ts) a session read once is served from memory for a short while. Every
 * save and destroy therefore drops this process's copy at once and announces the session id on the change feed
 * in the same statement (delivered when it commits), so every other process drops its copy too: a logout ends
 * the session everywhere. The announcement is made with or without a cache here, for the processes that have one.
 */
export function createPgSessionStore(connection: Connection, cache?: SessionCache): SessionStore {
  return {
    // The session and the user it names in one round trip: every signed-in request needs both, and requireAuth
    // then re-reads nothing.
    async get(id, _maxAge, options) {
      const state = options?.ctx?.state;
      const cached = cache?.get(id);
      if (cached) {
        if (state) state[SESSION_USER_STATE] = { ...cached.user };
        return { ...cached.data };
      }
      const generation = cache?.generation ?? 0;
      const rows = await connection.execute<SessionWithUserRow[]>(
        `select s."data", extract(epoch from s."expires_at")::float8 * 1000 as "expires_ms",
                u."id" as "user_id", u."email", u."first_name", u."last_name", u."role", u."created_at"
           from "sessions" s
           left join "users" u
             on u."id" = case when s."data"->>'userId' ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
                              then (s."data"->>'userId')::uuid end
          where s."id" = ? and s."expires_at" > now()`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { data, expires_ms, user_id, email, first_name, last_name, role, created_at } = row;
      const user: SessionUserRow | null = user_id
        ? { id: user_id, email, first_name, last_name, role, created_at }
        : null;
      if (state) state[SESSION_USER_STATE] = user;
      if (cache && user) {
        // Copies, frozen: what koa-session and requireAuth are handed must never be the cached objects.
        const entry = { data: Object.freeze({ ...data }), user: Object.freeze({ ...user }) };
        cache.set(id, entry, generation, expires_ms);
      }
      return data;
    },
    async set(id, data, maxAgeMs) {
      const ttl = typeof maxAgeMs === 'number' ? maxAgeMs : BROWSER_SESSION_MS;
      try {
        await connection.execute(
          `with saved as (
             insert into "sessions" ("id", "data", "expires_at")
             values (?, ?::jsonb, now() + (? * interval '1 millisecond'))
             on conflict ("id") do update set "data" = excluded."data", "expires_at" = excluded."expires_at"
           )
           select ${NOTIFY_SQL}`,
          [id, JSON.stringify(data), ttl, changePayload('session', id)],
        );
      } finally {
        cache?.forgetSession(id);
      }
    },
    async destroy(id) {
      try {
        await connection.execute(
          `with gone as (delete from "sessions" where "id" = ? returning "id")
           select ${NOTIFY_SQL} from gone`,
          [id, changePayload('session', id)],
        );
      } finally {
        cache?.forgetSession(id);
      }
    },
  };
}

/** Deletes expired rows; called at start-up so the table does not grow forever. */
export async function purgeExpiredSessions(connection: Connection): Promise<number> {
  const res = await connection.execute('delete from "sessions" where "expires_at" <= now()', [], 'run');
  return (res as { affectedRows?: number }).affectedRows ?? 0;
}
