import type { Middleware } from 'koa';

/** Modest defaults for every response: no MIME sniffing, no full URLs leaked to other sites. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    await next();
  };
}
