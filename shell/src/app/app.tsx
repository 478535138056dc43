import '@canticle/shared-ui/theme.css';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '@canticle/shared-ui/toast';
import { useAuthStore } from './auth/auth-store';
import { useExternalLoginNotice } from './auth/use-external-login-notice';
import { useUnauthorizedRedirect } from './auth/use-unauthorized-redirect';
import { AppRoutes } from './router';

/** App-wide concerns that need the router: the 401 redirect, the external-login notice, the user probe. */
function ShellEffects() {
  const loadUser = useAuthStore((state) => state.load);
  useUnauthorizedRedirect();
  useExternalLoginNotice();
  useEffect(() => {
    void loadUser();
  }, [loadUser]);
  return null;
}

export function App() {
  return (
    <BrowserRouter>
      <ShellEffects />
      <AppRoutes />
      <Toaster />
    </BrowserRouter>
  );
}

export default App;
