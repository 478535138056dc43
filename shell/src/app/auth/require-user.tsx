import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../paths';
import { selectIsAdmin, useAuthStore } from './auth-store';
import { AuthSkeleton } from './auth-skeleton';
import { SignedOutRedirect } from './signed-out-redirect';

type GuardProps = { children: ReactNode; fallback?: ReactNode };

/** Renders its children only for a signed-in user; anyone else goes to `/`. */
export function RequireUser({ children, fallback }: GuardProps) {
  const status = useAuthStore((state) => state.status);
  if (status === 'idle' || status === 'loading') return <>{fallback === undefined ? <AuthSkeleton /> : fallback}</>;
  if (status === 'anonymous') return <SignedOutRedirect />;
  return <>{children}</>;
}

/** Renders its children only for an admin; everyone else goes to `/`. Use inside RequireUser. */
export function RequireAdmin({ children }: GuardProps) {
  const isAdmin = useAuthStore(selectIsAdmin);
  if (!isAdmin) return <Navigate to={paths.home.href()} replace />;
  return <>{children}</>;
}
