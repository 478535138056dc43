#!/usr/bin/env node
// Serves one built package (usually a remote's dist/) alone: `node scripts/serve-static.mjs <dir> [--port N]`.
// Dev/preview only: 127.0.0.1, SPA fallback to index.html, and CORS * so a shell on another origin can load
// this remote's mf-manifest.json, remoteEntry.js and chunks.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', short: 'p' }, host: { type: 'string' } },
});

const root = path.resolve(positionals[0] ?? 'dist');
const port = Number(values.port ?? process.env.PORT ?? 3101);
const host = values.host ?? '127.0.0.1';

async function fileAt(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const filePath = path.join(root, path.normalize(decoded));
  if (filePath !== root && !filePath.startsWith(root + path.sep)) return undefined; // no escaping the root
  const info = await stat(filePath).catch(() => undefined);
  if (info?.isFile()) return { filePath, info };
  if (info?.isDirectory()) return fileAt(path.posix.join(urlPath, 'index.html'));
  return undefined;
}

const server = http.createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return res.end();
  }
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  let found = await fileAt(urlPath);
  // SPA fallback: extension-less paths are client routes; a missing asset stays a 404.
  if (!found && !path.posix.extname(urlPath)) found = await fileAt('/index.html');
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  const ext = path.extname(found.filePath);
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(found.filePath);
  res.writeHead(200, {
    'Content-Type': MIME_TYPES[ext] ?? 'application/octet-stream',
    'Content-Length': found.info.size,
    // Hashed files never change; entry points (index.html, remoteEntry.js, mf-manifest.json) must be revalidated.
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(found.filePath).pipe(res);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
