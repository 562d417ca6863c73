import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessElapsedMs } from '@domain/recon/business-time';
import { MINUTE_MS } from '@domain/time';
import { approvalRequests, dealerships, users, workItems } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { toVehicle, findVehicleRow } from '../../db/vehicle-rows';
import { withTenantChange } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { issueApprovalLinks, sendApprovalInvites } from './approval-links';
import { checkWeeklyClustering } from './clustering-check';
import { toApprovalRequest } from './repository';
import { logWork } from './work-log';

/** Who history names for what the scheduler does. */
const SCHEDULER_ACTOR = { userId: null, username: 'LotReady', role: 'system' };

/**
 * One pass of the escalation job (a job of the one scheduler, decision 0079): every open
 * request nobody has answered for the dealership's business minutes goes to its fallback
 * approver. The claim is one UPDATE that only an unescalated open request matches, so across
 * every app process each request is escalated exactly once, and the mail follows the commit.
 */
export async function escalateApprovals(app: FastifyInstance, now: number): Promise<number> {
  const open = await withSystemTransaction(app.db, (tx) =>
    tx
      .select({
        dealershipId: approvalRequests.dealershipId,
        id: approvalRequests.id,
        sentAt: approvalRequests.sentAt,
        slug: dealerships.slug,
        name: dealerships.name,
      })
      .from(approvalRequests)
      .innerJoin(dealerships, eq(dealerships.id, approvalRequests.dealershipId))
      .where(
        and(
          eq(approvalRequests.state, 'open'),
          isNull(approvalRequests.escalatedAt),
          eq(dealerships.active, true),
        ),
      ),
  );
  let escalated = 0;
  for (const candidate of open) {
    const done = await withTenantChange(app, candidate.dealershipId, async (tx) => {
      const config = await readConfig(tx, candidate.dealershipId);
      const { fallbackApproverId, escalateAfterMinutes } = config.work;
      if (fallbackApproverId === null) return null;
      const waited = businessElapsedMs(candidate.sentAt, now, config.businessHours);
      if (waited < escalateAfterMinutes * MINUTE_MS) return null;
      const [claimed] = await tx
        .update(approvalRequests)
        .set({ escalatedAt: now })
        .where(
          and(
            eq(approvalRequests.dealershipId, candidate.dealershipId),
            eq(approvalRequests.id, candidate.id),
            eq(approvalRequests.state, 'open'),
            isNull(approvalRequests.escalatedAt),
          ),
        )
        .returning();
      if (!claimed) return null;
      const invites = await issueApprovalLinks(tx, {
        dealershipId: candidate.dealershipId,
        requestId: claimed.id,
        approverId: fallbackApproverId,
        now,
      });
      const row = await findVehicleRow(tx, candidate.dealershipId, claimed.vehicleId);
      if (!row) return null;
      const vehicle = toVehicle(row);
      const [fallback] = await tx
        .select({ name: users.fullName })
        .from(users)
        .where(
          and(eq(users.dealershipId, candidate.dealershipId), eq(users.id, fallbackApproverId)),
        );
      await logWork(
        tx,
        { dealershipId: candidate.dealershipId, actor: SCHEDULER_ACTOR, now },
        vehicle,
        [
          `Approval request unanswered for ${String(escalateAfterMinutes)} business minutes: sent to ${fallback?.name ?? 'the fallback approver'}`,
        ],
      );
      const lines = await tx
        .select()
        .from(workItems)
        .where(
          and(
            eq(workItems.dealershipId, candidate.dealershipId),
            eq(workItems.requestId, claimed.id),
            eq(workItems.state, 'awaiting_approval'),
          ),
        );
      return { invites, vehicle, lines, request: toApprovalRequest(claimed), work: config.work };
    });
    if (!done) continue;
    await sendApprovalInvites(app, {
      dealership: candidate,
      vehicle: done.vehicle,
      totalCents: done.request.totalCents,
      lines: done.lines,
      reasons: done.request.reasons,
      work: done.work,
      invites: done.invites,
      escalated: true,
    });
    escalated += 1;
  }
  return escalated;
}

/** The escalation and the weekly check as jobs of the app's scheduler (server/lib/scheduler.ts). */
export function registerEscalation(app: FastifyInstance): void {
  app.scheduler.add('approval escalation', (now) => escalateApprovals(app, now));
  app.scheduler.add('work clustering check', (now) => checkWeeklyClustering(app, now));
}
