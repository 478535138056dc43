/** Shell routes this remote links to (spec §2). */
export const paths = {
  bible: '/bible',
} as const;
