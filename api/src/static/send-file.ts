import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { gzippedFile, isCompressible } from './gzip-cache.js';

/**
 * Maps a URL path (still percent-encoded) to a file inside `root`, or null when it cannot be one: bad
 * encoding, NUL bytes, hidden segments (.git, .env) or anything resolving outside `root` (`..`, encoded `%2e%2e`).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  return file.startsWith(base + path.sep) ? file : null;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Entry points (HTML, the MF manifest and remoteEntry.js) must be revalidated so a deploy is picked up at once;
 * files with a content hash in their name never change, so browsers may keep them for a year.
 */
export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name.endsWith('.html') || name === 'mf-manifest.json' || name === 'remoteEntry.js') return NO_CACHE;
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * Sends `file` if it is a regular file (answering 304 when the browser's copy is fresh); false otherwise.
 * Text assets go gzip-compressed to browsers that accept it.
 */
export async function sendFile(ctx: Context, file: string, cacheControl = cacheControlFor(file)): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const compressible = isCompressible(file, info.size);
  const gzip = compressible && ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
  ctx.set('Cache-Control', cacheControl);
  if (compressible) ctx.vary('Accept-Encoding');
  ctx.lastModified = info.mtime;
  ctx.etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}${gzip ? '-gz' : ''}"`;
  ctx.type = path.extname(file) || 'application/octet-stream';
  // Koa only evaluates freshness for a 2xx status.
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  if (gzip) {
    const body = await gzippedFile(file, info.size, info.mtimeMs);
    ctx.set('Content-Encoding', 'gzip');
    if (ctx.method !== 'HEAD') ctx.body = body;
    ctx.length = body.length;
    return true;
  }
  // For HEAD, headers only: a stream body would never be read and would leak its file descriptor.
  if (ctx.method !== 'HEAD') ctx.body = createReadStream(file);
  ctx.length = info.size;
  return true;
}
