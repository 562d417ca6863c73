import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE, activityCursor } from '@domain/api/activity';
import { activityApi } from '@domain/api/activity-endpoints';
import { ACTIVITY_REFETCH_MS } from '@domain/constants';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ActivityServerQuery } from '../model/activity-filter';

/**
 * GET /api/activity-logs over the whole history: the server filters and searches every entry;
 * the list holds a page and asks for the next (older) one by cursor as people scroll.
 * Refetched every 30 s while the list is open (spec 2.11).
 */
export function activityLogsQueryOptions(client: ApiClient, query: ActivityServerQuery) {
  return infiniteQueryOptions({
    queryKey: queryKeys.activity.list({ ...query, since: query.since?.toString() }),
    queryFn: ({ pageParam, signal }) =>
      client.call(activityApi.list, {
        query: { ...query, limit: ACTIVITY_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => {
      const last = page.at(-1);
      return page.length === ACTIVITY_PAGE_SIZE && last ? activityCursor(last) : undefined;
    },
  });
}

export function useActivityLogs(query: ActivityServerQuery, enabled = true) {
  return useInfiniteQuery({
    ...activityLogsQueryOptions(useApiClient(), query),
    enabled,
    refetchInterval: enabled ? ACTIVITY_REFETCH_MS : false,
  });
}
