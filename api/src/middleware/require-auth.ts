import type { Middleware } from 'koa';
import { RequestContext, type EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthService } from '../modules/auth/auth.service.js';
import { User } from '../modules/auth/user.entity.js';
import { ForbiddenError, UnauthorizedError } from '../modules/common/errors.js';
import { SESSION_USER_STATE, type SessionUserRow } from '../sessions/pg-session-store.js';

export interface AuthState {
  user: User;
}

function requestEm(): EntityManager {
  const em = RequestContext.getEntityManager();
  if (!em) throw new Error('requireAuth needs the request-context middleware');
  return em as EntityManager;
}

/**
 * 401 `{ code: 'UNAUTHORIZED' }` unless the session belongs to an existing user, who is then on
 * `ctx.state.user`. The user's row comes with the session: from the session store's own query (one round trip
 * for both), or from the session cache, which drops a user's sessions on the change feed's 'user' notification,
 * so a deleted user or a changed role applies on the next request after the change commits (code that writes
 * users must publish it, see db/change-feed.ts). Else (the session changed during the request, e.g. at login)
 * the user is read by id.
 */
export const requireAuth: Middleware<AuthState> = async (ctx, next) => {
  const em = requestEm();
  const userId = ctx.session?.userId;
  // The session store read the user's row with the session, in the same query (sessions/pg-session-store.ts).
  const state = ctx.state as unknown as Record<string, SessionUserRow | null | undefined>;
  const row = state[SESSION_USER_STATE];
  if (userId && row?.id === userId) {
    // The row is the user: turned into an entity (of the request's identity map) only when a handler reads
    // `ctx.state.user`, which most calls never do (a song list, for one). That costs a tenth of a cached call.
    let user: User | undefined;
    Object.defineProperty(ctx.state, 'user', {
      configurable: true,
      enumerable: true,
      get: () => (user ??= em.map(User, { ...row } as unknown as EntityDictionary<User>)),
      set: (value: User) => {
        user = value;
      },
    });
  } else {
    const user = await new AuthService(em).findSessionUser(userId);
    if (!user) throw new UnauthorizedError();
    ctx.state.user = user;
  }
  await next();
};

/** requireAuth, then 403 `{ code: 'FORBIDDEN' }` unless the user is an admin. */
export const requireAdmin: Middleware<AuthState> = async (ctx, next) => {
  await requireAuth(ctx, async () => {
    if (ctx.state.user.role !== 'admin') throw new ForbiddenError();
    await next();
  });
};
