/** Every route of the product (spec §2). The only place URLs are written; use `href` helpers for links. */
export const paths = {
  home: { path: '/', href: () => '/' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  songs: { path: '/songs', href: () => '/songs' },
  ourSongs: { path: '/our-songs', href: () => '/our-songs' },
  otherSongs: { path: '/other-songs', href: () => '/other-songs' },
  songDetail: { path: '/songs/:id', href: (id: string | number) => `/songs/${encodeURIComponent(id)}` },
  externalSong: {
    path: '/external-song/:externalId',
    href: (externalId: string) => `/external-song/${encodeURIComponent(externalId)}`,
  },
  externalProjection: {
    path: '/external-projection/:externalId',
    href: (externalId: string) => `/external-projection/${encodeURIComponent(externalId)}`,
  },
  setlists: { path: '/setlists', href: () => '/setlists' },
  setlistDetail: { path: '/setlists/:id', href: (id: string | number) => `/setlists/${encodeURIComponent(id)}` },
  singers: { path: '/singers', href: () => '/singers' },
  musicians: { path: '/musicians', href: () => '/musicians' },
  bible: { path: '/bible', href: () => '/bible' },
  projection: { path: '/projection', href: () => '/projection' },
  projectionDisplay: { path: '/projection-display', href: () => '/projection-display' },
  admin: { path: '/admin', href: () => '/admin' },
} as const;

/** Browser navigations served by the API, not by the router. */
export const serverPaths = {
  externalLogin: '/api/login',
  logout: '/api/logout',
} as const;

/** API calls the shell itself makes. */
export const apiPaths = {
  currentUser: '/api/auth/user',
  login: '/api/auth/login',
} as const;
