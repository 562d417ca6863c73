import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@domain/api/auth';
import { authApi } from '@domain/api/auth-endpoints';
import { SESSION_CACHE_MS } from '@domain/constants';
import { HttpError } from '@domain/http-errors';
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

/*
 * Sessions that end gracefully (issue #16 item 5): a 401 from any call, or a live stream the
 * server closed, asks the server once whether the session still holds. When it does not, the
 * session becomes null, so the host router shows the sign-in screen at the same path, which
 * says the session ended and returns the person there after signing in.
 */
let sessionEnded = false;

/** Whether the sign-in screen is shown because the session ended (not a first visit). */
export function didSessionEnd(): boolean {
  return sessionEnded;
}

export function forgetSessionEnded(): void {
  sessionEnded = false;
}

/**
 * A function that rechecks the session after a 401 or a refused stream. Calls made while a
 * check is under way share it; a check that cannot reach the server changes nothing (the
 * person is offline, not signed out).
 */
export function useRecheckSession(): () => Promise<void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pending = useRef<Promise<void> | null>(null);
  return useCallback(() => {
    pending.current ??= (async () => {
      try {
        const session = await callOrNull(client, authApi.session);
        if (session === null && queryClient.getQueryData(SESSION_QUERY_KEY)) sessionEnded = true;
        queryClient.setQueryData(SESSION_QUERY_KEY, session);
      } catch {
        // Unreachable or failing: keep the session as it was; the screens show the failure.
      } finally {
        pending.current = null;
      }
    })();
    return pending.current;
  }, [client, queryClient]);
}

/** Rechecks the session whenever a query or a mutation of this tree is answered 401. */
export function useRecheckSessionOnUnauthorized(): void {
  const queryClient = useQueryClient();
  const recheck = useRecheckSession();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (error instanceof HttpError && error.status === 401) void recheck();
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, recheck]);
}
