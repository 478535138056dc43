import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireAuth, type AuthState } from '../../middleware/require-auth.js';
import { validate, type ValidatedState } from '../../middleware/validate.js';
import { UnauthorizedError } from '../common/errors.js';
import { loginInputSchema } from './auth.schemas.js';
import { AuthService } from './auth.service.js';
import { toPublicUser } from './user.entity.js';

const loginSchemas = { body: loginInputSchema };

export function authRoutes(em: EntityManager): Router {
  const auth = new AuthService(em);
  const router = new Router({ prefix: '/api' });

  router.post<ValidatedState<typeof loginSchemas>>('/auth/login', validate(loginSchemas), async (ctx) => {
    const user = await auth.login(ctx.state.validated.body);
    const session = ctx.session;
    if (!session) throw new UnauthorizedError();
    // A new id at sign-in: an id planted or seen before login is worthless afterwards (session fixation).
    await session.regenerate();
    session.userId = user.id;
    ctx.body = toPublicUser(user);
  });

  router.get<AuthState>('/auth/user', requireAuth, (ctx) => {
    ctx.body = toPublicUser(ctx.state.user);
  });

  // A GET because the navigation bar links to it; ending a session is harmless to forge.
  router.get('/logout', (ctx) => {
    ctx.session = null;
    ctx.redirect('/');
  });

  // External identity sign-in arrives with the OpenID Connect issue; until then the shell explains why.
  router.get('/login', (ctx) => {
    ctx.redirect('/?notice=external-login-unavailable');
  });

  return router;
}
