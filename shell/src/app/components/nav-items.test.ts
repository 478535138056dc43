import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive, visibleNavItems } from './nav-items';

const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!;

describe('navigation items', () => {
  it('lights Home only on / and /dashboard exactly', () => {
    expect(isNavItemActive(item('Home'), '/')).toBe(true);
    expect(isNavItemActive(item('Home'), '/dashboard')).toBe(true);
    expect(isNavItemActive(item('Home'), '/setlists')).toBe(false);
  });

  it('lights the other items by prefix', () => {
    expect(isNavItemActive(item('Setlists'), '/setlists/42')).toBe(true);
    expect(isNavItemActive(item('Projection'), '/projection')).toBe(true);
    expect(isNavItemActive(item('Projection'), '/projection-display')).toBe(false);
    expect(isNavItemActive(item('Our Songs'), '/other-songs')).toBe(false);
  });

  it('shows Admin to admins only', () => {
    expect(visibleNavItems(false).map((i) => i.label)).not.toContain('Admin');
    expect(visibleNavItems(true).map((i) => i.label)).toEqual([
      'Home', 'Our Songs', 'Other Songs', 'Setlists', 'Singers', 'Musicians', 'Projection', 'Bible', 'Admin',
    ]);
  });
});
