import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { VEHICLE_PAGE_LIMITS, type Vehicle } from '@domain/api/vehicles';
import { AUTO_REFRESH_INTERVAL_MS } from '@domain/constants';
import type { Workflow } from '@domain/vehicle-status';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { useLiveStreamConnected } from '@/lib/live-stream-state';
import { queryKeys } from '@/lib/query-keys';
import { withListPage } from '@/lib/vehicle-list-cache';
import { useVehicleWorkspace } from '../hooks/vehicle-workspace';
import { firstPageQuery, pageSort } from './board-first-page';

/** Where the cache says a workflow's list holds its first pages only (true) or all of them. */
const partialKey = (workflow: Workflow) => ['vehicles-partial', workflow] as const;

/**
 * Resolves once the browser is idle (at most `IDLE_WAIT_MS` later): a page that lands while the
 * first tiles are still being drawn would hold back their paint (issue #15 item 4).
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    } else setTimeout(resolve, 0);
  });
}
const IDLE_WAIT_MS = 500;

/**
 * Every vehicle on one workflow's board, page by page (GET /api/vehicles/page, following the
 * cursors): a board shows tens of tiles, so it never downloads the whole lot. On a first load
 * each page goes into the cache as it arrives (marked partial until the last), so the board
 * shows its first tiles after one small page; the second page is asked for once the browser is
 * idle, so the pages after it do not hold back the first tiles' paint. Each page says the
 * sequence number it was read at, and the live changes heard after it are applied to it again
 * (lib/vehicle-list-cache withListPage): a change heard before the first page is kept, a vehicle
 * deleted while a later page was on its way stays deleted. A refetch replaces the list once
 * whole. The pages are not cancelled when the screen closes: a list left half-read would show
 * partial counts to the next screen.
 */
export async function fetchWorkflowVehicles(
  client: ApiClient,
  workflow: Workflow,
  queryClient: QueryClient,
): Promise<Vehicle[]> {
  const filters = { type: workflow };
  const key = queryKeys.vehicles.list(filters);
  const early = queryClient.getQueryData(key) === undefined;
  let vehicles: Vehicle[] = [];
  let since: number | undefined;
  let cursor: string | undefined;
  let pages = 0;
  do {
    const first = pages === 0;
    // The first page's tiles are drawn before the second page is asked for.
    if (early && pages === 1) await whenIdle();
    const page = await client.call(vehicleApi.page, {
      query:
        first && early
          ? firstPageQuery(workflow)
          : { workflow, sort: pageSort(workflow), limit: VEHICLE_PAGE_LIMITS.max, cursor },
    });
    pages += 1;
    since ??= page.seq;
    cursor = page.nextCursor ?? undefined;
    const current = early ? (queryClient.getQueryData<Vehicle[]>(key) ?? []) : vehicles;
    const merged = withListPage(queryClient, filters, current, page, since);
    // The live changes since the first page are no longer all known: read the list again.
    if (merged === null) return fetchWorkflowVehicles(client, workflow, queryClient);
    vehicles = merged;
    if (!early) continue;
    // Partial first, so no render shows part of the list as if it were whole.
    if (cursor !== undefined) queryClient.setQueryData(partialKey(workflow), true);
    queryClient.setQueryData(key, vehicles);
  } while (cursor !== undefined);
  queryClient.setQueryData(partialKey(workflow), false);
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
 * vehicle in or takes it out by the board rule). While auto-refresh is on it is downloaded again
 * every 30 s only when the live stream is not connected (issue #28 item 6): with the stream,
 * every change is already here, and what time alone changes (a tile's colour, the legend's
 * counts) each tile and the legend derive from the clock (use-live-status, useMinuteNow).
 * `complete` is false while only the first pages are in: counts must wait for it.
 */
export function useWorkflowVehicles(workflow: Workflow, { enabled = true } = {}) {
  const client = useApiClient();
  const { autoRefresh } = useVehicleWorkspace();
  const streamConnected = useLiveStreamConnected();
  const query = useQuery({
    ...workflowVehiclesQueryOptions(client, workflow),
    refetchInterval: autoRefresh && !streamConnected ? AUTO_REFRESH_INTERVAL_MS : false,
    enabled,
  });
  const partial = useQuery({
    queryKey: partialKey(workflow),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return { ...query, complete: query.data !== undefined && partial.data !== true };
}
