import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_STALE_MS } from '@domain/constants';
import { retryDelayMs, shouldRetryQuery } from '@domain/http-errors';

/** TanStack Query with the defaults of spec 9 and the retry rule of spec 8. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
