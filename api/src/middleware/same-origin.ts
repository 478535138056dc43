import type { Middleware } from 'koa';
import { ForbiddenError, UnsupportedMediaTypeError } from '../modules/common/errors.js';
import { isApiPath } from './paths.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isCrossSite(origin: string | undefined, fetchSite: string | undefined, host: string): boolean {
  if (fetchSite === 'cross-site') return true;
  if (origin === undefined) return false;
  try {
    // An opaque origin ('null': sandboxed frames, some redirects) can't be checked, so it is refused.
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Cross-site request forgery guard for the API. The session cookie is SameSite=Lax; on top of that an unsafe
 * request whose `Origin` names another host (or whose `Sec-Fetch-Site` says cross-site) is refused, and a
 * write must carry JSON (or multipart, for uploads): a plain HTML form on another site can send neither.
 */
export function sameOrigin(): Middleware {
  return async (ctx, next) => {
    if (!UNSAFE_METHODS.has(ctx.method) || !isApiPath(ctx.path)) return next();
    if (isCrossSite(ctx.get('Origin') || undefined, ctx.get('Sec-Fetch-Site') || undefined, ctx.host)) {
      throw new ForbiddenError('Cross-site request refused', 'CROSS_SITE_REQUEST');
    }
    // `is` answers null when there is no body at all; a body of any other type is refused.
    if (ctx.is('application/json', 'multipart/form-data') === false) {
      throw new UnsupportedMediaTypeError('Request body must be application/json');
    }
    await next();
  };
}
