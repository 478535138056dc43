import Router from '@koa/router';
import type { Orm } from '../../db/orm.js';

/** Liveness plus a `select 1`, so a load balancer or the start script can tell a dead database apart. */
export function healthRoutes(orm: Orm): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    const up = await orm.em
      .getConnection()
      .execute('select 1')
      .then(() => true)
      .catch(() => false);
    ctx.status = up ? 200 : 503;
    ctx.body = { status: up ? 'ok' : 'error', database: up ? 'up' : 'down' };
  });
  return router;
}
