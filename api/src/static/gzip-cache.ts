import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map']);
/** Below this a gzip header costs more than it saves. */
const MIN_SIZE = 1024;
/** The built front end is a few MB; the cap only guards against a huge unexpected file tree. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

interface Entry {
  key: string;
  body: Buffer;
}

const cache = new Map<string, Entry>();
let cachedBytes = 0;

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_SIZE && COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

/**
 * The gzip bytes of a built file, compressed once (level 9) and kept while its size and mtime stay the same.
 * Built assets are immutable per deploy, so compressing per request would only burn CPU.
 */
export async function gzippedFile(file: string, size: number, mtimeMs: number): Promise<Buffer> {
  const key = `${size}:${mtimeMs}`;
  const hit = cache.get(file);
  if (hit?.key === key) return hit.body;
  const body = await gzipAsync(await readFile(file), { level: 9 });
  if (hit) {
    cache.delete(file);
    cachedBytes -= hit.body.length;
  }
  if (cachedBytes + body.length <= MAX_CACHED_BYTES) {
    cache.set(file, { key, body });
    cachedBytes += body.length;
  }
  return body;
}
