import { randomUUID } from 'node:crypto';
import { songSchema, songSummarySchema, type Song, type SongSummary } from '@canticle/shared-ui/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_FEED_APPLICATION_NAME, publishChange } from '../src/db/change-feed.js';
import { User } from '../src/modules/auth/user.entity.js';
import { songListSql } from '../src/modules/songs/songs.service.js';
import { Client, createTestApp, createUser, type TestApp } from './utils.js';

/**
 * The read caches (sessions, song lists) with their change feed, as several API processes on one database run
 * them: app A and app B are two such processes. Cross-process effects arrive by notification, so those
 * assertions poll with a deadline; effects in the writing process itself must be immediate.
 */
let a: TestApp;
let b: TestApp;
const DEADLINE = { timeout: 5000, interval: 20 };

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ dbName: a.dbName });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/**
 * Waits until `app` has heard every change committed so far (notifications arrive in commit order), so an
 * earlier one, e.g. this process's own login or write, cannot land in the middle of what a test counts.
 */
async function settle(app: TestApp): Promise<void> {
  const id = randomUUID();
  const heard = new Promise<void>((resolve) => {
    const off = app.caches!.feed.subscribe((event) => {
      if (event.topic === 'session' && event.id === id) {
        off();
        resolve();
      }
    });
  });
  await publishChange(app.orm.em.getConnection(), 'session', id);
  await heard;
}

async function signIn(app: TestApp, email: string, role: 'user' | 'admin' = 'user'): Promise<Client> {
  await createUser(app.orm, { email, password: `${email}-password`, role });
  const client = new Client(app.baseUrl);
  expect((await client.login(email, `${email}-password`)).status).toBe(200);
  return client;
}

async function status(client: Client, path = '/api/auth/user'): Promise<number> {
  const res = await client.fetch(path);
  await res.arrayBuffer();
  return res.status;
}

/** Changes a user as an admin route must: in a transaction that announces it. */
async function changeUser(app: TestApp, email: string, sql: string): Promise<void> {
  await app.orm.em.fork().transactional(async (em) => {
    const user = await em.findOneOrFail(User, { email });
    await em.execute(sql, [user.id]);
    await publishChange(em, 'user', user.id);
  });
}

describe('session cache', () => {
  it('serves a signed-in request from memory after the first one', async () => {
    const client = await signIn(a, 'cached-reader');
    await settle(a);
    expect(await status(client)).toBe(200);
    const before = a.caches!.sessions.stats().hits;
    expect(await status(client)).toBe(200);
    expect(await status(client)).toBe(200);
    expect(a.caches!.sessions.stats().hits).toBe(before + 2);
  });

  it('logout in one process ends the session in every other', async () => {
    const onA = await signIn(a, 'keys-player');
    const onB = onA.clone(b.baseUrl);
    await settle(a);
    await settle(b);
    for (const client of [onA, onA, onB, onB]) expect(await status(client)).toBe(200); // now cached in A and B
    const copyOnA = onA.clone();
    expect((await onA.fetch('/api/logout')).status).toBe(302);
    // The logging-out process itself: at once.
    expect(await status(copyOnA)).toBe(401);
    await expect.poll(() => status(onB), DEADLINE).toBe(401);
  });

  it('a deleted user is refused on the next request after the notification, in every process', async () => {
    const onA = await signIn(a, 'leaver');
    const onB = onA.clone(b.baseUrl);
    expect(await status(onA)).toBe(200);
    expect(await status(onB)).toBe(200);
    await changeUser(a, 'leaver', 'delete from users where id = ?');
    await expect.poll(() => status(onA), DEADLINE).toBe(401);
    await expect.poll(() => status(onB), DEADLINE).toBe(401);
  });

  it('a changed role applies on the next request after the notification', async () => {
    const onA = await signIn(a, 'former-admin', 'admin');
    const onB = onA.clone(b.baseUrl);
    const role = async (client: Client) => ((await (await client.fetch('/api/auth/user')).json()) as { role: string }).role;
    expect(await role(onB)).toBe('admin');
    expect(await role(onB)).toBe('admin');
    await changeUser(a, 'former-admin', `update users set role = 'user' where id = ?`);
    await expect.poll(() => role(onB), DEADLINE).toBe('user');
    await expect.poll(() => role(onA), DEADLINE).toBe('user');
  });

  it('without a notification, a cached session is served at most for the TTL', async () => {
    const app = await createTestApp({ dbName: a.dbName, caches: { sessions: { ttlMs: 400 } } });
    try {
      const client = await signIn(app, 'unannounced');
      expect(await status(client)).toBe(200);
      // Deleted behind the API's back (no notification): the cached copy lives on, but not past the TTL.
      await app.orm.em.getConnection().execute(`delete from users where email = 'unannounced'`);
      expect(await status(client)).toBe(200);
      await expect.poll(() => status(client), DEADLINE).toBe(401);
    } finally {
      await app.close();
    }
  });

  it("never serves a session past its row's expiry", async () => {
    const client = await signIn(a, 'short-lived');
    const sid = client.cookies.get('canticle.sid')!;
    await a.orm.em.getConnection().execute(`update sessions set expires_at = now() + interval '600 milliseconds' where id = ?`, [sid]);
    const started = Date.now();
    expect(await status(client)).toBe(200); // read and cached until the row's expiry, not for 30 s
    await expect.poll(() => status(client), DEADLINE).toBe(401);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

// ---------------------------------------------------------------------------------------------------------------

const LYRICS = 'G       C\nAmazing grace';

async function createSong(client: Client, title: string, artist: string | null = null): Promise<Song> {
  const res = await client.postJson('/api/songs', { title, artist, originalKey: 'G', lyrics: LYRICS });
  expect(res.status, await res.clone().text()).toBe(201);
  return songSchema.parse(await res.json());
}

async function updateSong(client: Client, id: string, fields: Record<string, unknown>): Promise<Song> {
  const res = await client.fetch(`/api/songs/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return songSchema.parse(await res.json());
}

async function deleteSong(client: Client, id: string): Promise<void> {
  expect((await client.fetch(`/api/songs/${id}`, { method: 'DELETE' })).status).toBe(204);
}

async function list(client: Client, query = ''): Promise<{ titles: string[]; total: number }> {
  const res = await client.fetch(`/api/songs${query}`);
  expect(res.status).toBe(200);
  const songs: SongSummary[] = songSummarySchema.array().parse(await res.json());
  return { titles: songs.map((s) => s.title), total: Number(res.headers.get('x-total-count')) };
}

/** The answer straight from PostgreSQL, past every cache. */
async function truth(search: string): Promise<{ titles: string[]; total: number }> {
  const { sql, params } = songListSql({ search, limit: 200, offset: 0 });
  const [row] = await a.orm.em.getConnection().execute<{ total: number; json: string }[]>(sql, params);
  return { titles: (JSON.parse(row!.json) as SongSummary[]).map((s) => s.title), total: row!.total };
}

async function clearSongs(): Promise<void> {
  await a.orm.em.fork().transactional(async (em) => {
    await em.execute('delete from songs');
    await publishChange(em, 'songs');
  });
  a.caches!.songLists.clear();
}

describe('song list cache', () => {
  let onA: Client;
  let onB: Client;
  beforeAll(async () => {
    onA = await signIn(a, 'librarian');
    onB = onA.clone(b.baseUrl);
  });

  it("serves a repeated list from memory, and shows this process's own writes at once", async () => {
    await clearSongs();
    const song = await createSong(onA, 'Cached Hymn');
    await settle(a);
    expect(await list(onA, '?search=hymn')).toEqual({ titles: ['Cached Hymn'], total: 1 });
    const hits = a.caches!.songLists.stats().hits;
    expect(await list(onA, '?search=hymn')).toEqual({ titles: ['Cached Hymn'], total: 1 });
    expect(a.caches!.songLists.stats().hits).toBe(hits + 1);

    await createSong(onA, 'Second Hymn');
    expect(await list(onA, '?search=hymn')).toEqual({ titles: ['Cached Hymn', 'Second Hymn'], total: 2 });
    await updateSong(onA, song.id, { title: 'Renamed Psalm' });
    expect(await list(onA, '?search=hymn')).toEqual({ titles: ['Second Hymn'], total: 1 });
    expect(await list(onA, '?search=psalm')).toEqual({ titles: ['Renamed Psalm'], total: 1 });
    await deleteSong(onA, song.id);
    expect(await list(onA, '?search=psalm')).toEqual({ titles: [], total: 0 });
  });

  it('a save that changes nothing keeps the cache', async () => {
    await clearSongs();
    const song = await createSong(onA, 'Steady');
    await settle(a);
    await list(onA);
    const { generation } = a.caches!.songLists.stats();
    await updateSong(onA, song.id, { tempo: null });
    await settle(a);
    expect(a.caches!.songLists.stats().generation).toBe(generation);
  });

  it('another process sees creates, updates and deletes after the notification', async () => {
    await clearSongs();
    await expect.poll(() => list(onB, '?search=anthem'), DEADLINE).toEqual({ titles: [], total: 0 });
    expect(await list(onB, '?search=anthem')).toEqual({ titles: [], total: 0 }); // cached in B

    const song = await createSong(onA, 'Morning Anthem');
    await expect.poll(() => list(onB, '?search=anthem'), DEADLINE).toEqual({ titles: ['Morning Anthem'], total: 1 });
    await updateSong(onA, song.id, { title: 'Evening Anthem' });
    await expect.poll(() => list(onB, '?search=anthem'), DEADLINE).toEqual({ titles: ['Evening Anthem'], total: 1 });
    await deleteSong(onA, song.id);
    await expect.poll(() => list(onB, '?search=anthem'), DEADLINE).toEqual({ titles: [], total: 0 });
  });

  it('stays right through many writes from both processes with searches running alongside', async () => {
    await clearSongs();
    const terms = ['grace', 'GRACE', 'lord', 'pieśń', 'piesn', 'zz'];
    const words = ['Grace', 'Lord', 'Pieśń', 'Amazing', 'Holy'];
    const songs: Song[] = [];
    const searchAll = () => Promise.all(terms.flatMap((t) => [list(onA, `?search=${t}`), list(onB, `?search=${t}`)]));
    for (let i = 0; i < 60; i++) {
      const writer = i % 2 ? onB : onA;
      const reads = searchAll(); // in flight while the write commits
      const word = words[i % words.length]!;
      if (i % 5 === 4 && songs.length > 0) {
        await deleteSong(writer, songs.shift()!.id);
      } else if (i % 3 === 2 && songs.length > 0) {
        const target = songs[i % songs.length]!;
        songs[i % songs.length] = await updateSong(writer, target.id, { title: `${word} ${i} renamed` });
      } else {
        songs.push(await createSong(writer, `${word} song ${i}`, i % 4 ? null : `${words[(i + 1) % 5]} Band`));
      }
      await reads;
      // The writing process answers with its write at once.
      const own = writer === onA ? onA : onB;
      expect(await list(own, '?search=grace')).toEqual(await truth('grace'));
    }
    for (const term of terms) {
      const expected = await truth(term);
      await expect.poll(() => list(onA, `?search=${encodeURIComponent(term)}`), DEADLINE).toEqual(expected);
      await expect.poll(() => list(onB, `?search=${encodeURIComponent(term)}`), DEADLINE).toEqual(expected);
    }
  });

  it('is bypassed while the feed is down, and serves again once it has reconnected', async () => {
    // A process whose feed waits 1.5 s before reconnecting, to be seen while it is down.
    const c = await createTestApp({
      dbName: a.dbName,
      caches: { feed: { reconnectDelayMs: () => 1500, log: () => {} } },
    });
    try {
      await clearSongs();
      const onC = onA.clone(c.baseUrl);
      await createSong(onA, 'Before The Outage');
      await expect.poll(() => list(onC, '?search=outage'), DEADLINE).toMatchObject({ total: 1 });
      const feed = c.caches!.feed;
      const cache = c.caches!.songLists;
      expect(feed.healthy).toBe(true);

      const listeners = await a.orm.em
        .getConnection()
        .execute<{ pid: number }[]>(
          `select pid from pg_stat_activity where application_name = ? and datname = current_database()`,
          [CHANGE_FEED_APPLICATION_NAME],
        );
      expect(listeners.map((r) => r.pid)).toContain(feed.backendPid);
      await a.orm.em.getConnection().execute('select pg_terminate_backend(?)', [feed.backendPid]);
      await expect.poll(() => feed.healthy, DEADLINE).toBe(false);

      // Down: a write whose notification C cannot hear (behind the API's back, none at all) is seen at once.
      const hits = cache.stats().hits;
      await a.orm.em
        .getConnection()
        .execute(`insert into songs (id, title, original_key, lyrics) values (gen_random_uuid(), 'Outage Song', 'G', 'x')`);
      expect(await list(onC, '?search=outage')).toEqual({ titles: ['Before The Outage', 'Outage Song'], total: 2 });
      await createSong(onA, 'Outage Two');
      expect((await list(onC, '?search=outage')).total).toBe(3);
      expect(cache.stats()).toMatchObject({ hits, entries: 0 });

      // Back: it serves from memory again.
      await expect.poll(() => feed.healthy, DEADLINE).toBe(true);
      await settle(c);
      expect((await list(onC, '?search=outage')).total).toBe(3);
      expect((await list(onC, '?search=outage')).total).toBe(3);
      expect(cache.stats().hits).toBe(hits + 1);
      await createSong(onA, 'Outage Three');
      await expect.poll(async () => (await list(onC, '?search=outage')).total, DEADLINE).toBe(4);
    } finally {
      await c.close();
    }
  });

  it('a process with CACHE_READS off still announces its writes to the others', async () => {
    const uncached = await createTestApp({ dbName: a.dbName, cacheReads: false });
    try {
      await clearSongs();
      expect(uncached.caches).toBeUndefined();
      expect(await list(onA, '?search=silent')).toEqual({ titles: [], total: 0 });
      await createSong(onA.clone(uncached.baseUrl), 'Silent Night');
      await expect.poll(() => list(onA, '?search=silent'), DEADLINE).toEqual({ titles: ['Silent Night'], total: 1 });
    } finally {
      await uncached.close();
    }
  });

  it('closing an app ends its listening connection', async () => {
    const extra = await createTestApp({ dbName: a.dbName });
    const pid = extra.caches!.feed.backendPid;
    await extra.close();
    const open = async () =>
      (
        await a.orm.em
          .getConnection()
          .execute<{ pid: number }[]>('select pid from pg_stat_activity where pid = ?', [pid])
      ).length;
    await expect.poll(open, DEADLINE).toBe(0);
  });
});
