import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminSessionResponseSchema } from '@domain/api/auth';
import { queryOrNull } from '@/lib/api';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/session: the super admin, or null when not signed in (401). */
export function getSuperAdminSession(signal?: AbortSignal) {
  return queryOrNull('/api/super-admin/session', superAdminSessionResponseSchema, signal);
}

export const superAdminSessionQuery = queryOptions({
  queryKey: superAdminKeys.session,
  queryFn: ({ signal }) => getSuperAdminSession(signal),
  retry: false,
  staleTime: 0,
});

export function useSuperAdminSession() {
  return useQuery(superAdminSessionQuery);
}
