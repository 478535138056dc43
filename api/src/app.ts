import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/database.js';
import type { Orm } from './db/orm.js';
import { bootstrapAdmin } from './modules/auth/admin-bootstrap.js';
import { openReadCaches, type ReadCaches } from './read-caches.js';
import { createServer } from './server.js';
import { purgeExpiredSessions } from './sessions/pg-session-store.js';
import { resolveSessionSecret } from './sessions/session-secret.js';

export interface RunningApp {
  url: string;
  server: Server;
  orm: Orm;
  /** The read caches, unless CACHE_READS=0. */
  caches?: ReadCaches;
  /**
   * Stops accepting requests, then the change feed, then closes the database (and the embedded PostgreSQL if we
   * started it).
   */
  close(): Promise<void>;
}

/** Database up and migrated, admin ensured, HTTP listening. */
export async function startApp(config: AppConfig): Promise<RunningApp> {
  const db = await openDatabase(config);
  let caches: ReadCaches | undefined;
  let cachesOpening: Promise<unknown> | undefined;
  try {
    const connection = db.orm.em.getConnection();
    // The change feed connects alongside (it never rejects: a failed LISTEN keeps retrying, caches off until then).
    cachesOpening = config.cacheReads ? openReadCaches(db.orm).then((opened) => (caches = opened)) : undefined;
    const [sessionSecret] = await Promise.all([
      resolveSessionSecret(connection, config.sessionSecret),
      bootstrapAdmin(db.orm.em, { username: config.adminUsername, password: config.adminPassword }),
      purgeExpiredSessions(connection),
      cachesOpening,
    ]);
    const app = createServer({ orm: db.orm, config: { ...config, sessionSecret }, caches });
    const server = await listen(app.callback(), config.port, config.host);
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}`,
      server,
      orm: db.orm,
      caches,
      close: () =>
        (closing ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            // Idle keep-alive connections would otherwise hold close() open.
            server.closeIdleConnections();
          });
          await caches?.close();
          await db.close();
        })()),
    };
  } catch (err) {
    await cachesOpening?.catch(() => {});
    await caches?.close();
    await db.close();
    throw err;
  }
}

function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  const server = createHttpServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
