import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

// A fresh store per test: it remembers its one probe for the page's lifetime.
const freshStore = async () => (await import('./auth-store')).useAuthStore;

describe('auth store', () => {
  it('loads the current user once, however often load() is called', async () => {
    const fetch = vi.fn(async () => Response.json({ id: '1', role: 'admin' }));
    vi.stubGlobal('fetch', fetch);
    const store = await freshStore();
    await Promise.all([store.getState().load(), store.getState().load()]);
    await store.getState().load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('authenticated');
    expect(store.getState().user?.role).toBe('admin');
  });

  it('treats a 401 as signed out without calling the global 401 handler', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'Unauthorized' }, { status: 401 })));
    const store = await freshStore();
    // Same module instance as the store's client (resetModules gives each test fresh ones).
    const { apiClient, setUnauthorizedHandler } = await import('@canticle/shared-ui/api-client');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(handler).not.toHaveBeenCalled();
    // ...while an ordinary request with the same reply does call it.
    await apiClient.get('/api/songs').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('asks again on reload() after signing in', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ message: 'Unauthorized' }, { status: 401 }))
      .mockResolvedValueOnce(Response.json({ id: '2', role: 'user' }));
    vi.stubGlobal('fetch', fetch);
    const store = await freshStore();
    await store.getState().load();
    await store.getState().reload();
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: { id: '2' } });
  });
});
