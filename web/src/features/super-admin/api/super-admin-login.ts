import { useMutation } from '@tanstack/react-query';
import { superAdminApi } from '@domain/api/super-admin-endpoints';
import { serverApi } from '@/lib/api-client';

/** Signs the super admin in (spec 7): answers the super admin's user. */
export function superAdminLogin(credentials: { username: string; password: string }) {
  return serverApi.call(superAdminApi.login, { body: credentials });
}

export function useSuperAdminLogin() {
  return useMutation({ mutationFn: superAdminLogin });
}
