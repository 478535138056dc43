import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectionUrl } from '../src/db/embedded-postgres.js';
import { initORM, type Orm } from '../src/db/orm.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { User, type UserRole } from '../src/modules/auth/user.entity.js';
import { openReadCaches, type ReadCaches, type ReadCachesOptions } from '../src/read-caches.js';
import { createServer, type ServerConfig } from '../src/server.js';
import { resolveSessionSecret } from '../src/sessions/session-secret.js';

/** A unique database name on the shared test cluster. */
export function uniqueDbName(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/** URL of a (possibly not yet created) database on the test cluster; MikroORM creates it on connect. */
export function testDatabaseUrl(dbName = uniqueDbName()): string {
  return connectionUrl(inject('pg'), dbName);
}

export interface TestApp {
  baseUrl: string;
  orm: Orm;
  dbName: string;
  server: Server;
  /** The read caches and their change feed, as in a started app (absent with `cacheReads: false`). */
  caches?: ReadCaches;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<ServerConfig> {
  /** Reuse a database (e.g. a second API process on the same data); a fresh one by default. */
  dbName?: string;
  logError?: (err: unknown, path: string) => void;
  /** Read caches on (the default, as CACHE_READS) or off. */
  cacheReads?: boolean;
  /** Options of the caches and their change feed (reconnect delays, TTL, ...). */
  caches?: ReadCachesOptions;
}

/** Fresh migrated database + createServer listening on 127.0.0.1:0, with read caches like a started app. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { dbName = uniqueDbName(), logError, cacheReads = true, caches: cacheOptions, ...overrides } = options;
  const orm = await initORM(testDatabaseUrl(dbName));
  const caches = cacheReads ? await openReadCaches(orm, cacheOptions) : undefined;
  const defaults = loadConfig({});
  const config: ServerConfig = {
    trustProxy: false,
    staticRoot: defaults.staticRoot,
    remoteUrls: defaults.remoteUrls,
    sessionSecret: await resolveSessionSecret(orm.em.getConnection()),
    ...overrides,
  };
  const app = createServer({ orm, config, caches, logError });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    orm,
    dbName,
    server,
    caches,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await caches?.close();
      await orm.close();
    },
  };
}

export async function createUser(
  orm: Orm,
  { email, password, role = 'user' }: { email: string; password: string; role?: UserRole },
): Promise<User> {
  const em = orm.em.fork();
  const user = em.create(User, {
    email,
    firstName: 'Test',
    lastName: null,
    role,
    passwordHash: await hashPassword(password),
  });
  await em.flush();
  return user;
}

/** Cookies from Set-Cookie headers, name → value (an expired/empty cookie removes the entry). */
export function parseSetCookies(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    out.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return out;
}

/** A tiny browser: keeps cookies between calls, never follows redirects, JSON helpers. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const res = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    for (const [name, value] of parseSetCookies(res)) {
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  login(email: string, password: string): Promise<Response> {
    return this.postJson('/api/auth/login', { email, password });
  }

  /** Another client holding a copy of this one's cookies (a second tab, or an attacker who saw them). */
  clone(baseUrl = this.baseUrl): Client {
    const copy = new Client(baseUrl);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }
}
