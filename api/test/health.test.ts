import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const res = await fetch(`${app.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 with database down when `select 1` fails', async () => {
    // A second app on its own database, which is then dropped under it (terminating its connections).
    const broken = await createTestApp();
    await app.orm.em.getConnection().execute(`drop database "${broken.dbName}" with (force)`);
    try {
      const res = await fetch(`${broken.baseUrl}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'error', database: 'down' });
    } finally {
      await broken.close();
    }
  });
});
