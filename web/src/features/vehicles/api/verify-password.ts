import { authApi } from '@domain/api/auth-endpoints';
import { HttpError } from '@domain/http-errors';
import { serverApi } from '@/lib/api-client';

export type PasswordCheck = 'ok' | 'incorrect' | 'failed';

/**
 * Confirms the signed-in user's password through POST /api/auth/login (spec 4.3, clear-all
 * flow). OK means accepted; 401/403 mean a wrong password; anything else a failed check.
 */
export async function verifyPassword(username: string, password: string): Promise<PasswordCheck> {
  try {
    await serverApi.call(authApi.login, { body: { username, password } });
    return 'ok';
  } catch (error) {
    if (
      error instanceof HttpError &&
      (error.status === 401 || error.status === 403 || error.status === 400)
    ) {
      return 'incorrect';
    }
    return 'failed';
  }
}
