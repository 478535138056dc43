import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../src/middleware/error-handler.js';
import { requestContext } from '../src/middleware/request-context.js';
import { requireAdmin, requireAuth, type AuthState } from '../src/middleware/require-auth.js';
import { sessionMiddleware } from '../src/sessions/session.js';
import { Client, createTestApp, createUser, type TestApp } from './utils.js';

/**
 * The guards as a later module would use them: a router of its own, mounted next to the real auth routes,
 * with the real session and request-context middleware on the same database.
 */
let api: TestApp;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  api = await createTestApp();
  await createUser(api.orm, { email: 'member', password: 'member-password' });
  await createUser(api.orm, { email: 'boss', password: 'boss-password', role: 'admin' });

  const app = new Koa();
  const secret = (await api.orm.em.getConnection().execute<{ value: string }[]>(
    `select value from app_settings where key = 'session_secret'`,
  ))[0]!.value;
  const router = new Router<AuthState>({ prefix: '/api' });
  router.get('/members-only', requireAuth, (ctx) => {
    ctx.body = { hello: ctx.state.user.email };
  });
  router.get('/admins-only', requireAdmin, (ctx) => {
    ctx.body = { hello: ctx.state.user.email };
  });
  app.use(errorHandler());
  app.use(requestContext(api.orm));
  app.use(sessionMiddleware(app, api.orm.em.getConnection(), secret));
  app.use(router.routes());
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await api?.close();
});

async function signedIn(email: string, password: string): Promise<Client> {
  const client = new Client(api.baseUrl);
  expect((await client.login(email, password)).status).toBe(200);
  return client.clone(baseUrl);
}

describe('requireAuth / requireAdmin', () => {
  it('answer 401 UNAUTHORIZED without a session', async () => {
    for (const path of ['/api/members-only', '/api/admins-only']) {
      const res = await new Client(baseUrl).fetch(path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
  });

  it('let a signed-in user through requireAuth but not requireAdmin (403 FORBIDDEN)', async () => {
    const member = await signedIn('member', 'member-password');
    const ok = await member.fetch('/api/members-only');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ hello: 'member' });
    const denied = await member.fetch('/api/admins-only');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
  });

  it('let an admin through requireAdmin', async () => {
    const boss = await signedIn('boss', 'boss-password');
    const res = await boss.fetch('/api/admins-only');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: 'boss' });
  });

  it('refuse a deleted user at once, and a session naming no valid user id', async () => {
    await createUser(api.orm, { email: 'leaver', password: 'leaver-password' });
    const leaver = await signedIn('leaver', 'leaver-password');
    expect((await leaver.fetch('/api/members-only')).status).toBe(200);
    await api.orm.em.getConnection().execute(`delete from users where email = 'leaver'`);
    const gone = await leaver.fetch('/api/members-only');
    expect(gone.status).toBe(401);
    expect(await gone.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });

    const member = await signedIn('member', 'member-password');
    await api.orm.em
      .getConnection()
      .execute(`update sessions set data = jsonb_set(data, '{userId}', '"not-a-uuid"') where data->>'userId' in
                (select id::text from users where email = 'member')`);
    expect((await member.fetch('/api/members-only')).status).toBe(401);
  });

  it('read the session and its user in one query (no second round trip per request)', async () => {
    const member = await signedIn('member', 'member-password');
    const queries: string[] = [];
    const logger = api.orm.config.getLogger();
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (context) => {
      queries.push(context.query ?? '');
      original(context);
    };
    const enabled = api.orm.config.get('debug');
    api.orm.config.set('debug', ['query']);
    logger.setDebugMode(['query']);
    try {
      expect((await member.fetch('/api/members-only')).status).toBe(200);
    } finally {
      logger.setDebugMode(enabled);
      api.orm.config.set('debug', enabled);
      logger.logQuery = original;
    }
    expect(queries.filter((q) => /from "sessions"|from "users"/i.test(q))).toHaveLength(1);
  });

  it('apply a demotion at once (the user is re-read each request)', async () => {
    const boss = await signedIn('boss', 'boss-password');
    await api.orm.em.getConnection().execute(`update users set role = 'user' where email = 'boss'`);
    try {
      expect((await boss.fetch('/api/admins-only')).status).toBe(403);
    } finally {
      await api.orm.em.getConnection().execute(`update users set role = 'admin' where email = 'boss'`);
    }
  });
});
