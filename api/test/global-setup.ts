import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type PgConnection } from '../src/db/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pg: PgConnection;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** One throw-away PostgreSQL cluster for the whole API test run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'canticle-api-test-'));
  const pg = await startEmbeddedPostgres({ dataDir: dir, port: await freePort() });
  project.provide('pg', pg.connection);
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
