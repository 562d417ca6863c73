import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type SessionResponse } from '@domain/api/auth';
import { SESSION_CACHE_MS } from '@domain/constants';
import { queryOrNull } from './api';

export const SESSION_QUERY_KEY = ['/api/auth/session'] as const;

/**
 * The signed-in user and tenant, or null (spec 7: refetched on mount, not on window focus,
 * no retries, stale at once, cached 10 minutes).
 */
export function useSession() {
  return useQuery<SessionResponse | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => queryOrNull('/api/auth/session', sessionResponseSchema, signal),
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
