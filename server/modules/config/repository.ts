import { eq } from 'drizzle-orm';
import { mergeWithDefaults, type DealershipConfig } from '@domain/dealership-config';
import type { Executor } from '../../db/client';
import { dealershipConfigs } from '../../db/schema';

/**
 * The dealership's configuration, repaired field by field against the domain schema (a
 * missing document, an older version or a hand edit still yields a valid configuration).
 */
export async function readConfig(tx: Executor, dealershipId: string): Promise<DealershipConfig> {
  const [row] = await tx
    .select({ config: dealershipConfigs.config })
    .from(dealershipConfigs)
    .where(eq(dealershipConfigs.dealershipId, dealershipId))
    .limit(1);
  return configFromStored(row?.config);
}

/** A stored configuration document (or none), repaired as readConfig does. */
export function configFromStored(stored: unknown): DealershipConfig {
  return mergeWithDefaults(stored ?? null);
}

/** Stores the whole (already validated) configuration. */
export async function writeConfig(
  tx: Executor,
  dealershipId: string,
  config: DealershipConfig,
  now: number,
): Promise<void> {
  await tx
    .insert(dealershipConfigs)
    .values({ dealershipId, config, updatedAt: now })
    .onConflictDoUpdate({
      target: dealershipConfigs.dealershipId,
      set: { config, updatedAt: now },
    });
}
