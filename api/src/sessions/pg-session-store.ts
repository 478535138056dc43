import type { Connection } from '@mikro-orm/core';

/** Session payload as koa-session hands it over (our fields plus its `_expire`/`_maxAge`). */
export type StoredSession = Record<string, unknown>;

export interface SessionStore {
  get(id: string): Promise<StoredSession | undefined>;
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
    async get(id) {
      const rows = await connection.execute<{ data: StoredSession }[]>(
        'select "data" from "sessions" where "id" = ? and "expires_at" > now()',
        [id],
      );
      return rows[0]?.data;
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
