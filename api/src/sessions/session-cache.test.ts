import type { Connection } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { fakeChangeFeed } from '../../test/support/fake-change-feed.js';
import type { ChangeEvent } from '../db/change-feed.js';
import { createPgSessionStore, SESSION_USER_STATE } from './pg-session-store.js';
import { SessionCache } from './session-cache.js';

const USER_ID = '6f1c2b9e-8a1d-4c63-9d5e-0b7a1f2e3d4c';

function setup() {
  const { feed, emit } = fakeChangeFeed();
  const cache = new SessionCache(feed);
  const pending: ((rows: unknown[]) => void)[] = [];
  const statements: string[] = [];
  const connection = {
    execute: (sql: string) => {
      statements.push(sql);
      return new Promise((resolve) => pending.push(resolve));
    },
  } as unknown as Connection;
  const row = (role = 'user') => ({
    data: { userId: USER_ID, _expire: Date.now() + 60_000, _maxAge: 60_000 },
    expires_ms: Date.now() + 60_000,
    user_id: USER_ID,
    email: 'someone',
    first_name: null,
    last_name: null,
    role,
    created_at: '2026-11-23 10:00:00+00',
  });
  return {
    store: createPgSessionStore(connection, cache),
    emit,
    pending,
    statements,
    row,
  };
}

/** get() with a request state, answering its query (if it makes one) with `rows`. */
async function get(t: ReturnType<typeof setup>, rows: unknown[]) {
  const state: Record<string, unknown> = {};
  const before = t.pending.length;
  const result = t.store.get('sid-1', undefined, { ctx: { state } });
  if (t.pending.length > before) t.pending.at(-1)!(rows);
  const queried = t.pending.length > before;
  return { data: await result, user: state[SESSION_USER_STATE] as { role: string } | null, queried };
}

describe('session store with a cache', () => {
  it('reads a session once, then serves copies of it and its user from memory', async () => {
    const t = setup();
    const first = await get(t, [t.row()]);
    expect(first.queried).toBe(true);
    const second = await get(t, [t.row()]);
    expect(second.queried).toBe(false);
    expect(second.data).toEqual(first.data);
    expect(second.user).toEqual(first.user);
    (second.data as Record<string, unknown>).userId = 'changed by a request';
    expect((await get(t, [])).data).toEqual(first.data);
  });

  it('does not keep a session read before a notification about it or its user', async () => {
    for (const event of [
      { topic: 'session', id: 'sid-1' },
      { topic: 'user', id: USER_ID },
      { topic: 'reset' },
    ] as ChangeEvent[]) {
      const t = setup();
      const state: Record<string, unknown> = {};
      const stale = t.store.get('sid-1', undefined, { ctx: { state } });
      t.emit(event); // e.g. a logout or a demotion committed while the query ran
      t.pending[0]!([t.row('admin')]);
      await stale; // answered as read, but not kept
      const next = await get(t, [t.row('user')]);
      expect(next.queried).toBe(true);
      expect(next.user?.role).toBe('user');
    }
  });

  it('drops the cached session on its own save and destroy, and announces both', async () => {
    const t = setup();
    await get(t, [t.row()]);
    const saved = t.store.set('sid-1', { userId: USER_ID }, 60_000);
    t.pending.at(-1)!([]);
    await saved;
    expect((await get(t, [t.row()])).queried).toBe(true);
    const destroyed = t.store.destroy('sid-1');
    t.pending.at(-1)!([]);
    await destroyed;
    expect((await get(t, [])).queried).toBe(true);
    expect(t.statements.filter((sql) => sql.includes(`pg_notify('canticle_changes'`))).toHaveLength(2);
  });

  it('does not cache a session whose user is gone', async () => {
    const t = setup();
    const orphan = { ...t.row(), user_id: null };
    expect((await get(t, [orphan])).user).toBeNull();
    expect((await get(t, [orphan])).queried).toBe(true);
  });
});
