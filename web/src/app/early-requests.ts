import { authApi } from '@domain/api/auth-endpoints';
import { billingApi } from '@domain/api/billing-endpoints';
import { configApi } from '@domain/api/config-endpoints';
import { preferenceApi } from '@domain/api/preference-endpoints';
import { tenantApi } from '@domain/api/tenant-endpoints';
import { fillPath } from '@domain/api/endpoint';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { workflowApi } from '@domain/api/workflow-endpoints';
import { firstPageUrl } from '@/features/vehicles/api/board-first-page';
import { askEarly } from '@/lib/early-answers';
import { PATHS } from '@/lib/paths';

/**
 * What the staff app reads before a screen shows: the session, the dealership's configuration
 * and name, the user's preferences, the billing state (GETs without a query).
 */
const STAFF_BOOT_READS = [
  authApi.session,
  configApi.get,
  tenantApi.info,
  preferenceApi.get,
  billingApi.status,
];

/** Each screen's own first read (app/early-paths lists their paths for the app's entry). */
export const SCREEN_READS: Readonly<Record<string, () => string>> = {
  [PATHS.makeReady]: () => firstPageUrl('make-ready'),
  [PATHS.service]: () => firstPageUrl('service'),
  // Inventory's whole lot (features/vehicles/api/get-vehicles: no query).
  [PATHS.inventory]: () => fillPath(vehicleApi.list.path, undefined),
};

/** The boards lay their tiles out by step (issue #26): their steps are part of a first paint. */
const BOARD_PATHS: readonly string[] = [PATHS.makeReady, PATHS.service];

/**
 * Called by the app's entry as its code starts loading (issue #15 item 4): opened at a board's
 * or Inventory's address, the screen's first read and the staff app's boot reads are asked for at once, side
 * by side, instead of one after another as the code that makes them arrives
 * (lib/early-answers). Without a session they answer 401 and nothing takes them.
 */
export function askStaffScreenEarly(pathname: string): void {
  const screenRead = Object.hasOwn(SCREEN_READS, pathname) ? SCREEN_READS[pathname] : undefined;
  if (!screenRead) return;
  askEarly(screenRead());
  if (BOARD_PATHS.includes(pathname)) askEarly(workflowApi.list.path);
  askStaffBootEarly();
}

/** The staff app's boot reads alone: a screen with no read of its own (the not-found page). */
export function askStaffBootEarly(): void {
  for (const endpoint of STAFF_BOOT_READS) askEarly(endpoint.path);
}
