import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { NavBar } from '../components/nav-bar';
import { PageFallback } from '../pages/page-fallback';

/** Signed-in pages: the navigation bar above the page. */
export default function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <NavBar />
      <main className="cn-app-main">
        <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
      </main>
    </>
  );
}
