/** Shell routes this remote links to (spec §2). */
export const paths = {
  songs: '/songs',
  otherSongs: '/other-songs',
} as const;
