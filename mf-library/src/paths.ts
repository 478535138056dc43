/** Shell routes this remote links to (spec §2). */
export const paths = {
  songs: '/songs',
  ourSongs: '/our-songs',
  otherSongs: '/other-songs',
  songDetail: (id: string) => `/songs/${encodeURIComponent(id)}`,
  songEdit: (id: string) => `/songs/${encodeURIComponent(id)}?${EDIT_PARAM}=true`,
} as const;

/** Query parameter that opens a song page in edit mode (spec §2: /songs/{id}?edit=true). */
export const EDIT_PARAM = 'edit';

/** The Songs API (spec §7). */
export const songApiPaths = {
  list: '/api/songs',
  song: (id: string) => `/api/songs/${encodeURIComponent(id)}`,
} as const;
