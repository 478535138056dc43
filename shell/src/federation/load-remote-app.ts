import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reRegisterRemote, remoteRegistryReady } from './remote-registry';
import type { RemoteName } from './remote-names';

/** What every remote exposes as `./app`. */
export type RemoteAppProps = { view: string };
export type RemoteAppModule = { default: ComponentType<RemoteAppProps> };

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads `<remote>/app` once the remote map is registered. With `retry`, the remote is registered again with
 * `force` first: the runtime caches a failed manifest fetch, so a plain second loadRemote would fail at once.
 */
export async function loadRemoteApp(remote: RemoteName, { retry = false }: { retry?: boolean } = {}): Promise<RemoteAppModule> {
  const map = await remoteRegistryReady();
  const entry = map[remote];
  if (!entry) throw new RemoteLoadError(remote, `No location is configured for remote "${remote}"`);
  if (retry) reRegisterRemote(remote, entry);

  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(`${remote}/app`);
  } catch (error) {
    throw new RemoteLoadError(remote, `Remote "${remote}" could not be loaded from ${entry}`, { cause: error });
  }
  const component = (loaded as Partial<RemoteAppModule> | null)?.default;
  // Components are functions, or objects for memo/forwardRef.
  if (component == null || (typeof component !== 'function' && typeof component !== 'object')) {
    throw new RemoteLoadError(remote, `Remote "${remote}" loaded, but "./app" has no default export App component`);
  }
  return { default: component };
}
