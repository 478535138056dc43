import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './utils.js';

let root: string;
let app: TestApp;
const INDEX = '<!doctype html><title>Canticle shell</title>';
const MANIFEST = '{"name":"mf_library"}';
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'canticle-static-'));
  await mkdir(path.join(root, 'shell/dist/assets'), { recursive: true });
  await writeFile(path.join(root, 'shell/dist/index.html'), INDEX);
  await writeFile(path.join(root, 'shell/dist/assets/main.3f9a2c1b7d.js'), 'console.log("shell")');
  await writeFile(path.join(root, 'shell/dist/assets/big.0a1b2c3d4e.js'), BIG_JS);
  await mkdir(path.join(root, 'mf-library/dist'), { recursive: true });
  await writeFile(path.join(root, 'mf-library/dist/mf-manifest.json'), MANIFEST);
  await writeFile(path.join(root, 'mf-library/dist/remoteEntry.js'), 'var mf_library;');
  await writeFile(path.join(root, 'mf-library/dist/123.a1b2c3d4e5.js'), '/* chunk */');
  await writeFile(path.join(root, 'secret.txt'), 'outside every dist folder');
  app = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(app.baseUrl + p, init);

/** GET with the path sent byte for byte: fetch would resolve `..` and `%2e%2e` before sending. */
function rawGet(p: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: p, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/remotes.json', () => {
  it('lists the six remotes at their default /mf URLs, uncached', async () => {
    const res = await get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      mf_library: '/mf/mf-library/mf-manifest.json',
      mf_setlists: '/mf/mf-setlists/mf-manifest.json',
      mf_performance: '/mf/mf-performance/mf-manifest.json',
      mf_projection: '/mf/mf-projection/mf-manifest.json',
      mf_bible: '/mf/mf-bible/mf-manifest.json',
      mf_admin: '/mf/mf-admin/mf-manifest.json',
    });
  });

  it('takes REMOTE_URL_<NAME> overrides', async () => {
    const { remoteUrls } = loadConfig({ REMOTE_URL_MF_LIBRARY: 'https://cdn.example/library/mf-manifest.json' });
    const other = await createTestApp({ dbName: app.dbName, staticRoot: root, remoteUrls });
    try {
      const body = await (await fetch(`${other.baseUrl}/remotes.json`)).json();
      expect(body.mf_library).toBe('https://cdn.example/library/mf-manifest.json');
      expect(body.mf_setlists).toBe('/mf/mf-setlists/mf-manifest.json');
    } finally {
      await other.close();
    }
  });
});

describe('/mf/<remote>/<file>', () => {
  it('serves the manifest and remoteEntry.js uncached, with CORS', async () => {
    const res = await get('/mf/mf-library/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(MANIFEST);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const entry = await get('/mf/mf-library/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
  });

  it('lets browsers keep content-hashed chunks', async () => {
    const res = await get('/mf/mf-library/123.a1b2c3d4e5.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await get('/mf/mf-library/mf-manifest.json');
    const etag = first.headers.get('etag')!;
    // rawGet: fetch adds `cache-control: no-cache` to conditional requests, which forces a full answer.
    const again = await rawGet('/mf/mf-library/mf-manifest.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a plain-text 404 for missing files and unknown remotes (never index.html)', async () => {
    for (const p of ['/mf/mf-library/nope.js', '/mf/mf-setlists/mf-manifest.json', '/mf/shell/index.html', '/mf/']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toMatch(/text\/plain/);
      expect(await res.text(), p).toBe('Not found');
    }
  });

  it('refuses path traversal', async () => {
    for (const p of [
      '/mf/mf-library/../../secret.txt',
      '/mf/mf-library/..%2F..%2Fsecret.txt',
      '/mf/mf-library/%2e%2e/%2e%2e/secret.txt',
      '/mf/mf-library/..%5C..%5Csecret.txt',
      '/mf/mf-library/%00mf-manifest.json',
      '/mf/mf-library/%E0%A4%A',
    ]) {
      const res = await rawGet(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).toBe('Not found');
    }
  });
});

describe('shell and SPA fallback', () => {
  it('serves index.html at / and for client routes such as /songs/123, uncached', async () => {
    for (const p of ['/', '/songs/123', '/setlists/9/edit?x=1']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(await res.text(), p).toBe(INDEX);
    }
  });

  it('serves existing shell files as themselves', async () => {
    const res = await get('/assets/main.3f9a2c1b7d.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("shell")');
  });

  it('sends text assets gzip-compressed to browsers that accept it, and plain to others', async () => {
    const zipped = await get('/assets/big.0a1b2c3d4e.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(BIG_JS.length / 3);
    expect(await zipped.text()).toBe(BIG_JS); // fetch inflates it again

    const plain = await rawGet('/assets/big.0a1b2c3d4e.js', { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(BIG_JS);
  });

  it('never falls back to index.html under /api, and never escapes shell/dist', async () => {
    const api = await get('/api/no-such-module/123');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    for (const p of ['/../secret.txt', '/..%2F..%2Fsecret.txt', '/%2e%2e/secret.txt']) {
      const res = await rawGet(p);
      expect(res.body, p).toBe(INDEX);
    }
  });

  it('answers 503 with instructions when the shell is not built', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'canticle-empty-'));
    const other = await createTestApp({ dbName: app.dbName, staticRoot: empty });
    try {
      const res = await fetch(`${other.baseUrl}/songs/123`);
      expect(res.status).toBe(503);
      expect(await res.text()).toBe('Canticle front end is not built: run npm run build');
    } finally {
      await other.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
