import { lazy } from 'react';

// Shell pages load on demand, so a projection display window downloads only the runtime and mf_projection.
export const LandingPage = lazy(() => import('../landing/landing-page'));
export const AppLayout = lazy(() => import('../layout/app-layout'));
export const DashboardPage = lazy(() => import('../dashboard/dashboard-page'));
export const NotFoundPage = lazy(() => import('./not-found-page'));
