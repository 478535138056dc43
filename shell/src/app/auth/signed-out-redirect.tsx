import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from '@canticle/shared-ui/toast';
import { paths } from '../paths';

/** Sends a signed-out visitor to `/`; on the dashboard it first says why (spec §4, Authentication). */
export function SignedOutRedirect() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === paths.dashboard.path) {
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    }
  }, [pathname]);
  return <Navigate to={paths.home.href()} replace />;
}
