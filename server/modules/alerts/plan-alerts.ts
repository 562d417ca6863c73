import {
  alertRecipients,
  dueAlerts,
  stayStatusChanges,
  type AlertPeople,
  type DueAlert,
} from '@domain/alerts/due-alerts';
import { planAlertDeliveries, type AlertRecipientInfo } from '@domain/alerts/alert-deliveries';
import { alertText } from '@domain/alerts/alert-text';
import { onCallAt } from '@domain/alerts/on-call';
import type { AlertChannel } from '@domain/alerts/gate';
import {
  channelKey,
  reachOf,
  stayKey,
  type AlertCar,
  type AlertStep,
  type DealershipAlertState,
} from './dealership-alert-state';

/** An alert a pass found due, with the people it names and what it says. */
export interface PlannedAlert {
  due: DueAlert;
  car: AlertCar;
  step: AlertStep;
  recipients: string[];
  text: string;
}

const MANAGER_ROLES = new Set(['manager', 'admin']);

/** Who fills each audience for a car when its alert is raised. */
export function alertPeople(
  state: DealershipAlertState,
  car: AlertCar,
  step: AlertStep,
  raisedAt: number,
): AlertPeople {
  const people = [...state.people.values()];
  return {
    assigneeId: car.assigneeId !== null && state.people.has(car.assigneeId) ? car.assigneeId : null,
    ownerRoleUserIds: people.filter((p) => p.role === step.ownerRole).map((p) => p.id),
    managerIds: people.filter((p) => MANAGER_ROLES.has(p.role)).map((p) => p.id),
    onCallId: onCallAt(raisedAt, state.onCall, state.calendar.timeZone),
  };
}

/** Every alert due at `now` over the dealership's cars in steps (domain/alerts/due-alerts). */
export function planDueAlerts(state: DealershipAlertState, now: number): PlannedAlert[] {
  return state.cars.flatMap((car) => {
    const step = state.steps.get(car.stepId);
    if (!step) return [];
    const stay = {
      vehicleId: car.vehicleId,
      stepId: car.stepId,
      enteredAt: car.enteredAt,
      leftAt: null,
    };
    const due = dueAlerts(
      {
        stay,
        rule: step.rule,
        statusChanges: stayStatusChanges(car.enteredAt, step, step.thresholds, state.calendar),
        acknowledgements:
          state.acknowledgements.get(stayKey(car.vehicleId, car.stepId, car.enteredAt)) ?? [],
        calendar: state.calendar,
      },
      now,
    );
    return due.map((alert) => {
      const people = alertPeople(state, car, step, alert.raisedAt);
      const urgent = car.promised && alert.trigger === 'overdue';
      const audience = urgent ? [...alert.audience, 'on-call' as const] : alert.audience;
      return {
        due: alert,
        car,
        step,
        recipients: alertRecipients(audience, people),
        text: alertText({
          vehicleLabel: car.label,
          stepName: step.name,
          trigger: alert.trigger,
          level: alert.level,
        }),
      };
    });
  });
}

/** The gate's answer for each person the pass claimed the alert for: send at, or held until. */
export function planClaimedDeliveries(
  state: DealershipAlertState,
  planned: PlannedAlert,
  claimedUserIds: readonly string[],
  now: number,
): { userId: string; channel: AlertChannel; holdUntil: number }[] {
  const recipients = new Map<string, AlertRecipientInfo>();
  for (const userId of claimedUserIds) {
    const person = state.people.get(userId);
    if (!person) continue;
    recipients.set(userId, { preferences: person.preferences, reach: reachOf(state, person) });
  }
  return planAlertDeliveries(
    planned.due,
    planned.car.promised,
    {
      people: alertPeople(state, planned.car, planned.step, planned.due.raisedAt),
      recipients,
      lastSentAt: (userId, channel) => state.lastSent.get(channelKey(userId, channel)) ?? null,
      calendar: state.calendar,
    },
    now,
  ).map((delivery) => ({
    userId: delivery.userId,
    channel: delivery.channel,
    holdUntil: delivery.decision.action === 'send' ? now : delivery.decision.until,
  }));
}
