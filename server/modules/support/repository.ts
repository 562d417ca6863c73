import { desc, eq } from 'drizzle-orm';
import type { FollowUpChange } from '@domain/api/follow-up';
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
export async function dealershipBySlug(
  db: Executor,
  slug: string,
): Promise<{ id: string; name: string; slug: string } | null> {
  const [row] = await db
    .select({ id: dealerships.id, name: dealerships.name, slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.slug, slug.toLowerCase()));
  return row ?? null;
}

type RequestRow = typeof supportRequests.$inferSelect;
type DealershipRow = typeof dealerships.$inferSelect;

/** The one place a request row (with the dealership it named) becomes the wire shape. */
function toSupportRequest(request: RequestRow, dealership: DealershipRow | null): SupportRequest {
  return {
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
    status: request.status,
    owner: request.owner,
    notes: request.notes,
    updatedAt: request.updatedAt,
  };
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
  const answers = rows.map(({ request, dealership }) => toSupportRequest(request, dealership));
  // A stable sort keeps the newest-first order within each group.
  return answers.sort((a, b) => Number(b.priority) - Number(a.priority));
}

/** One request as the super admin sees it; null when there is none. */
async function findSupportRequest(db: Executor, id: string): Promise<SupportRequest | null> {
  const [row] = await db
    .select({ request: supportRequests, dealership: dealerships })
    .from(supportRequests)
    .leftJoin(dealerships, eq(dealerships.id, supportRequests.aboutDealershipId))
    .where(eq(supportRequests.id, id));
  return row ? toSupportRequest(row.request, row.dealership) : null;
}

/** The super admin's follow-up of one request; null when there is no such request. */
export async function updateSupportRequestFollowUp(
  db: Executor,
  id: string,
  patch: FollowUpChange,
  now: number,
): Promise<SupportRequest | null> {
  const updated = await db
    .update(supportRequests)
    .set({ ...patch, updatedAt: now })
    .where(eq(supportRequests.id, id))
    .returning({ id: supportRequests.id });
  return updated.length ? findSupportRequest(db, id) : null;
}
