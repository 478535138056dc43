import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/sessions/session.js';
import { Client, createTestApp, createUser, type TestApp } from './utils.js';

let app: TestApp;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  app = await createTestApp();
  await createUser(app.orm, { email: 'singer', password: PASSWORD });
});
afterAll(() => app?.close());

const INVALID = { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' };
const UNAUTHORIZED = { message: 'Unauthorized', code: 'UNAUTHORIZED' };

describe('POST /api/auth/login', () => {
  it('returns the user without its password hash and sets the session cookie', async () => {
    const client = new Client(app.baseUrl);
    const res = await client.login('  Singer ', PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      id: expect.any(String),
      email: 'singer',
      firstName: 'Test',
      lastName: null,
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);
    expect(client.cookies.get(SESSION_COOKIE)).toBeTruthy();
  });

  it('sets an HttpOnly, SameSite=Lax, signed cookie (not Secure over plain HTTP)', async () => {
    const res = await new Client(app.baseUrl).login('singer', PASSWORD);
    const lines = res.headers.getSetCookie();
    const session = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*httponly/i);
    expect(session).toMatch(/;\s*samesite=lax/i);
    expect(session).not.toMatch(/;\s*secure/i);
    expect(lines.some((l) => l.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);
  });

  it('answers a wrong password and an unknown user with the same 401 body', async () => {
    const wrong = await new Client(app.baseUrl).login('singer', 'wrong password');
    const unknown = await new Client(app.baseUrl).login('nobody', PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(JSON.parse(a)).toEqual(INVALID);
    expect(b).toBe(a);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('rejects missing fields with 400 and field errors', async () => {
    const res = await new Client(app.baseUrl).postJson('/api/auth/login', { email: '   ' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ message: 'Validation failed', code: 'VALIDATION_ERROR' });
    expect(Object.keys(body.details).sort()).toEqual(['email', 'password']);
    expect(body.details.email).toEqual(['Username is required']);
  });

  it('rejects an over-long password with 400', async () => {
    const res = await new Client(app.baseUrl).login('singer', 'x'.repeat(5000));
    expect(res.status).toBe(400);
    expect((await res.json()).details.password).toHaveLength(1);
  });

  it('issues a new session id at login; the old id no longer authenticates', async () => {
    const client = new Client(app.baseUrl);
    expect((await client.login('singer', PASSWORD)).status).toBe(200);
    const before = client.clone();
    const oldId = client.cookies.get(SESSION_COOKIE);

    expect((await client.login('singer', PASSWORD)).status).toBe(200);
    const newId = client.cookies.get(SESSION_COOKIE);
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(oldId);

    expect((await client.fetch('/api/auth/user')).status).toBe(200);
    const stale = await before.fetch('/api/auth/user');
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual(UNAUTHORIZED);
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 without a session', async () => {
    const res = await new Client(app.baseUrl).fetch('/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(UNAUTHORIZED);
  });

  it('is 401 with a forged (unsigned) session cookie', async () => {
    const client = new Client(app.baseUrl);
    await client.login('singer', PASSWORD);
    const res = await client.fetch('/api/auth/user', {
      headers: { cookie: `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}` },
    });
    expect(res.status).toBe(401);
  });

  it('returns the signed-in user', async () => {
    const client = new Client(app.baseUrl);
    await client.login('singer', PASSWORD);
    const res = await client.fetch('/api/auth/user');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'singer', role: 'user' });
  });
});

describe('GET /api/logout', () => {
  it('ends the session, removes its row and redirects to /', async () => {
    const client = new Client(app.baseUrl);
    await client.login('singer', PASSWORD);
    const copy = client.clone();
    const id = client.cookies.get(SESSION_COOKIE)!;
    const conn = app.orm.em.getConnection();
    expect(await conn.execute('select 1 from sessions where id = ?', [id])).toHaveLength(1);

    const res = await client.fetch('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await conn.execute('select 1 from sessions where id = ?', [id])).toHaveLength(0);
    // Even a client that kept the old cookie is signed out.
    expect((await copy.fetch('/api/auth/user')).status).toBe(401);
  });
});

describe('GET /api/login', () => {
  it('redirects to the landing page with a notice until external sign-in exists', async () => {
    const res = await new Client(app.baseUrl).fetch('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?notice=external-login-unavailable');
  });
});
