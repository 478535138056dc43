import type { Middleware } from 'koa';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthService } from '../modules/auth/auth.service.js';
import type { User } from '../modules/auth/user.entity.js';
import { ForbiddenError, UnauthorizedError } from '../modules/common/errors.js';

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
 * `ctx.state.user`. The user is re-read on every request so a deleted user or a changed role applies at once.
 */
export const requireAuth: Middleware<AuthState> = async (ctx, next) => {
  const user = await new AuthService(requestEm()).findSessionUser(ctx.session?.userId);
  if (!user) throw new UnauthorizedError();
  ctx.state.user = user;
  await next();
};

/** requireAuth, then 403 `{ code: 'FORBIDDEN' }` unless the user is an admin. */
export const requireAdmin: Middleware<AuthState> = async (ctx, next) => {
  await requireAuth(ctx, async () => {
    if (ctx.state.user.role !== 'admin') throw new ForbiddenError();
    await next();
  });
};
