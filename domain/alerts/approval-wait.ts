/**
 * An approval request waiting, on its car's step rule (issue #32 item 1: "approval waits use
 * the same rules"). The wait turns yellow and red at the step's own marks, counted from when
 * the request was sent on the step's clock (business or calendar time), and the rule's warning
 * and overdue audiences are told through the one gate. One level only: when nobody answers,
 * the request itself climbs to the dealership's fallback approver (work.fallbackApproverId),
 * told through the same gate (approvalEscalation).
 */
import type { BusinessCalendar } from '../recon/business-calendar';
import type { StatusStep } from '../recon/step-status';
import type { StepThresholds } from '../recon/steps';
import type { AlertAudience, StepAlertRule } from './alert-rules';
import { DUE_ALERT_HORIZON_MS, stayStatusChanges } from './due-alerts';

export interface ApprovalWait {
  requestId: string;
  sentAt: number;
  /** The request's total as the dealership writes money: "$700". */
  total: string;
}

export interface ApprovalWaitStep extends Pick<StatusStep, 'timed' | 'businessHours'> {
  thresholds: StepThresholds;
  rule: Pick<StepAlertRule, 'warning' | 'overdue'>;
}

export interface ApprovalWaitAlert {
  /** Claimed once per request, trigger and person (raiseAlert). */
  key: string;
  trigger: 'warning' | 'overdue';
  audience: AlertAudience[];
  raisedAt: number;
  /** What happened, for the alert's text: "approval of $700 is late". */
  what: string;
}

const WHAT: Readonly<Record<ApprovalWaitAlert['trigger'], (total: string) => string>> = {
  warning: (total) => `approval of ${total} is waiting`,
  overdue: (total) => `approval of ${total} is late`,
};

/**
 * The wait's alerts due at `now`: turned by now, within the horizon, the yellow one dropped
 * once the wait is red (as for a stay, domain/alerts/due-alerts).
 */
export function approvalWaitAlerts(
  wait: ApprovalWait,
  step: ApprovalWaitStep,
  calendar: BusinessCalendar,
  now: number,
): ApprovalWaitAlert[] {
  const turned = stayStatusChanges(wait.sentAt, step, step.thresholds, calendar).filter(
    (change) => change.at <= now && step.rule[change.trigger].length > 0,
  );
  const red = turned.some((change) => change.trigger === 'overdue');
  return turned
    .filter(
      (change) => now - change.at < DUE_ALERT_HORIZON_MS && !(red && change.trigger === 'warning'),
    )
    .map((change) => ({
      key: `approval-wait:${wait.requestId}:${change.trigger}`,
      trigger: change.trigger,
      audience: step.rule[change.trigger],
      raisedAt: change.at,
      what: WHAT[change.trigger](wait.total),
    }));
}

/**
 * The request's climb to the fallback approver once nobody answered for the dealership's
 * business minutes: one alert, claimed once per request, whose link opens the car's record,
 * where a manager or admin decides (decision 0139).
 */
export function approvalEscalation(
  wait: Pick<ApprovalWait, 'requestId' | 'total'>,
  afterMinutes: number,
): { key: string; what: string } {
  return {
    key: `approval-escalated:${wait.requestId}`,
    what: `approval of ${wait.total} unanswered for ${String(afterMinutes)} business minutes is yours to decide`,
  };
}
