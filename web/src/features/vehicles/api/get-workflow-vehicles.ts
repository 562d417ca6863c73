import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { VEHICLE_PAGE_LIMITS, type Vehicle, type VehiclePageSort } from '@domain/api/vehicles';
import { AUTO_REFRESH_INTERVAL_MS } from '@domain/constants';
import type { Workflow } from '@domain/vehicle-status';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useVehicleWorkspace } from '../hooks/vehicle-workspace';

/**
 * The page order a workflow is read in. Make Ready reads the board's own order ('board'), so
 * its first page already holds the tiles the board shows first; the Service board's order
 * moves with the clock (a fixed "days ago" counts back from now), so it reads the list order.
 */
function pageSort(workflow: Workflow): VehiclePageSort {
  return workflow === 'make-ready' ? 'board' : 'newest';
}

/** Whether a workflow's list is shown page by page while the rest loads (see pageSort). */
function showsFirstPageEarly(workflow: Workflow): boolean {
  return pageSort(workflow) === 'board';
}

/** Where the cache says a workflow's list holds its first pages only (true) or all of them. */
const partialKey = (workflow: Workflow) => ['vehicles-partial', workflow] as const;

/** A page added to what the cache holds: a live change may already have put a newer copy in. */
function withPage(current: readonly Vehicle[], page: readonly Vehicle[]): Vehicle[] {
  const known = new Map(current.map((vehicle) => [vehicle.id, vehicle]));
  const added = page.filter((vehicle) => !known.has(vehicle.id));
  const newer = new Map(
    page
      .filter((vehicle) => (known.get(vehicle.id)?.version ?? Infinity) < vehicle.version)
      .map((vehicle) => [vehicle.id, vehicle]),
  );
  return [...current.map((vehicle) => newer.get(vehicle.id) ?? vehicle), ...added];
}

/**
 * Every vehicle on one workflow's board, page by page (GET /api/vehicles/page, following the
 * cursors): a board shows tens of tiles, so it never downloads the whole lot. On a first load
 * of Make Ready each page goes into the cache as it arrives (marked partial until the last), so
 * the board shows its first tiles after one page, and live changes apply to the pages already
 * there. A refetch replaces the list once whole. The pages are not cancelled when the screen
 * closes: a list left half-read would show partial counts to the next screen.
 */
export async function fetchWorkflowVehicles(
  client: ApiClient,
  workflow: Workflow,
  queryClient?: QueryClient,
): Promise<Vehicle[]> {
  const key = queryKeys.vehicles.list({ type: workflow });
  const early =
    queryClient !== undefined &&
    showsFirstPageEarly(workflow) &&
    queryClient.getQueryData(key) === undefined;
  let vehicles: Vehicle[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.call(vehicleApi.page, {
      query: { workflow, sort: pageSort(workflow), limit: VEHICLE_PAGE_LIMITS.max, cursor },
    });
    cursor = page.nextCursor ?? undefined;
    if (!early) {
      vehicles.push(...page.items);
      continue;
    }
    vehicles = withPage(queryClient.getQueryData<Vehicle[]>(key) ?? [], page.items);
    // Partial first, so no render shows part of the list as if it were whole.
    if (cursor !== undefined) queryClient.setQueryData(partialKey(workflow), true);
    queryClient.setQueryData(key, vehicles);
  } while (cursor !== undefined);
  queryClient?.setQueryData(partialKey(workflow), false);
  return vehicles;
}

/** One workflow's vehicles as a query (also what a board route prefetches). */
export function workflowVehiclesQueryOptions(client: ApiClient, workflow: Workflow) {
  return queryOptions({
    queryKey: queryKeys.vehicles.list({ type: workflow }),
    queryFn: ({ client: queryClient }) => fetchWorkflowVehicles(client, workflow, queryClient),
  });
}

/**
 * One workflow's vehicles, kept current by live changes (web/src/lib/vehicle-list-cache puts a
 * vehicle in or takes it out by the board rule); refetched every 30 s while auto-refresh is on.
 * `complete` is false while only the first pages are in: counts must wait for it.
 */
export function useWorkflowVehicles(workflow: Workflow, { enabled = true } = {}) {
  const client = useApiClient();
  const { autoRefresh } = useVehicleWorkspace();
  const query = useQuery({
    ...workflowVehiclesQueryOptions(client, workflow),
    refetchInterval: autoRefresh ? AUTO_REFRESH_INTERVAL_MS : false,
    enabled,
  });
  const partial = useQuery({
    queryKey: partialKey(workflow),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return { ...query, complete: query.data !== undefined && partial.data !== true };
}
