import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { fakeChangeFeed } from '../../../test/support/fake-change-feed.js';
import { SongListCache } from './song-list-cache.js';
import { SongsService } from './songs.service.js';

/** A service whose list queries wait until the test answers them. */
function serviceWithPendingQueries() {
  const { feed, emit } = fakeChangeFeed();
  const cache = new SongListCache(feed);
  const queries: ((rows: { total: number; json: string }[]) => void)[] = [];
  // Writes: a transaction that records its statements (the notification) and deletes one row if asked to.
  const written: string[] = [];
  let rowsToDelete = 1;
  const tx = {
    create: (_entity: unknown, data: object) => ({ ...data }),
    flush: async () => {},
    nativeDelete: async () => rowsToDelete,
    execute: async (sql: string) => (written.push(sql), []),
  };
  const em = {
    getConnection: () => ({ execute: () => new Promise((resolve) => queries.push(resolve)) }),
    transactional: (work: (em: typeof tx) => Promise<unknown>) => work(tx),
  } as unknown as EntityManager;
  const setRowsToDelete = (n: number) => (rowsToDelete = n);
  return { service: new SongsService(em, cache), cache, queries, emit, feed, written, setRowsToDelete };
}

const QUERY = { search: 'grace', limit: 200, offset: 0 };
const text = (page: { total: number; body: Buffer }) => ({ total: page.total, json: page.body.toString() });

describe('SongsService.list with a cache', () => {
  it('answers a repeated query from memory', async () => {
    const { service, queries } = serviceWithPendingQueries();
    const first = service.list(QUERY);
    queries[0]!([{ total: 1, json: '[1]' }]);
    expect(text(await first)).toEqual({ total: 1, json: '[1]' });
    expect(text(await service.list(QUERY))).toEqual({ total: 1, json: '[1]' });
    expect(queries).toHaveLength(1);
    void service.list({ ...QUERY, offset: 200 }); // another page: another query
    expect(queries).toHaveLength(2);
  });

  it('does not keep a page read before a change that was heard while it was being read', async () => {
    for (const change of ['songs', 'reset'] as const) {
      const { service, queries, emit } = serviceWithPendingQueries();
      const stale = service.list(QUERY);
      emit({ topic: change }); // a write committed while the query ran
      queries[0]!([{ total: 1, json: '[old]' }]);
      expect(text(await stale)).toEqual({ total: 1, json: '[old]' }); // answered, but not kept
      const fresh = service.list(QUERY);
      expect(queries).toHaveLength(2);
      queries[1]!([{ total: 2, json: '[new]' }]);
      expect(text(await fresh)).toEqual({ total: 2, json: '[new]' });
      expect(text(await service.list(QUERY))).toEqual({ total: 2, json: '[new]' });
    }
  });

  it('goes to the database every time while the feed is down', async () => {
    const { service, queries, feed } = serviceWithPendingQueries();
    feed.healthy = false;
    for (let i = 0; i < 2; i++) {
      const page = service.list(QUERY);
      queries[i]!([{ total: i, json: '[]' }]);
      expect((await page).total).toBe(i);
    }
  });

  it("clears this process's cache right after its own write, before any notification comes back", async () => {
    const { service, queries, written, setRowsToDelete } = serviceWithPendingQueries();
    const cached = async () => {
      const before = queries.length;
      const page = service.list(QUERY);
      if (queries.length > before) queries.at(-1)!([{ total: 0, json: '[]' }]);
      await page;
      return queries.length === before;
    };
    await cached();
    expect(await cached()).toBe(true);

    await service.create({ title: 'New', originalKey: 'G', lyrics: 'x' } as never);
    expect(written).toEqual([`select pg_notify('canticle_changes', ?)`]);
    expect(await cached()).toBe(false);
    expect(await cached()).toBe(true);

    await service.delete('6f1c2b9e-8a1d-4c63-9d5e-0b7a1f2e3d4c');
    expect(written).toHaveLength(2);
    expect(await cached()).toBe(false);

    // A write that fails before changing anything announces nothing and keeps the cache.
    setRowsToDelete(0);
    await expect(service.delete('6f1c2b9e-8a1d-4c63-9d5e-0b7a1f2e3d4c')).rejects.toThrow('Song not found');
    expect(written).toHaveLength(2);
    expect(await cached()).toBe(true);
  });
});
