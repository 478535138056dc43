import type { Connection } from '@mikro-orm/core';

/** Session payload as koa-session hands it over (our fields plus its `_expire`/`_maxAge`). */
export type StoredSession = Record<string, unknown>;

/** The signed-in user's row, read together with the session (see `get`); column names as in `users`. */
export interface SessionUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  created_at: Date;
}

/** Where `get` leaves the user row for requireAuth: `ctx.state[SESSION_USER_STATE]` (null: no such user). */
export const SESSION_USER_STATE = 'sessionUserRow';

type SessionWithUserRow = { data: StoredSession; user_id: string | null } & Omit<SessionUserRow, 'id'>;

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
 */
export function createPgSessionStore(connection: Connection): SessionStore {
  return {
    // The session and the user it names in one round trip: every signed-in request needs both, and requireAuth
    // then re-reads nothing (the user row is still read fresh on every request).
    async get(id, _maxAge, options) {
      const rows = await connection.execute<SessionWithUserRow[]>(
        `select s."data", u."id" as "user_id", u."email", u."first_name", u."last_name", u."role", u."created_at"
           from "sessions" s
           left join "users" u
             on u."id" = case when s."data"->>'userId' ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
                              then (s."data"->>'userId')::uuid end
          where s."id" = ? and s."expires_at" > now()`,
        [id],
      );
      const row = rows[0];
      if (row && options?.ctx?.state) {
        const { user_id, email, first_name, last_name, role, created_at } = row;
        options.ctx.state[SESSION_USER_STATE] = user_id
          ? ({ id: user_id, email, first_name, last_name, role, created_at } satisfies SessionUserRow)
          : null;
      }
      return row?.data;
    },
    async set(id, data, maxAgeMs) {
      const ttl = typeof maxAgeMs === 'number' ? maxAgeMs : BROWSER_SESSION_MS;
      await connection.execute(
        `insert into "sessions" ("id", "data", "expires_at")
         values (?, ?::jsonb, now() + (? * interval '1 millisecond'))
         on conflict ("id") do update set "data" = excluded."data", "expires_at" = excluded."expires_at"`,
        [id, JSON.stringify(data), ttl],
      );
    },
    async destroy(id) {
      await connection.execute('delete from "sessions" where "id" = ?', [id]);
    },
  };
}

/** Deletes expired rows; called at start-up so the table does not grow forever. */
export async function purgeExpiredSessions(connection: Connection): Promise<number> {
  const res = await connection.execute('delete from "sessions" where "expires_at" <= now()', [], 'run');
  return (res as { affectedRows?: number }).affectedRows ?? 0;
}
