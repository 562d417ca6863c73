import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outgoingMessages, type OutgoingMessage } from '@domain/alerts/outgoing-messages';
import type { Tx } from '../../db/client';
import { alertDeliveries, alerts, dealerships } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { withTenantChange } from '../../plugins/tenant-change';
import { raiseApprovalWaits } from './approval-waits';
import { announceBells } from './bell-events';
import { readDealershipAlertState, type DealershipAlertState } from './dealership-alert-state';
import { planClaimedDeliveries, planDueAlerts } from './plan-alerts';
import { sendAlertMessages } from './send-messages';

/**
 * Claims every alert due at `now` for each person it names (one row per key and person:
 * INSERT … ON CONFLICT DO NOTHING, so across processes one pass wins each) and writes the
 * gate's answer per channel. Returns the people this pass told (once per alert claimed).
 */
async function claimDueAlerts(
  tx: Tx,
  dealershipId: string,
  state: DealershipAlertState,
  now: number,
): Promise<string[]> {
  const told: string[] = [];
  for (const planned of planDueAlerts(state, now)) {
    if (planned.recipients.length === 0) continue;
    const rows = await tx
      .insert(alerts)
      .values(
        planned.recipients.map((userId) => ({
          dealershipId,
          key: planned.due.key,
          userId,
          vehicleId: planned.car.vehicleId,
          stepId: planned.car.stepId,
          stayEnteredAt: planned.car.enteredAt,
          trigger: planned.due.trigger,
          level: planned.due.level,
          text: planned.text,
          raisedAt: planned.due.raisedAt,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: alerts.id, userId: alerts.userId });
    if (rows.length === 0) continue;
    told.push(...rows.map((row) => row.userId));
    const alertIdOf = new Map(rows.map((row) => [row.userId, row.id]));
    const deliveries = planClaimedDeliveries(state, planned, [...alertIdOf.keys()], now);
    if (deliveries.length === 0) continue;
    await tx.insert(alertDeliveries).values(
      deliveries.map((delivery) => ({
        dealershipId,
        alertId: alertIdOf.get(delivery.userId) ?? '',
        userId: delivery.userId,
        channel: delivery.channel,
        holdUntil: delivery.holdUntil,
        sentAt: delivery.channel === 'in-app' ? now : null,
      })),
    );
  }
  return told;
}

/**
 * Releases the deliveries whose hold has passed: one UPDATE … WHERE sent_at IS NULL
 * RETURNING marks them sent, so a delivery is released by exactly one process, and they go
 * out grouped per person and channel (decision 0111), each line as its alert was raised.
 */
async function releaseDeliveries(
  tx: Tx,
  dealershipId: string,
  timeZone: string,
  now: number,
): Promise<OutgoingMessage[]> {
  const released = await tx
    .update(alertDeliveries)
    .set({ sentAt: now })
    .where(
      and(
        eq(alertDeliveries.dealershipId, dealershipId),
        isNull(alertDeliveries.sentAt),
        lte(alertDeliveries.holdUntil, now),
      ),
    )
    .returning();
  if (released.length === 0) return [];
  const alertRows = await tx
    .select({
      id: alerts.id,
      vehicleId: alerts.vehicleId,
      text: alerts.text,
      trigger: alerts.trigger,
      level: alerts.level,
      raisedAt: alerts.raisedAt,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.dealershipId, dealershipId),
        inArray(
          alerts.id,
          released.map((row) => row.alertId),
        ),
      ),
    );
  const byId = new Map(alertRows.map((row) => [row.id, row]));
  return outgoingMessages(
    released.flatMap((delivery) => {
      const alert = byId.get(delivery.alertId);
      if (!alert) return [];
      return [
        {
          id: delivery.id,
          userId: delivery.userId,
          channel: delivery.channel,
          sendAt: delivery.holdUntil,
          alert,
        },
      ];
    }),
    now,
    timeZone,
  );
}

/**
 * One pass of the alert job (a job of the one scheduler): per dealership, claim what is due
 * (the steps' alerts and the approval waits), release what the gate let through or stopped
 * holding, and send after the commit. At most
 * once: a message whose sending then fails is logged, not retried.
 */
export async function runAlertPass(app: FastifyInstance, now: number): Promise<number> {
  const active = await withSystemTransaction(app.db, (tx) =>
    tx
      .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
      .from(dealerships)
      .where(eq(dealerships.active, true)),
  );
  let sent = 0;
  for (const dealership of active) {
    const messages = await withTenantChange(app, dealership.id, async (tx, announce) => {
      const state = await readDealershipAlertState(tx, dealership.id, {
        smsProvider: app.sms !== null,
      });
      // Each bell hears of its new alerts over the live stream once the claim commits.
      announceBells(announce.emit, await claimDueAlerts(tx, dealership.id, state, now), 'raised');
      await raiseApprovalWaits(app, tx, dealership.id, state, now, announce.emit);
      return releaseDeliveries(tx, dealership.id, state.calendar.timeZone, now);
    });
    sent += await sendAlertMessages(app, dealership, messages);
  }
  return sent;
}
