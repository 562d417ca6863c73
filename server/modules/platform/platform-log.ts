import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PLATFORM_LOG_ACTIONS, platformLogEntrySchema } from '@domain/api/super-admin';
import type { Tx } from '../../db/client';
import { dealerships, platformLog } from '../../db/schema';

type PlatformLogEntry = z.infer<typeof platformLogEntrySchema>;
type Detail = PlatformLogEntry['detail'];

/**
 * Writes one line of the platform log (issue #29): the super admin's trial, payment and grace
 * actions and an admin's cancellation, in the transaction of the change it records.
 */
export async function writePlatformLog(
  tx: Tx,
  entry: {
    at: number;
    actor: string;
    action: (typeof PLATFORM_LOG_ACTIONS)[number];
    dealershipId: string;
    detail: Detail;
  },
): Promise<void> {
  await tx.insert(platformLog).values({
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    aboutDealershipId: entry.dealershipId,
    detail: entry.detail,
  });
}

const PLATFORM_LOG_PAGE = 200;

/** The newest lines first, with the dealership's name (null once it was deleted). */
export async function listPlatformLog(tx: Tx): Promise<PlatformLogEntry[]> {
  const rows = await tx
    .select({ entry: platformLog, dealershipName: dealerships.name })
    .from(platformLog)
    .leftJoin(dealerships, eq(dealerships.id, platformLog.aboutDealershipId))
    .orderBy(desc(platformLog.id))
    .limit(PLATFORM_LOG_PAGE);
  return rows.map(({ entry, dealershipName }) => ({
    id: entry.id,
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    dealershipId: entry.aboutDealershipId,
    dealershipName,
    detail: entry.detail,
  }));
}
