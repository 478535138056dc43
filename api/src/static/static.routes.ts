import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { AppConfig } from '../config.js';
import { isApiPath } from '../middleware/paths.js';
import { isRemoteDir } from './remotes.js';
import { resolveInside, sendFile } from './send-file.js';

type StaticConfig = Pick<AppConfig, 'staticRoot' | 'remoteUrls'>;

const NOT_BUILT = 'Canticle front end is not built: run npm run build';

function notFound(ctx: Context): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}

/** `/mf/<remote dir>/<file>` from `<root>/<remote dir>/dist/`. Other sites may load remotes (CORS *). */
async function serveRemoteFile(ctx: Context, root: string): Promise<void> {
  const [, , dir = '', ...rest] = ctx.path.split('/');
  const file = isRemoteDir(dir) ? resolveInside(path.join(root, dir, 'dist'), rest.join('/')) : null;
  ctx.set('Access-Control-Allow-Origin', '*');
  if (!file || !(await sendFile(ctx, file))) notFound(ctx);
}

/** The shell's files, and its index.html for every other path so client-side routes can be deep-linked. */
async function serveShell(ctx: Context, root: string): Promise<void> {
  const dist = path.join(root, 'shell', 'dist');
  if (ctx.path !== '/') {
    const file = resolveInside(dist, ctx.path);
    if (file && (await sendFile(ctx, file))) return;
  }
  if (!(await sendFile(ctx, path.join(dist, 'index.html'), 'no-cache'))) {
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = NOT_BUILT;
  }
}

/**
 * The front end, served by the API process itself: `/remotes.json` (where the shell finds each remote; changing
 * it needs no rebuild), `/mf/*` remote builds, and the shell with its SPA fallback. /api is left to the routers.
 */
export function staticRoutes(config: StaticConfig): Middleware {
  const root = path.resolve(config.staticRoot);
  const remotesJson = JSON.stringify(config.remoteUrls);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    if (ctx.path === '/remotes.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'application/json';
      ctx.body = remotesJson;
      return;
    }
    if (ctx.path === '/mf' || ctx.path.startsWith('/mf/')) return serveRemoteFile(ctx, root);
    return serveShell(ctx, root);
  };
}
