import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectIsAdmin, useAuthStore } from '../auth/auth-store';
import { paths } from '../paths';
import { LogoutButton } from './logout-button';
import { MenuIcon } from './menu-icon';
import { isNavItemActive, visibleNavItems } from './nav-items';
import './nav-bar.css';

const DRAWER_ID = 'cn-nav-drawer';

/** Fixed top bar on desktop; below 768 px the links and Logout move into a right-side drawer. */
export function NavBar() {
  const { pathname } = useLocation();
  const isAdmin = useAuthStore(selectIsAdmin);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  return (
    <header className="cn-navbar">
      <nav className="cn-nav" aria-label="Main">
        <Link to={paths.home.href()} className="cn-nav__brand">
          Canticle
        </Link>
        <button
          type="button"
          className="cn-icon-button cn-nav__menu-button"
          aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <MenuIcon open={drawerOpen} />
        </button>
        {drawerOpen && <div className="cn-nav__backdrop" onClick={() => setDrawerOpen(false)} />}
        <div id={DRAWER_ID} className={`cn-nav__drawer${drawerOpen ? ' cn-nav__drawer--open' : ''}`}>
          <ul className="cn-nav__links">
            {visibleNavItems(isAdmin).map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    className={`cn-nav__link${active ? ' cn-nav__link--active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="cn-nav__actions">
            <LogoutButton />
          </div>
        </div>
      </nav>
    </header>
  );
}
