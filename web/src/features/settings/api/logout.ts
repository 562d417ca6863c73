import { storage } from '@/lib/storage';
import { PATHS } from '@/lib/paths';

/**
 * Spec 7: local storage is cleared first, POST /api/auth/logout's result is ignored, then the
 * browser goes to /.
 */
export async function logout(
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  storage.clear();
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  } catch {
    // Result ignored (spec 7).
  }
  navigate(PATHS.landing);
}
