import type { ChangeEvent, ChangeFeed, ChangeListener } from '../../src/db/change-feed.js';

/** A change feed without a database, for unit tests of the caches: `emit` plays a notification. */
export function fakeChangeFeed() {
  const listeners = new Set<ChangeListener>();
  const feed = {
    healthy: true as boolean,
    backendPid: 1,
    subscribe: (listener: ChangeListener) => (listeners.add(listener), () => listeners.delete(listener)),
    start: async () => true,
    close: async () => {},
  } satisfies ChangeFeed;
  return { feed, emit: (event: ChangeEvent) => listeners.forEach((l) => l(event)) };
}
