import { create } from 'zustand';
import { apiClient, isUnauthorized } from '@canticle/shared-ui/api-client';
import type { User } from '@canticle/shared-ui/contracts';
import { apiPaths } from '../paths';

export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'anonymous';

type AuthState = {
  status: AuthStatus;
  user: User | null;
  /** Loads the current user once per page load; later calls reuse the first request. */
  load: () => Promise<void>;
  /** Asks the server again (after signing in). */
  reload: () => Promise<void>;
  /** Forgets the user (after any 401). */
  signOutLocally: () => void;
};

let pending: Promise<void> | null = null;

async function fetchCurrentUser(): Promise<User | null> {
  try {
    // The probe opts out of the global 401 handler: a 401 here just means "signed out".
    return await apiClient.get<User>(apiPaths.currentUser, undefined, { skipUnauthorizedHandler: true });
  } catch (error) {
    if (!isUnauthorized(error)) console.warn('Could not load the current user', error);
    return null;
  }
}

export const useAuthStore = create<AuthState>()((set, get) => {
  const probe = () => {
    pending = fetchCurrentUser().then((user) => {
      set({ user, status: user ? 'authenticated' : 'anonymous' });
    });
    return pending;
  };
  return {
    status: 'idle',
    user: null,
    load: () => {
      if (pending) return pending;
      if (get().status === 'idle') set({ status: 'loading' });
      return probe();
    },
    reload: () => probe(),
    signOutLocally: () => set({ user: null, status: 'anonymous' }),
  };
});

export const selectIsAdmin = (state: AuthState) => state.user?.role === 'admin';
export const selectIsAuthResolved = (state: AuthState) => state.status === 'authenticated' || state.status === 'anonymous';
