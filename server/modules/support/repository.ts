import { desc, eq } from 'drizzle-orm';
import type { SupportRequest } from '@domain/api/support';
import { PLANS } from '@domain/plans';
import type { Executor } from '../../db/client';
import { dealerships, supportRequests } from '../../db/schema';

export type NewSupportRequest = Omit<typeof supportRequests.$inferInsert, 'id'>;

/** Support requests are platform data (anyone may write), not a tenant's: no dealership filter. */
export async function insertSupportRequest(db: Executor, row: NewSupportRequest): Promise<void> {
  await db.insert(supportRequests).values(row);
}

/** The dealership a sender named by its address, if there is one. */
export async function dealershipIdBySlug(db: Executor, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.slug, slug.toLowerCase()));
  return row?.id ?? null;
}

/**
 * The super admin's list: requests from dealerships whose plan includes priority support
 * first (a trial counts: it runs the complete platform), then the newest.
 */
export async function listSupportRequests(db: Executor, limit = 500): Promise<SupportRequest[]> {
  const rows = await db
    .select({ request: supportRequests, dealership: dealerships })
    .from(supportRequests)
    .leftJoin(dealerships, eq(dealerships.id, supportRequests.aboutDealershipId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(limit);
  const answers = rows.map(({ request, dealership }) => ({
    id: request.id,
    name: request.name,
    email: request.email,
    phone: request.phone,
    company: request.company,
    message: request.message,
    createdAt: request.createdAt,
    dealership: dealership ? { name: dealership.name, slug: dealership.slug } : null,
    priority:
      dealership !== null &&
      (dealership.subscriptionStatus === 'trialing' ||
        PLANS[dealership.plan ?? 'complete'].entitlements.prioritySupport),
  }));
  // A stable sort keeps the newest-first order within each group.
  return answers.sort((a, b) => Number(b.priority) - Number(a.priority));
}
