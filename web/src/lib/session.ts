import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@domain/api/auth';
import { authApi } from '@domain/api/auth-endpoints';
import { SESSION_CACHE_MS } from '@domain/constants';
import { callOrNull, useApiClient } from './api-client';

export const SESSION_QUERY_KEY = [authApi.session.path] as const;

/**
 * The signed-in user and tenant, or null (spec 7: refetched on mount, not on window focus,
 * no retries, stale at once, cached 10 minutes).
 */
export function useSession() {
  const client = useApiClient();
  return useQuery<SessionResponse | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => callOrNull(client, authApi.session, { signal }),
    refetchOnMount: true,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 0,
    gcTime: SESSION_CACHE_MS,
  });
}

export function useClearSession() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData(SESSION_QUERY_KEY, null);
}
