/**
 * Which alerts a stay has due at `now` (issue #32 item 1, decision 0110). A stay raises its
 * entry alert when it opens, a yellow alert and a red one when its status turns, and each
 * unacknowledged red alert climbs the escalation ladder every `escalateAfterMinutes` of the
 * dealership's business time. The server claims each alert's key once (decision 0079), so the
 * same answer on every pass and every process sends each alert once.
 */
import type { BusinessCalendar } from '../recon/business-calendar';
import { addBusinessTime } from '../recon/business-time';
import type { StatusStep } from '../recon/step-status';
import type { StepThresholds } from '../recon/steps';
import { DAY_MS, MINUTE_MS } from '../time';
import {
  escalationLevels,
  type AlertAudience,
  type AlertTrigger,
  type StepAlertRule,
} from './alert-rules';

/**
 * An alert older than this is not sent any more: a server down for a weekend, or a rule turned
 * on over a lot of old cars, must not page everyone about yesterday. A later level still goes.
 */
export const DUE_ALERT_HORIZON_MS = DAY_MS;

/** One stay of a car in a step; `leftAt` null while the car is still there. */
export interface AlertStay {
  vehicleId: string;
  stepId: string;
  enteredAt: number;
  leftAt: number | null;
}

/** When a stay turned yellow (warning/attention) or red (overdue/critical). */
export interface StatusChange {
  trigger: Exclude<AlertTrigger, 'entered'>;
  at: number;
}

/** Someone opened an alert of the stay or tapped "I'm on it". */
export interface Acknowledgement {
  trigger: AlertTrigger;
  at: number;
  userId: string;
}

export interface DueAlert {
  /** The claim in notification_deliveries: one per stay, trigger and level. */
  key: string;
  vehicleId: string;
  stepId: string;
  trigger: AlertTrigger;
  /** 0 for the rule's own audience; each escalation one more. */
  level: number;
  audience: AlertAudience[];
  raisedAt: number;
}

export interface StayAlertInput {
  stay: AlertStay;
  rule: StepAlertRule;
  statusChanges: readonly StatusChange[];
  acknowledgements: readonly Acknowledgement[];
  calendar: BusinessCalendar;
}

export function alertKey(stay: AlertStay, trigger: AlertTrigger, level: number): string {
  return `alert:${stay.vehicleId}:${stay.stepId}:${stay.enteredAt}:${trigger}:${level}`;
}

/**
 * When a stay turns yellow and red by time alone, from its step's thresholds (the step's own, or
 * the configuration's timeline for a step without): Make Ready's warning and overdue marks in
 * minutes, Service's attention and critical in days, on business time when the step counts it.
 * An untimed step never turns.
 */
export function stayStatusChanges(
  enteredAt: number,
  step: Pick<StatusStep, 'timed' | 'businessHours'>,
  thresholds: StepThresholds,
  calendar: BusinessCalendar,
): StatusChange[] {
  if (!step.timed) return [];
  const [warningMs, overdueMs] =
    'workingThreshold' in thresholds
      ? [thresholds.workingThreshold * MINUTE_MS, thresholds.warningThreshold * MINUTE_MS]
      : [thresholds.goodThreshold * DAY_MS, thresholds.attentionThreshold * DAY_MS];
  const changes: StatusChange[] = [];
  for (const [trigger, ageMs] of [
    ['warning', warningMs],
    ['overdue', overdueMs],
  ] as const) {
    const at = step.businessHours ? addBusinessTime(enteredAt, ageMs, calendar) : enteredAt + ageMs;
    if (at !== null) changes.push({ trigger, at });
  }
  return changes;
}

function acknowledgedBy(
  acknowledgements: readonly Acknowledgement[],
  trigger: AlertTrigger,
  at: number,
): boolean {
  return acknowledgements.some((ack) => ack.trigger === trigger && ack.at <= at);
}

/** Every alert the stay raises, due or not, in the order they are raised. */
export function stayAlerts(input: StayAlertInput): DueAlert[] {
  const { stay, rule, statusChanges, acknowledgements, calendar } = input;
  const raise = (trigger: AlertTrigger, level: number, audience: AlertAudience[], at: number) => ({
    key: alertKey(stay, trigger, level),
    vehicleId: stay.vehicleId,
    stepId: stay.stepId,
    trigger,
    level,
    audience,
    raisedAt: at,
  });
  const alerts: DueAlert[] = [];
  if (rule.entered.length > 0) alerts.push(raise('entered', 0, rule.entered, stay.enteredAt));
  const warning = statusChanges.find((change) => change.trigger === 'warning');
  if (warning && rule.warning.length > 0) {
    alerts.push(raise('warning', 0, rule.warning, warning.at));
  }
  const overdue = statusChanges.find((change) => change.trigger === 'overdue');
  if (overdue) {
    escalationLevels(rule).forEach((audience, level) => {
      const at =
        level === 0
          ? overdue.at
          : addBusinessTime(
              overdue.at,
              level * (rule.escalateAfterMinutes ?? 0) * MINUTE_MS,
              calendar,
            );
      // An acknowledgement by the time a level is due stops it and every level above.
      if (at !== null && !acknowledgedBy(acknowledgements, 'overdue', at)) {
        alerts.push(raise('overdue', level, audience, at));
      }
    });
  }
  return alerts.filter((alert) => stay.leftAt === null || alert.raisedAt < stay.leftAt);
}

/**
 * The alerts due at `now`: raised by now, within the horizon, while the car is still in the
 * step (an alert about a car that has moved on is noise; its next step raises its own). A
 * yellow alert is dropped once the car is red as well: the red one says more.
 */
export function dueAlerts(input: StayAlertInput, now: number): DueAlert[] {
  if (input.stay.leftAt !== null && input.stay.leftAt <= now) return [];
  const raised = stayAlerts(input).filter((alert) => alert.raisedAt <= now);
  const red = raised.some((alert) => alert.trigger === 'overdue');
  return raised.filter(
    (alert) => now - alert.raisedAt < DUE_ALERT_HORIZON_MS && !(red && alert.trigger === 'warning'),
  );
}

/** Who fills each audience for one car at one moment. */
export interface AlertPeople {
  assigneeId: string | null;
  ownerRoleUserIds: readonly string[];
  managerIds: readonly string[];
  onCallId: string | null;
}

/** The people an audience names, once each, in the audience's order. */
export function alertRecipients(audience: readonly AlertAudience[], people: AlertPeople): string[] {
  const ids = audience.flatMap((who): readonly (string | null)[] => {
    switch (who) {
      case 'assignee':
        return [people.assigneeId];
      case 'owner-role':
        return people.ownerRoleUserIds;
      case 'managers':
        return people.managerIds;
      case 'on-call':
        return [people.onCallId];
    }
  });
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
