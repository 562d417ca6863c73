import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  dealerships,
  notificationDeliveries,
  notificationSettings,
  vehicles,
} from '../../db/schema';
import { toNotificationSettings, type NotificationSettings } from '../platform/schemas';
import { toVehicle } from '../../db/vehicle-rows';

export interface DealershipNotifications {
  dealershipId: string;
  name: string;
  settings: NotificationSettings;
}

/**
 * The active dealerships that have somebody to notify. Cross-tenant: the scheduler runs it in
 * `withSystemTransaction`.
 */
export async function listNotifiedDealerships(tx: Tx): Promise<DealershipNotifications[]> {
  const rows = await tx
    .select({ id: dealerships.id, name: dealerships.name, settings: notificationSettings.settings })
    .from(notificationSettings)
    .innerJoin(dealerships, eq(dealerships.id, notificationSettings.dealershipId))
    .where(eq(dealerships.active, true));
  return rows
    .map((row) => ({
      dealershipId: row.id,
      name: row.name,
      settings: toNotificationSettings(row.settings),
    }))
    .filter((entry) => entry.settings.recipients.length > 0);
}

/** The dealership's unsold vehicles in Make Ready or Service (the ones with a timed status). */
export async function listWorkflowVehicles(tx: Tx, dealershipId: string) {
  const rows = await tx
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.dealershipId, dealershipId),
        eq(vehicles.flag, 'active'),
        or(eq(vehicles.inMakeReady, true), eq(vehicles.inService, true)),
      ),
    );
  return rows.map(toVehicle);
}

/**
 * Claims delivery keys; returns those claimed now. A key claimed before (by this or another
 * app process) is skipped, which is what sends each alert at most once.
 */
export async function claimDeliveries(
  tx: Tx,
  dealershipId: string,
  keys: readonly string[],
  now: number,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .insert(notificationDeliveries)
    .values(keys.map((key) => ({ dealershipId, key, sentAt: now })))
    .onConflictDoNothing()
    .returning({ key: notificationDeliveries.key });
  return new Set(rows.map((row) => row.key));
}
