import type Koa from 'koa';
import type { Connection } from '@mikro-orm/core';
import createSession from 'koa-session';
import { CookieKeys } from './cookie-keys.js';
import { createPgSessionStore } from './pg-session-store.js';
import type { SessionCache } from './session-cache.js';

/** What we keep in a session. */
export interface SessionData {
  userId?: string;
}

/** The parts of koa-session's Session object we use. */
export type AppSession = SessionData & {
  /** Drops the stored row and cookie and continues under a fresh id (against session fixation). */
  regenerate(): Promise<void>;
  save(): Promise<void>;
  readonly isNew?: boolean;
};

declare module 'koa' {
  interface ExtendableContext {
    /** Set by koa-session; assign `null` to end the session. */
    session: AppSession | null;
  }
}

export const SESSION_COOKIE = 'canticle.sid';
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Cookie sessions backed by PostgreSQL. The cookie holds only the random session id and is signed with the
 * secret (koa's `app.keys`); HttpOnly keeps scripts away from it, SameSite=Lax keeps it off cross-site
 * sub-requests and POSTs, and `secure` is left unset so it follows `ctx.secure` (HTTPS, or a trusted proxy).
 * With a `cache`, sessions read once are served from memory for a short while (see sessions/session-cache.ts).
 */
export function sessionMiddleware(
  app: Koa,
  connection: Connection,
  secret: string,
  cache?: SessionCache,
): Koa.Middleware {
  // Signatures as Koa's default keygrip makes them, checked faster (see cookie-keys.ts).
  app.keys = new CookieKeys([secret]);
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      // Extend an active user's session when it is past half its life, without a write on every request.
      renew: true,
      store: createPgSessionStore(connection, cache),
    },
    app,
  );
}
