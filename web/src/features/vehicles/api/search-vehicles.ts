import { useInfiniteQuery } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { VEHICLE_PAGE_LIMITS, type VehiclePageQuery } from '@domain/api/vehicles';
import { useApiClient } from '@/lib/api-client';

/** The search's own key: its pages are not a vehicle list (live changes reach it by id). */
const searchKey = (query: Pick<VehiclePageQuery, 'q' | 'workflow'>) =>
  ['vehicle-search', query] as const;

/**
 * A search answered by the server (GET /api/vehicles/page, the domain's search in SQL), a page
 * at a time, starred first then newest: a large lot is not searched in the browser.
 */
export function useServerVehicleSearch(
  query: Pick<VehiclePageQuery, 'q' | 'workflow'>,
  { enabled }: { enabled: boolean },
) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: searchKey(query),
    queryFn: ({ pageParam, signal }) =>
      client.call(vehicleApi.page, {
        query: {
          ...query,
          sort: 'starred-newest',
          limit: VEHICLE_PAGE_LIMITS.default,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
