/** Shell routes this remote links to (spec §2). */
export const paths = {
  setlists: '/setlists',
} as const;
