import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approvalWaitAlerts } from '@domain/alerts/approval-wait';
import { alertRecipients } from '@domain/alerts/due-alerts';
import { formatMoney } from '@domain/work/money';
import type { Tx } from '../../db/client';
import type { Emit } from '../../plugins/tenant-change';
import { approvalRequests } from '../../db/schema';
import type { DealershipAlertState } from './dealership-alert-state';
import { alertPeople } from './plan-alerts';
import { raiseAlert } from './raise-alert';

/**
 * Raises the alerts of every open approval request whose wait turned yellow or red on its
 * car's step rule (domain/alerts/approval-wait), through raiseAlert: the gate, quiet hours,
 * the 30-minute limit and grouping apply as to any alert, and each key is claimed once
 * across processes. Returns how many people were newly told.
 */
export async function raiseApprovalWaits(
  app: Pick<FastifyInstance, 'sms'>,
  tx: Tx,
  dealershipId: string,
  state: DealershipAlertState,
  now: number,
  emit?: Emit,
): Promise<number> {
  const open = await tx
    .select({
      id: approvalRequests.id,
      vehicleId: approvalRequests.vehicleId,
      sentAt: approvalRequests.sentAt,
      totalCents: approvalRequests.totalCents,
    })
    .from(approvalRequests)
    .where(
      and(eq(approvalRequests.dealershipId, dealershipId), eq(approvalRequests.state, 'open')),
    );
  let told = 0;
  for (const request of open) {
    const car = state.cars.find((candidate) => candidate.vehicleId === request.vehicleId);
    const step = car && state.steps.get(car.stepId);
    if (!car || !step) continue;
    const wait = {
      requestId: request.id,
      sentAt: request.sentAt,
      total: formatMoney(request.totalCents, state.config.work),
    };
    for (const due of approvalWaitAlerts(wait, step, state.calendar, now)) {
      const userIds = alertRecipients(due.audience, alertPeople(state, car, step, due.raisedAt));
      const raised = await raiseAlert(
        app,
        tx,
        {
          dealershipId,
          key: due.key,
          vehicleId: car.vehicleId,
          userIds,
          what: due.what,
          trigger: due.trigger,
          now,
        },
        emit,
      );
      told += raised.length;
    }
  }
  return told;
}
