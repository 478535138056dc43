import { paths } from '../paths';

export type DashboardTile = { title: string; description: string; to: string };

/** The seven areas of the home dashboard (spec §1). */
export const DASHBOARD_TILES: DashboardTile[] = [
  { title: 'Singers View', description: 'Lyrics-only display for vocalists and choir members.', to: paths.singers.href() },
  { title: 'Musicians View', description: 'Chords, lyrics and transpose tools for instrumentalists.', to: paths.musicians.href() },
  { title: 'Projection View', description: 'Large-screen display for congregation viewing.', to: paths.projection.href() },
  { title: 'Set List Management', description: 'Create and organize worship service setlists.', to: paths.setlists.href() },
  { title: 'Our Songs', description: 'Manage uploaded songs and add new ones.', to: paths.ourSongs.href() },
  { title: 'Other Songs', description: 'Browse and import songs from external databases.', to: paths.otherSongs.href() },
  { title: 'Bible', description: 'Project Scripture passages with multiple versions.', to: paths.bible.href() },
];
