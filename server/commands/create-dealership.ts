import type { BillingPeriod, PlanId } from '@domain/plans';
import { defaultDealershipConfig } from '@domain/dealership-config';
import type { Tx } from '../db/client';
import { toDealershipRecord, type DealershipRecord } from '../db/records';
import { dealershipConfigs, dealerships } from '../db/schema';
import { insertDefaultWorkflowSteps } from './default-workflow-steps';

/** The configuration a new dealership starts with: the spec 9 defaults of the domain. */
export function defaultConfigForNewDealership(): Record<string, unknown> {
  return defaultDealershipConfig();
}

export interface CreateDealershipProps {
  name: string;
  /** Subdomain slug, already validated and lower-cased. */
  slug: string;
  /**
   * End of a self-serve trial (signup: the dealership starts trialing with no plan); null for
   * dealerships set up by hand, which are active on the complete platform.
   */
  trialEndsAt: number | null;
  /** The plan a signup chose on /pricing: recorded while trialing (the trial has everything). */
  chosenPlan?: { plan: PlanId; billingPeriod: BillingPeriod | null };
  now: number;
}

/**
 * Creates a dealership with its default configuration. Cross-tenant by nature: run it in
 * `withSystemTransaction`. A duplicate slug raises the unique violation of `dealerships_slug_unique`.
 */
export async function createDealership(
  tx: Tx,
  props: CreateDealershipProps,
): Promise<DealershipRecord> {
  const [row] = await tx
    .insert(dealerships)
    .values({
      name: props.name,
      slug: props.slug,
      trialEndsAt: props.trialEndsAt,
      ...(props.trialEndsAt === null
        ? { subscriptionStatus: 'active' as const, plan: 'complete' as const }
        : {
            subscriptionStatus: 'trialing' as const,
            plan: props.chosenPlan?.plan ?? null,
            billingPeriod: props.chosenPlan?.billingPeriod ?? null,
          }),
      createdAt: props.now,
      updatedAt: props.now,
    })
    .returning();
  if (!row) throw new Error('Inserting a dealership returned no row');
  await tx.insert(dealershipConfigs).values({
    dealershipId: row.id,
    config: defaultConfigForNewDealership(),
    updatedAt: props.now,
  });
  await insertDefaultWorkflowSteps(tx, row.id, props.now);
  return toDealershipRecord(row);
}
