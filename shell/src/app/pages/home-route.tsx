import { useAuthStore } from '../auth/auth-store';
import { AppLayout, DashboardPage, LandingPage } from './lazy-pages';

/** `/`: the dashboard for a signed-in user; the intro and login otherwise, including while the user loads. */
export function HomeRoute() {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  if (!signedIn) return <LandingPage />;
  return (
    <AppLayout>
      <DashboardPage />
    </AppLayout>
  );
}
