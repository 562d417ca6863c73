import { planAlertDeliveries, type AlertRecipientInfo } from '@domain/alerts/alert-deliveries';
import type { AlertTrigger } from '@domain/alerts/alert-rules';
import type { Tx } from '../../db/client';
import type { Emit } from '../../plugins/tenant-change';
import { announceBells } from './bell-events';
import { alertDeliveries, alerts } from '../../db/schema';
import { channelKey, readDealershipAlertState } from './dealership-alert-state';

export interface RaisedAlert {
  dealershipId: string;
  /** Unique per thing and person told: the same key again raises nothing (e.g. `vendor-late:<job>`). */
  key: string;
  vehicleId: string;
  /** The people to tell; the gate decides when each hears it, per their channels. */
  userIds: readonly string[];
  /** What the bell and the message say: "2019 Honda Civic · 48213: body shop job is late". */
  text: string;
  /** 'overdue' for something late: it reads as red. */
  trigger: AlertTrigger;
  now: number;
}

/**
 * Raises an alert from outside the steps' rules (a late vendor job, issue #31) through the one
 * gate, in the caller's tenant transaction: each person is claimed once by key, the bell lists
 * it at once, and the alert job's next pass sends the rest when the gate lets it (grouped with
 * whatever else waits). Returns the people newly told. With `emit` (the caller's
 * withTenantChange), their bells hear of it over the live stream once the change commits.
 */
export async function raiseAlert(tx: Tx, alert: RaisedAlert, emit?: Emit): Promise<string[]> {
  if (alert.userIds.length === 0) return [];
  const claimed = await tx
    .insert(alerts)
    .values(
      alert.userIds.map((userId) => ({
        dealershipId: alert.dealershipId,
        key: alert.key,
        userId,
        vehicleId: alert.vehicleId,
        trigger: alert.trigger,
        level: 0,
        text: alert.text,
        raisedAt: alert.now,
        createdAt: alert.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: alerts.id, userId: alerts.userId });
  if (claimed.length === 0) return [];
  if (emit)
    announceBells(
      emit,
      claimed.map((row) => row.userId),
      'raised',
    );
  const state = await readDealershipAlertState(tx, alert.dealershipId);
  const recipients = new Map<string, AlertRecipientInfo>();
  for (const { userId } of claimed) {
    const person = state.people.get(userId);
    if (person) {
      recipients.set(userId, {
        preferences: person.preferences,
        reach: { push: person.hasPush, sms: false },
      });
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
