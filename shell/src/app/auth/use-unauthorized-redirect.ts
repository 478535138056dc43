import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '@canticle/shared-ui/api-client';
import { paths } from '../paths';
import { useAuthStore } from './auth-store';

/** Any 401 from any part of the app (shell or remote) forgets the user and sends them to login. */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      useAuthStore.getState().signOutLocally();
      navigate(paths.home.href(), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
}
