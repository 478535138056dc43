import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteView } from '../federation/remote-view';
import { RequireAdmin, RequireUser } from './auth/require-user';
import { DisplayLayout } from './layout/display-layout';
import { HomeRoute } from './pages/home-route';
import { AppLayout, DashboardPage, NotFoundPage } from './pages/lazy-pages';
import { PageFallback } from './pages/page-fallback';
import { paths } from './paths';

const guarded = (element: ReactNode, fallback?: ReactNode) => <RequireUser fallback={fallback}>{element}</RequireUser>;

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path={paths.home.path} element={<HomeRoute />} />

        <Route element={guarded(<DisplayLayout />, null)}>
          <Route path={paths.projectionDisplay.path} element={<RemoteView remote="mf_projection" view="projection-display" />} />
          <Route path={paths.externalProjection.path} element={<RemoteView remote="mf_projection" view="external-projection" />} />
        </Route>

        <Route element={guarded(<AppLayout />)}>
          <Route path={paths.dashboard.path} element={<DashboardPage />} />
          <Route path={paths.songs.path} element={<RemoteView remote="mf_library" view="song-library" />} />
          <Route path={paths.ourSongs.path} element={<RemoteView remote="mf_library" view="our-songs" />} />
          <Route path={paths.otherSongs.path} element={<RemoteView remote="mf_library" view="other-songs" />} />
          <Route path={paths.songDetail.path} element={<RemoteView remote="mf_library" view="song-detail" />} />
          <Route path={paths.externalSong.path} element={<RemoteView remote="mf_library" view="external-song" />} />
          <Route path={paths.setlists.path} element={<RemoteView remote="mf_setlists" view="setlists" />} />
          <Route path={paths.setlistDetail.path} element={<RemoteView remote="mf_setlists" view="setlist-detail" />} />
          <Route path={paths.singers.path} element={<RemoteView remote="mf_performance" view="singers" />} />
          <Route path={paths.musicians.path} element={<RemoteView remote="mf_performance" view="musicians" />} />
          <Route path={paths.projection.path} element={<RemoteView remote="mf_projection" view="projection-control" />} />
          <Route path={paths.bible.path} element={<RemoteView remote="mf_bible" view="bible" />} />
          <Route
            path={paths.admin.path}
            element={
              <RequireAdmin>
                <RemoteView remote="mf_admin" view="admin" />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
