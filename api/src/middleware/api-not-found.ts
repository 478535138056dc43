import type { Middleware } from 'koa';
import { NotFoundError } from '../modules/common/errors.js';
import { isApiPath } from './paths.js';

/** After the API routers: an unmatched /api path is a JSON 404, never the SPA page. */
export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    await next();
    if (isApiPath(ctx.path) && ctx.status === 404 && ctx.body == null) throw new NotFoundError();
  };
}
