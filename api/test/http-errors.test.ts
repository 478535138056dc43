import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, createUser, type TestApp } from './utils.js';

let app: TestApp;
let client: Client;

beforeAll(async () => {
  app = await createTestApp();
  await createUser(app.orm, { email: 'leader', password: 'secret-password' });
  client = new Client(app.baseUrl);
});
afterAll(() => app?.close());

describe('error shape', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api', '/api/auth/nothing/here']) {
      const res = await client.fetch(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('answers an unknown /api write with a JSON 404 too', async () => {
    const res = await client.postJson('/api/nope', {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers invalid JSON with 400 INVALID_JSON', async () => {
    const res = await client.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "leader",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('answers a body over 1 MB with 413 in the same shape', async () => {
    const res = await client.postJson('/api/auth/login', { email: 'leader', password: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a non-JSON write with 415', async () => {
    const res = await client.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=leader&password=secret-password',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: 'Request body must be application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('sends the security headers on API and error responses', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const res = await client.fetch(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
    }
  });
});

describe('cross-site request forgery guard', () => {
  const creds = { email: 'leader', password: 'secret-password' };

  it('refuses a POST whose Origin is another host', async () => {
    const res = await client.postJson('/api/auth/login', creds, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Cross-site request refused', code: 'CROSS_SITE_REQUEST' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an opaque Origin and Sec-Fetch-Site: cross-site', async () => {
    const nullOrigin = await client.postJson('/api/auth/login', creds, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const fetchSite = await client.postJson('/api/auth/login', creds, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    expect((await fetchSite.json()).code).toBe('CROSS_SITE_REQUEST');
  });

  it('refuses a port-only difference (another origin on the same machine)', async () => {
    const port = Number(new URL(app.baseUrl).port);
    const res = await client.postJson('/api/auth/login', creds, { origin: `http://127.0.0.1:${port + 1}` });
    expect(res.status).toBe(403);
  });

  it('accepts a same-origin POST and one with no Origin at all', async () => {
    const same = await client.postJson('/api/auth/login', creds, {
      origin: app.baseUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(same.status).toBe(200);
    expect((await same.json()).email).toBe('leader');
    const none = await client.postJson('/api/auth/login', creds);
    expect(none.status).toBe(200);
  });

  it('leaves safe methods alone', async () => {
    const res = await client.fetch('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});
