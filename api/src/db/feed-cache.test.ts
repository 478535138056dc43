import { describe, expect, it } from 'vitest';
import { FeedCache } from './feed-cache.js';

function setup(options = { maxEntries: 3, maxBytes: 100 }) {
  const feed = { healthy: true };
  return { feed, cache: new FeedCache<string>(feed, options) };
}

describe('FeedCache', () => {
  it('serves what was stored, and counts hits and misses', () => {
    const { cache } = setup();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'A', { generation: cache.generation })).toBe(true);
    expect(cache.get('a')).toBe('A');
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('does not store a value read before an invalidation (the read/write race)', () => {
    const { cache } = setup();
    for (const invalidate of [() => cache.clear(), () => cache.delete('other'), () => cache.deleteWhere(() => false)]) {
      const generation = cache.generation;
      invalidate();
      expect(cache.set('a', 'stale', { generation })).toBe(false);
      expect(cache.get('a')).toBeUndefined();
    }
  });

  it('serves and stores nothing while the feed is not healthy', () => {
    const { feed, cache } = setup();
    cache.set('a', 'A', { generation: cache.generation });
    feed.healthy = false;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('b', 'B', { generation: cache.generation })).toBe(false);
    feed.healthy = true;
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used beyond maxEntries or maxBytes, and never stores an entry over maxBytes', () => {
    const { cache } = setup();
    const put = (key: string, bytes = 10) => cache.set(key, key.toUpperCase(), { generation: cache.generation, bytes });
    put('a');
    put('b');
    put('c');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    put('d');
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual(['A', 'C', 'D']);
    put('e', 80); // 30 + 80 > 100: the oldest (a) goes
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 100 });
    expect(put('huge', 101)).toBe(false);
    expect(cache.stats().bytes).toBe(100);
  });

  it('stops serving an entry at its expiry', () => {
    const { cache } = setup();
    const now = Date.now();
    cache.set('a', 'A', { generation: cache.generation, expiresAt: now + 1000 });
    expect(cache.get('a', now + 999)).toBe('A');
    expect(cache.get('a', now + 1000)).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('deleteWhere removes the matching entries only', () => {
    const { cache } = setup();
    cache.set('a', 'x', { generation: cache.generation });
    cache.set('b', 'y', { generation: cache.generation });
    cache.deleteWhere((value) => value === 'x');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('y');
  });
});
