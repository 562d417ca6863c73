import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { planAlertDeliveries, type AlertRecipientInfo } from '@domain/alerts/alert-deliveries';
import type { AlertTrigger } from '@domain/alerts/alert-rules';
import { alertText } from '@domain/alerts/alert-text';
import type { Tx } from '../../db/client';
import type { Emit } from '../../plugins/tenant-change';
import { announceBells } from './bell-events';
import { alertDeliveries, alerts, vehicles, workflowSteps } from '../../db/schema';
import { carLabel, channelKey, reachOf, readDealershipAlertState } from './dealership-alert-state';

export interface RaisedAlert {
  dealershipId: string;
  /** Unique per thing and person told: the same key again raises nothing (e.g. `vendor-late:<job>`). */
  key: string;
  vehicleId: string;
  /** The people to tell; the gate decides when each hears it, per their channels. */
  userIds: readonly string[];
  /**
   * What happened, without the car: "glass job is 2 h late". The alert says the car and the
   * step it is in before it: "2019 Honda Civic · 48213 in Body shop: glass job is 2 h late".
   */
  what: string;
  /** 'overdue' for something late: it reads as red. */
  trigger: AlertTrigger;
  now: number;
}

/**
 * Raises an alert from outside the steps' rules (a late vendor job, an approval waiting) through
 * the one gate, in the caller's tenant transaction: each person is claimed once by key, the bell
 * lists it at once, and the alert job's next pass sends the rest when the gate lets it (grouped
 * with whatever else waits). `app` says what the server can send (SMS when a provider is
 * configured). Returns the people newly told. With `emit` (the caller's withTenantChange),
 * their bells hear of it over the live stream once the change commits.
 */
export async function raiseAlert(
  app: Pick<FastifyInstance, 'sms'>,
  tx: Tx,
  alert: RaisedAlert,
  emit?: Emit,
): Promise<string[]> {
  if (alert.userIds.length === 0) return [];
  const [car] = await tx
    .select({
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      stockNumber: vehicles.stockNumber,
      stepId: vehicles.stepId,
      stepName: workflowSteps.name,
    })
    .from(vehicles)
    .leftJoin(
      workflowSteps,
      and(
        eq(workflowSteps.dealershipId, vehicles.dealershipId),
        eq(workflowSteps.id, vehicles.stepId),
      ),
    )
    .where(and(eq(vehicles.dealershipId, alert.dealershipId), eq(vehicles.id, alert.vehicleId)));
  if (!car) return [];
  const claimed = await tx
    .insert(alerts)
    .values(
      alert.userIds.map((userId) => ({
        dealershipId: alert.dealershipId,
        key: alert.key,
        userId,
        vehicleId: alert.vehicleId,
        // The step it was raised in, with no stay: acknowledging it stops no step's ladder.
        stepId: car.stepId,
        trigger: alert.trigger,
        level: 0,
        text: alertText({
          vehicleLabel: carLabel(car),
          stepName: car.stepName,
          trigger: alert.trigger,
          level: 0,
          what: alert.what,
        }),
        raisedAt: alert.now,
        createdAt: alert.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: alerts.id, userId: alerts.userId });
  if (claimed.length === 0) return [];
  if (emit) {
    announceBells(
      emit,
      claimed.map((row) => row.userId),
      'raised',
    );
  }
  const state = await readDealershipAlertState(tx, alert.dealershipId, {
    smsProvider: app.sms !== null,
  });
  const recipients = new Map<string, AlertRecipientInfo>();
  for (const { userId } of claimed) {
    const person = state.people.get(userId);
    if (person) {
      recipients.set(userId, { preferences: person.preferences, reach: reachOf(state, person) });
    }
  }
  const deliveries = planAlertDeliveries(
    { trigger: alert.trigger, audience: ['owner-role'] },
    false,
    {
      // The people claimed stand as the audience the domain plans for.
      people: {
        assigneeId: null,
        ownerRoleUserIds: [...recipients.keys()],
        managerIds: [],
        onCallId: null,
      },
      recipients,
      lastSentAt: (userId, channel) => state.lastSent.get(channelKey(userId, channel)) ?? null,
      calendar: state.calendar,
    },
    alert.now,
  );
  const alertIdOf = new Map(claimed.map((row) => [row.userId, row.id]));
  if (deliveries.length > 0) {
    await tx.insert(alertDeliveries).values(
      deliveries.map((delivery) => ({
        dealershipId: alert.dealershipId,
        alertId: alertIdOf.get(delivery.userId) ?? '',
        userId: delivery.userId,
        channel: delivery.channel,
        holdUntil: delivery.decision.action === 'send' ? alert.now : delivery.decision.until,
        sentAt: delivery.channel === 'in-app' ? alert.now : null,
      })),
    );
  }
  return claimed.map((row) => row.userId);
}
