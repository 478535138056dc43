// The federation runtime is mocked (vi.mock), and fetch is stubbed per test, so these run in plain node.
// Modules are re-imported per test because the registry keeps the fetched map in module state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const MAP = { mf_library: '/mf/mf-library/mf-manifest.json', mf_bible: 'http://127.0.0.1:9/mf-manifest.json', bogus: '/x.json' };

function stubFetch(...responses: Array<unknown | Error>) {
  const fetchMock = vi.fn();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => response });
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function importFresh() {
  vi.resetModules();
  return import('./load-remote-app');
}

beforeEach(() => {
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('loadRemoteApp', () => {
  it('registers the known remotes from /remotes.json once and loads <name>/app', async () => {
    const fetchMock = stubFetch(MAP);
    const App = () => null;
    runtime.loadRemote.mockResolvedValue({ default: App });
    const { loadRemoteApp } = await importFresh();

    await expect(loadRemoteApp('mf_library')).resolves.toEqual({ default: App });
    await loadRemoteApp('mf_library');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/remotes.json');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_library', entry: MAP.mf_library },
      { name: 'mf_bible', entry: MAP.mf_bible },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_library/app');
  });

  it('fetches the map again after a failed fetch', async () => {
    const fetchMock = stubFetch(new TypeError('offline'), MAP);
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    const { loadRemoteApp } = await importFresh();

    await expect(loadRemoteApp('mf_library')).rejects.toThrow('offline');
    await expect(loadRemoteApp('mf_library')).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('wraps a runtime failure in RemoteLoadError naming the remote', async () => {
    stubFetch(MAP);
    runtime.loadRemote.mockRejectedValue(new Error('#RUNTIME-003 manifest failed'));
    const { loadRemoteApp, RemoteLoadError } = await importFresh();

    const error = await loadRemoteApp('mf_bible').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as InstanceType<typeof RemoteLoadError>).remote).toBe('mf_bible');
  });

  it('re-registers the remote with force on retry, so the runtime really fetches it again', async () => {
    stubFetch(MAP);
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    const { loadRemoteApp } = await importFresh();

    await loadRemoteApp('mf_bible', { retry: true });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_bible', entry: MAP.mf_bible }], { force: true });
  });

  it('rejects a remote missing from the map and a module without a default export', async () => {
    stubFetch(MAP);
    runtime.loadRemote.mockResolvedValue({ notApp: true });
    const { loadRemoteApp } = await importFresh();

    await expect(loadRemoteApp('mf_admin')).rejects.toThrow('No location is configured for remote "mf_admin"');
    await expect(loadRemoteApp('mf_library')).rejects.toThrow('has no default export');
  });
});
