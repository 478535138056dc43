import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGE_FEED_APPLICATION_NAME,
  createChangeFeed,
  publishChange,
  type ChangeEvent,
  type ChangeFeed,
} from '../src/db/change-feed.js';
import { initORM, ormClientConfig, type Orm } from '../src/db/orm.js';
import { testDatabaseUrl, uniqueDbName } from './utils.js';

let orm: Orm;
const feeds: ChangeFeed[] = [];

beforeAll(async () => {
  orm = await initORM(testDatabaseUrl(uniqueDbName()));
});
afterAll(async () => {
  for (const feed of feeds) await feed.close();
  await orm?.close();
});

function openFeed(options: { reconnectDelayMs?: (attempt: number) => number } = {}) {
  const events: ChangeEvent[] = [];
  const logs: string[] = [];
  const feed = createChangeFeed({ connection: ormClientConfig(orm), log: (m) => logs.push(m), ...options });
  feeds.push(feed);
  feed.subscribe((event) => events.push(event));
  return { feed, events, logs };
}

const topics = (events: ChangeEvent[]) => events.map((e) => ('id' in e ? `${e.topic}:${e.id}` : e.topic));

/** The feed connections of this test's database still open. */
async function feedConnections(): Promise<number[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ pid: number }[]>(
      'select pid from pg_stat_activity where application_name = ? and datname = current_database()',
      [CHANGE_FEED_APPLICATION_NAME],
    );
  return rows.map((r) => r.pid);
}

describe('change feed', () => {
  it('starts healthy, with a reset first (nothing heard before LISTEN can be trusted)', async () => {
    const { feed, events } = openFeed();
    expect(feed.healthy).toBe(false);
    expect(await feed.start()).toBe(true);
    expect(feed.healthy).toBe(true);
    expect(feed.backendPid).toBeGreaterThan(0);
    expect(topics(events)).toEqual(['reset']);
  });

  it('delivers a change published in a transaction when it commits, and never one rolled back', async () => {
    const { feed, events } = openFeed();
    await feed.start();
    events.length = 0;

    await orm.em
      .fork()
      .transactional(async (em) => {
        await publishChange(em, 'session', 'rolled-back');
        throw new Error('roll back');
      })
      .catch(() => {});
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pending = orm.em.fork().transactional(async (em) => {
      await publishChange(em, 'user', 'in-transaction');
      await held;
    });
    // A change committed after those were published, while the second transaction is still open: notifications
    // arrive in commit order, so once it is here, anything delivered early would be here too.
    await publishChange(orm.em.getConnection(), 'songs');
    await expect.poll(() => topics(events)).toEqual(['songs']);
    release();
    await pending;
    await expect.poll(() => topics(events)).toEqual(['songs', 'user:in-transaction']);
  });

  it('treats an unreadable payload as a reset', async () => {
    const { feed, events } = openFeed();
    await feed.start();
    events.length = 0;
    await orm.em.getConnection().execute(`select pg_notify('canticle_changes', 'not json')`);
    await orm.em.getConnection().execute(`select pg_notify('canticle_changes', '{"topic":"session"}')`);
    await expect.poll(() => topics(events)).toEqual(['reset', 'reset']);
  });

  it('losing its connection: unhealthy and a reset at once, then it reconnects and resets again', async () => {
    const { feed, events, logs } = openFeed({ reconnectDelayMs: () => 300 });
    await feed.start();
    events.length = 0;
    const pid = feed.backendPid!;
    await orm.em.getConnection().execute('select pg_terminate_backend(?)', [pid]);

    await expect.poll(() => feed.healthy).toBe(false);
    expect(topics(events)).toEqual(['reset']);
    await expect.poll(() => feed.healthy, { timeout: 5000 }).toBe(true);
    expect(topics(events)).toEqual(['reset', 'reset']);
    expect(feed.backendPid).not.toBe(pid);
    expect(logs.join('\n')).toMatch(/lost the listening connection[\s\S]*listening again/);

    // And it hears changes again.
    await publishChange(orm.em.getConnection(), 'songs');
    await expect.poll(() => topics(events)).toEqual(['reset', 'reset', 'songs']);
  });

  it('a heartbeat left unanswered counts as a lost connection', async () => {
    // A 0 ms timeout: the timer always fires before the answer, as for a connection gone without a FIN.
    const logs: string[] = [];
    const feed = createChangeFeed({
      connection: ormClientConfig(orm),
      heartbeatMs: 20,
      heartbeatTimeoutMs: 0,
      reconnectDelayMs: () => 10_000,
      log: (m) => logs.push(m),
    });
    feeds.push(feed);
    await feed.start();
    const pid = feed.backendPid!;
    await expect.poll(() => feed.healthy).toBe(false);
    expect(logs.join('\n')).toMatch(/no answer to a heartbeat/);
    await expect.poll(feedConnections).not.toContain(pid);
  });

  it('close() ends its connection, and it does not come back', async () => {
    const { feed } = openFeed({ reconnectDelayMs: () => 50 });
    await feed.start();
    const pid = feed.backendPid!;
    expect(await feedConnections()).toContain(pid);
    await feed.close();
    expect(feed.healthy).toBe(false);
    await expect.poll(feedConnections).not.toContain(pid);
    expect(await feed.start()).toBe(false);
  });

  it('keeps retrying while the database cannot be reached, and close() stops that', async () => {
    const logs: string[] = [];
    // Nothing listens on port 1.
    const feed = createChangeFeed({
      connection: { ...ormClientConfig(orm), port: 1 },
      reconnectDelayMs: () => 20,
      log: (m) => logs.push(m),
    });
    expect(await feed.start()).toBe(false);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/could not listen/);
    await feed.close();
    expect(feed.healthy).toBe(false);
  });
});
