import { ApiError, apiClient } from '@canticle/shared-ui/api-client';
import type { LoginInput } from '@canticle/shared-ui/contracts';
import { apiPaths } from '../paths';

export type SignInResult = { ok: true } | { ok: false; title: string; description: string };

/** Posts the Family Account credentials and turns any failure into the toast the spec asks for. */
export async function signIn(input: LoginInput): Promise<SignInResult> {
  try {
    // A wrong password answers 401: that is a form error here, not a lost session.
    await apiClient.post(apiPaths.login, input, { skipUnauthorizedHandler: true });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, title: 'Login Failed', description: error.serverMessage ?? 'Invalid credentials' };
    }
    return { ok: false, title: 'Login Error', description: 'Unable to connect to server' };
  }
}
