import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName } from './remote-names';

/** Served by the API at run time: remote name → mf-manifest.json URL (absolute, or relative to this origin). */
export const REMOTE_MAP_URL = '/remotes.json';

export type RemoteMap = Partial<Record<RemoteName, string>>;

let pending: Promise<RemoteMap> | undefined;

function parseRemoteMap(body: unknown): RemoteMap {
  if (!body || typeof body !== 'object') throw new Error(`${REMOTE_MAP_URL} is not a JSON object`);
  const map: RemoteMap = {};
  for (const [name, entry] of Object.entries(body)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry) map[name] = entry;
  }
  return map;
}

async function fetchAndRegister(): Promise<RemoteMap> {
  const response = await fetch(REMOTE_MAP_URL, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not load ${REMOTE_MAP_URL} (HTTP ${response.status})`);
  const map = parseRemoteMap(await response.json());
  // Registration only records the manifest URLs: with shareStrategy 'loaded-first' nothing is fetched until
  // a route calls loadRemote, so one unreachable remote cannot take the shell down.
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
  return map;
}

/** Starts fetching the remote map once (called from main.ts, before the async boundary). */
export function startRemoteRegistry(): Promise<RemoteMap> {
  pending ??= fetchAndRegister().catch((error: unknown) => {
    pending = undefined; // a later call (e.g. Retry) fetches the map again
    throw error;
  });
  return pending;
}

/** The registered remote map; rejects if /remotes.json could not be loaded. */
export function remoteRegistryReady(): Promise<RemoteMap> {
  return startRemoteRegistry();
}

/**
 * Registers one remote again with `force`, which drops its cached manifest, failed loading promise and
 * module cache, so the next loadRemote really fetches it again.
 */
export function reRegisterRemote(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
}
