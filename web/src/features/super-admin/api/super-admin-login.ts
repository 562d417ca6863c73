import { useMutation } from '@tanstack/react-query';
import { superAdminSessionResponseSchema } from '@domain/api/auth';
import { apiRequest } from '@/lib/api';

/** POST /api/super-admin/login (spec 7): answers the super admin's user. */
export function superAdminLogin(credentials: { username: string; password: string }) {
  return apiRequest('/api/super-admin/login', {
    method: 'POST',
    body: credentials,
    schema: superAdminSessionResponseSchema,
  });
}

export function useSuperAdminLogin() {
  return useMutation({ mutationFn: superAdminLogin });
}
