import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityLogListSchema } from '@domain/api/activity';
import { ACTIVITY_REFETCH_MS } from '@domain/constants';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const PARAMS = { limit: '1000' };

/** GET /api/activity-logs: the latest entries, newest first; filters apply in the browser. */
export function getActivityLogs(signal?: AbortSignal) {
  return apiRequest(`/api/activity-logs?limit=${PARAMS.limit}`, {
    schema: activityLogListSchema,
    signal,
  });
}

export function activityLogsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.activity.list(PARAMS),
    queryFn: ({ signal }) => getActivityLogs(signal),
  });
}

/** Refetched every 30 s while the list is open (spec 2.11). */
export function useActivityLogs(enabled = true) {
  return useQuery({
    ...activityLogsQueryOptions(),
    enabled,
    refetchInterval: enabled ? ACTIVITY_REFETCH_MS : false,
  });
}
