import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityApi } from '@domain/api/activity-endpoints';
import { ACTIVITY_REFETCH_MS } from '@domain/constants';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The latest entries the page holds; its filters apply in the browser. */
const LIMIT = 1000;

/** GET /api/activity-logs: the latest entries, newest first. */
export function activityLogsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.activity.list({ limit: String(LIMIT) }),
    queryFn: ({ signal }) => client.call(activityApi.list, { query: { limit: LIMIT }, signal }),
  });
}

/** Refetched every 30 s while the list is open (spec 2.11). */
export function useActivityLogs(enabled = true) {
  return useQuery({
    ...activityLogsQueryOptions(useApiClient()),
    enabled,
    refetchInterval: enabled ? ACTIVITY_REFETCH_MS : false,
  });
}
