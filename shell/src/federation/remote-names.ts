/** Container names of the feature remotes; the shell loads `<name>/app` from each. */
export const REMOTE_NAMES = ['mf_library', 'mf_setlists', 'mf_performance', 'mf_projection', 'mf_bible', 'mf_admin'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Human names of the areas, for loading and error messages. */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  mf_library: 'Songs',
  mf_setlists: 'Setlists',
  mf_performance: 'Singers and Musicians',
  mf_projection: 'Projection',
  mf_bible: 'Bible Explorer',
  mf_admin: 'Admin Panel',
};

export const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);
