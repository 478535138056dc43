import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { SESSION_COOKIE } from '../src/sessions/session.js';
import { Client, createTestApp, createUser, testDatabaseUrl, uniqueDbName, type TestApp } from './utils.js';

describe('sessions shared through PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    // A second API process on the same database (same generated secret, same sessions table).
    b = await createTestApp({ dbName: a.dbName });
    await createUser(a.orm, { email: 'pianist', password: 'keys-and-chords' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a session created on one server is valid on the other, and logout on either ends it', async () => {
    const onA = new Client(a.baseUrl);
    expect((await onA.login('pianist', 'keys-and-chords')).status).toBe(200);

    const onB = onA.clone(b.baseUrl);
    const res = await onB.fetch('/api/auth/user');
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe('pianist');

    expect((await onB.fetch('/api/logout')).status).toBe(302);
    const after = await onA.fetch('/api/auth/user');
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });

  it('a server with another secret rejects the cookie (it is signed)', async () => {
    const other = await createTestApp({ dbName: a.dbName, sessionSecret: 'a-different-secret-0123456789' });
    try {
      const client = new Client(a.baseUrl);
      await client.login('pianist', 'keys-and-chords');
      expect((await client.clone(other.baseUrl).fetch('/api/auth/user')).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('generated session secret', () => {
  const started: RunningApp[] = [];
  afterAll(async () => {
    for (const app of started) await app.close();
  });

  it('is kept in the database, so sessions survive a restart', async () => {
    const config = {
      ...loadConfig({ PORT: '0', ADMIN_PASSWORD: 'first-start-password' }),
      databaseUrl: testDatabaseUrl(uniqueDbName()),
    };
    const log = console.log;
    console.log = () => {};
    try {
      const first = await startApp(config);
      started.push(first);
      const client = new Client(first.url);
      expect((await client.login('admin', 'first-start-password')).status).toBe(200);
      expect(client.cookies.get(SESSION_COOKIE)).toBeTruthy();
      await first.close();

      const second = await startApp(config);
      started.push(second);
      const res = await client.clone(second.url).fetch('/api/auth/user');
      expect(res.status).toBe(200);
      expect((await res.json()).role).toBe('admin');
    } finally {
      console.log = log;
    }
  });
});

describe('Secure cookie flag', () => {
  it('is set when the request arrived over TLS at a trusted proxy (TRUST_PROXY=1)', async () => {
    const app = await createTestApp({ trustProxy: true });
    try {
      await createUser(app.orm, { email: 'drummer', password: 'four-on-the-floor' });
      const client = new Client(app.baseUrl);
      const tls = await client.postJson(
        '/api/auth/login',
        { email: 'drummer', password: 'four-on-the-floor' },
        { 'x-forwarded-proto': 'https' },
      );
      expect(tls.status).toBe(200);
      const cookie = tls.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toMatch(/;\s*secure/i);
      const plain = await client.login('drummer', 'four-on-the-floor');
      expect(plain.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`))).not.toMatch(/;\s*secure/i);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const app = await createTestApp();
    try {
      await createUser(app.orm, { email: 'bassist', password: 'low-end-theory' });
      const res = await new Client(app.baseUrl).postJson(
        '/api/auth/login',
        { email: 'bassist', password: 'low-end-theory' },
        { 'x-forwarded-proto': 'https' },
      );
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`))).not.toMatch(/;\s*secure/i);
    } finally {
      await app.close();
    }
  });
});
