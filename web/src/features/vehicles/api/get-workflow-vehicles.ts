import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { VEHICLE_PAGE_LIMITS, type Vehicle } from '@domain/api/vehicles';
import { AUTO_REFRESH_INTERVAL_MS } from '@domain/constants';
import type { Workflow } from '@domain/vehicle-status';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useVehicleWorkspace } from '../hooks/vehicle-workspace';

/**
 * Every vehicle on one workflow's board, page by page (GET /api/vehicles/page, following the
 * cursors), in list order: a board shows tens of tiles, so it never downloads the whole lot.
 */
export async function fetchWorkflowVehicles(
  client: ApiClient,
  workflow: Workflow,
  signal?: AbortSignal,
): Promise<Vehicle[]> {
  const vehicles: Vehicle[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.call(vehicleApi.page, {
      query: { workflow, sort: 'newest', limit: VEHICLE_PAGE_LIMITS.max, cursor },
      signal,
    });
    vehicles.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return vehicles;
}

/** One workflow's vehicles as a query (also what a board route prefetches). */
export function workflowVehiclesQueryOptions(client: ApiClient, workflow: Workflow) {
  return queryOptions({
    queryKey: queryKeys.vehicles.list({ type: workflow }),
    queryFn: ({ signal }) => fetchWorkflowVehicles(client, workflow, signal),
  });
}

/**
 * One workflow's vehicles, kept current by live changes (web/src/lib/vehicle-list-cache puts a
 * vehicle in or takes it out by the board rule); refetched every 30 s while auto-refresh is on.
 */
export function useWorkflowVehicles(workflow: Workflow, { enabled = true } = {}) {
  const client = useApiClient();
  const { autoRefresh } = useVehicleWorkspace();
  return useQuery({
    ...workflowVehiclesQueryOptions(client, workflow),
    refetchInterval: autoRefresh ? AUTO_REFRESH_INTERVAL_MS : false,
    enabled,
  });
}
