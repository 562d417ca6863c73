import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dealershipConfigs } from '../../db/schema';

/** The stored configuration document of a dealership (tenant transaction), or null. */
export async function readDealershipConfig(tx: Tx, dealershipId: string): Promise<unknown> {
  const [row] = await tx
    .select({ config: dealershipConfigs.config })
    .from(dealershipConfigs)
    .where(eq(dealershipConfigs.dealershipId, dealershipId))
    .limit(1);
  return row?.config ?? null;
}
