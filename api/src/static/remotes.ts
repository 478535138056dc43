/** The six Module Federation remotes: container name (as the shell registers it) and build folder. */
export const REMOTES = [
  { name: 'mf_library', dir: 'mf-library' },
  { name: 'mf_setlists', dir: 'mf-setlists' },
  { name: 'mf_performance', dir: 'mf-performance' },
  { name: 'mf_projection', dir: 'mf-projection' },
  { name: 'mf_bible', dir: 'mf-bible' },
  { name: 'mf_admin', dir: 'mf-admin' },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

const REMOTE_DIRS: ReadonlySet<string> = new Set(REMOTES.map((r) => r.dir));

export function isRemoteDir(dir: string): boolean {
  return REMOTE_DIRS.has(dir);
}

/** mf_library → REMOTE_URL_MF_LIBRARY */
export function remoteEnvName(name: RemoteName): string {
  return `REMOTE_URL_${name.toUpperCase()}`;
}
