import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approvalEscalation } from '@domain/alerts/approval-wait';
import { businessElapsedMs } from '@domain/recon/business-time';
import { MINUTE_MS } from '@domain/time';
import { formatMoney } from '@domain/work/money';
import { approvalRequests, dealerships, users } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { toVehicle, findVehicleRow } from '../../db/vehicle-rows';
import { withTenantChange } from '../../plugins/tenant-change';
import { raiseAlert } from '../alerts/raise-alert';
import { readConfig } from '../config/repository';
import { checkWeeklyClustering } from './clustering-check';
import { logWork } from './work-log';

/** Who history names for what the scheduler does. */
const SCHEDULER_ACTOR = { userId: null, username: 'LotReady', role: 'system' };

/**
 * One pass of the escalation job (a job of the one scheduler, decision 0079): every open
 * request nobody has answered for the dealership's business minutes goes to its fallback
 * approver, as an alert through the one gate (decision 0139): the bell at once, mail, push or
 * text within their quiet hours and the 30-minute limit, grouped with whatever else waits.
 * The claim is one UPDATE that only an unescalated open request matches, and the alert is
 * keyed by the request, so across every app process each request is escalated exactly once.
 */
export async function escalateApprovals(app: FastifyInstance, now: number): Promise<number> {
  const open = await withSystemTransaction(app.db, (tx) =>
    tx
      .select({
        dealershipId: approvalRequests.dealershipId,
        id: approvalRequests.id,
        sentAt: approvalRequests.sentAt,
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
    const told = await withTenantChange(app, candidate.dealershipId, async (tx, announce) => {
      const config = await readConfig(tx, candidate.dealershipId);
      const { fallbackApproverId, escalateAfterMinutes } = config.work;
      if (fallbackApproverId === null) return false;
      const waited = businessElapsedMs(candidate.sentAt, now, config.businessHours);
      if (waited < escalateAfterMinutes * MINUTE_MS) return false;
      // A fallback since disabled can decide nothing: the request waits, its alerts go on.
      const [fallback] = await tx
        .select({ name: users.fullName })
        .from(users)
        .where(
          and(
            eq(users.dealershipId, candidate.dealershipId),
            eq(users.id, fallbackApproverId),
            eq(users.disabled, false),
          ),
        );
      if (!fallback) return false;
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
      if (!claimed) return false;
      const row = await findVehicleRow(tx, candidate.dealershipId, claimed.vehicleId);
      if (!row) return false;
      await logWork(
        tx,
        { dealershipId: candidate.dealershipId, actor: SCHEDULER_ACTOR, now },
        toVehicle(row),
        [
          `Approval request unanswered for ${String(escalateAfterMinutes)} business minutes: sent to ${fallback.name}`,
        ],
      );
      const alert = approvalEscalation(
        { requestId: claimed.id, total: formatMoney(claimed.totalCents, config.work) },
        escalateAfterMinutes,
      );
      await raiseAlert(
        app,
        tx,
        {
          dealershipId: candidate.dealershipId,
          ...alert,
          vehicleId: claimed.vehicleId,
          userIds: [fallbackApproverId],
          trigger: 'overdue',
          now,
        },
        announce.emit,
      );
      return true;
    });
    if (told) escalated += 1;
  }
  return escalated;
}

/** The escalation and the weekly check as jobs of the app's scheduler (server/lib/scheduler.ts). */
export function registerEscalation(app: FastifyInstance): void {
  app.scheduler.add('approval escalation', (now) => escalateApprovals(app, now));
  app.scheduler.add('work clustering check', (now) => checkWeeklyClustering(app, now));
}
