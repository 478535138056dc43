import { paths } from '../paths';

export type NavItem = {
  label: string;
  to: string;
  /** Paths that light this item up; Home matches exactly, the rest by prefix. */
  match: { exact: string[] } | { prefix: string[] };
  adminOnly?: boolean;
};

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: paths.home.href(), match: { exact: [paths.home.path, paths.dashboard.path] } },
  { label: 'Our Songs', to: paths.ourSongs.href(), match: { prefix: [paths.ourSongs.path] } },
  { label: 'Other Songs', to: paths.otherSongs.href(), match: { prefix: [paths.otherSongs.path] } },
  { label: 'Setlists', to: paths.setlists.href(), match: { prefix: [paths.setlists.path] } },
  { label: 'Singers', to: paths.singers.href(), match: { prefix: [paths.singers.path] } },
  { label: 'Musicians', to: paths.musicians.href(), match: { prefix: [paths.musicians.path] } },
  { label: 'Projection', to: paths.projection.href(), match: { prefix: [paths.projection.path] } },
  { label: 'Bible', to: paths.bible.href(), match: { prefix: [paths.bible.path] } },
  { label: 'Admin', to: paths.admin.href(), match: { prefix: [paths.admin.path] }, adminOnly: true },
];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ('exact' in item.match) return item.match.exact.includes(clean);
  return item.match.prefix.some((prefix) => startsWithSegment(clean, prefix));
}

export function visibleNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}
