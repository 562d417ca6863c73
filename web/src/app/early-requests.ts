import { authApi } from '@domain/api/auth-endpoints';
import { billingApi } from '@domain/api/billing-endpoints';
import { configApi } from '@domain/api/config-endpoints';
import { preferenceApi } from '@domain/api/preference-endpoints';
import { tenantApi } from '@domain/api/tenant-endpoints';
import { firstPageUrl } from '@/features/vehicles/api/board-first-page';
import { boardAtPath } from '@/features/vehicles/api/board-path';
import { askEarly } from '@/lib/early-answers';

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

/**
 * Called by the app's entry as its code starts loading (issue #15 item 4): opened at a board's
 * address, the board's first page and the staff app's boot reads are asked for at once, side
 * by side, instead of one after another as the code that makes them arrives
 * (lib/early-answers). Without a session they answer 401 and nothing takes them.
 */
export function askStaffScreenEarly(pathname: string): void {
  const workflow = boardAtPath(pathname);
  if (!workflow) return;
  askEarly(firstPageUrl(workflow));
  for (const endpoint of STAFF_BOOT_READS) askEarly(endpoint.path);
}
