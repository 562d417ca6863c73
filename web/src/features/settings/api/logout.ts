import { authApi } from '@domain/api/auth-endpoints';
import { serverApi } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/**
 * Spec 7: local storage is cleared first, POST /api/auth/logout's result is ignored, then the
 * browser goes to /. `everywhere` ends every session of the user, on every device.
 */
export async function logout(
  navigate: (url: string) => void = (url) => window.location.assign(url),
  { everywhere = false }: { everywhere?: boolean } = {},
) {
  storage.clear();
  try {
    await serverApi.call(everywhere ? authApi.logoutEverywhere : authApi.logout);
  } catch {
    // Result ignored (spec 7).
  }
  navigate('/');
}
