import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { AppConfig } from './config.js';
import type { Orm } from './db/orm.js';
import { apiNotFound } from './middleware/api-not-found.js';
import { errorHandler } from './middleware/error-handler.js';
import { requestContext } from './middleware/request-context.js';
import { sameOrigin } from './middleware/same-origin.js';
import { securityHeaders } from './middleware/security-headers.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { songsRoutes } from './modules/songs/songs.routes.js';
import type { ReadCaches } from './read-caches.js';
import { sessionMiddleware } from './sessions/session.js';
import { staticRoutes } from './static/static.routes.js';

/** Config once the session secret is known (startApp resolves it from env or the database). */
export type ServerConfig = Pick<AppConfig, 'trustProxy' | 'staticRoot' | 'remoteUrls'> & { sessionSecret: string };

export interface ServerDeps {
  orm: Orm;
  config: ServerConfig;
  /** This process's read caches (sessions, song lists); none: every read goes to the database. */
  caches?: Pick<ReadCaches, 'sessions' | 'songLists'>;
  /** Where 5xx errors are reported; console.error by default. */
  logError?: (err: unknown, path: string) => void;
}

export const JSON_BODY_LIMIT = '1mb';

/** Builds the Koa app (no listening), so tests and several processes can each make their own. */
export function createServer({ orm, config, caches, logError }: ServerDeps): Koa {
  const app = new Koa({ proxy: config.trustProxy });
  const report = logError ?? ((err, path) => console.error(`[api] ${path}:`, err));
  app.on('error', (err: unknown, ctx?: Koa.Context) => report(err, ctx?.path ?? '-'));

  app.use(errorHandler());
  app.use(securityHeaders());
  // Front-end files need no session or database: answer them before either is touched.
  app.use(staticRoutes(config));
  app.use(sameOrigin());
  app.use(requestContext(orm));
  app.use(sessionMiddleware(app, orm.em.getConnection(), config.sessionSecret, caches?.sessions));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT }));
  app.use(apiNotFound());

  for (const router of [healthRoutes(orm), authRoutes(orm.em), songsRoutes(orm.em, caches?.songLists)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
