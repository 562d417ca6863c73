/**
 * What an alert says (issue #32): the car, the step it is in, and what happened. Composed once
 * when the alert is raised and stored with it, so the bell, the mail, the push notification and
 * the text message all say the same.
 */
import type { AlertTrigger } from './alert-rules';

export interface AlertSubject {
  /** How people know the car: "2019 Honda Civic · 48213". */
  vehicleLabel: string;
  /** The step the car is in; null when it is in none (a car between workflows). */
  stepName: string | null;
  trigger: AlertTrigger;
  level: number;
  /**
   * What happened, for an alert raised outside the step's own rule (a late vendor job, an
   * approval waiting): "glass job is 2 h late". Null for the rule's own alerts.
   */
  what?: string | null;
}

/** What a car did, by trigger, as the grouped title counts it: "3 cars went red". */
export const TRIGGER_VERBS: Readonly<Record<AlertTrigger, string>> = {
  overdue: 'went red',
  warning: 'turned yellow',
  entered: 'arrived',
};

/**
 * "2019 Honda Civic · 48213 went red in Body shop", or for something raised from outside the
 * rule "2019 Honda Civic · 48213 in Body shop: glass job is 2 h late".
 */
export function alertText(alert: AlertSubject): string {
  const where = alert.stepName ? ` in ${alert.stepName}` : '';
  if (alert.what) return `${alert.vehicleLabel}${where}: ${alert.what}`;
  if (alert.trigger === 'overdue' && alert.level > 0) {
    return `${alert.vehicleLabel} is red${where} and nobody has taken it`;
  }
  return `${alert.vehicleLabel} ${TRIGGER_VERBS[alert.trigger]}${where}`;
}
