import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminApi } from '@domain/api/super-admin-endpoints';
import { callOrNull, serverApi } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** The super admin, or null when not signed in (401). Also a route loader's prefetch, so it
 * calls the server client directly rather than through the React context. */
export function getSuperAdminSession(signal?: AbortSignal) {
  return callOrNull(serverApi, superAdminApi.session, { signal });
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
