import { useInfiniteQuery } from '@tanstack/react-query';
import { activityCursor } from '@domain/api/activity';
import { activityApi } from '@domain/api/activity-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/vehicles/:id/history: the record's history, newest first, a page at a time. */
export function useVehicleHistory(id: string, enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: queryKeys.activity.vehicle(id),
    queryFn: ({ pageParam, signal }) =>
      client.call(activityApi.vehicleHistory, {
        params: { id },
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => {
      const last = page.entries.at(-1);
      return page.hasMore && last ? activityCursor(last) : undefined;
    },
    enabled,
  });
}
