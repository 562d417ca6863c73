/**
 * A dealership's alert rules per step (issue #32 item 1, decision 0110): who is told when a car
 * enters the step, when it turns warning/attention (yellow) and when it turns overdue/critical
 * (red), and after how many business minutes an unacknowledged red alert goes one level up the
 * ladder: the assignee, then the managers, then the manager on call.
 */
import { z } from 'zod';
import type { StepDraft } from '../recon/steps';

/** The moments a stay raises an alert: entering the step, turning yellow, turning red. */
export const ALERT_TRIGGERS = ['entered', 'warning', 'overdue'] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];

/**
 * Who a rule names: the car's assignee, the users of the step's owner role, the dealership's
 * managers (managers and admins), the manager on call that day.
 */
export const ALERT_AUDIENCES = ['assignee', 'owner-role', 'managers', 'on-call'] as const;
export type AlertAudience = (typeof ALERT_AUDIENCES)[number];

/**
 * The escalation ladder, lowest first. The owner role stands on the assignee's rung: both are
 * the people doing the work.
 */
export const ESCALATION_LADDER = ['assignee', 'managers', 'on-call'] as const;
export type EscalationRung = (typeof ESCALATION_LADDER)[number];

export const ESCALATE_AFTER_MINUTES_MIN = 5;
/** A week of business minutes: past that an escalation is no longer an alert. */
export const ESCALATE_AFTER_MINUTES_MAX = 7 * 24 * 60;
/** The template default: an hour of business time to acknowledge a red car. */
export const DEFAULT_ESCALATE_AFTER_MINUTES = 60;

function audienceList(path: string, fallback: AlertAudience[]) {
  return z
    .array(
      z.enum(ALERT_AUDIENCES, {
        error: `${path} must list some of ${ALERT_AUDIENCES.join(', ')}`,
      }),
      { error: `${path} must be a list` },
    )
    .max(ALERT_AUDIENCES.length, `${path} must name each audience once`)
    .refine((list) => new Set(list).size === list.length, `${path} must name each audience once`)
    .default(() => [...fallback]);
}

/**
 * One step's rules. Every field has its default, so `{}` is the template's rule and a PUT may
 * send only what it changes. `escalateAfterMinutes: null` never escalates.
 */
export const stepAlertRuleSchema = z
  .strictObject({
    entered: audienceList('alertRule.entered', ['assignee']),
    warning: audienceList('alertRule.warning', ['assignee']),
    overdue: audienceList('alertRule.overdue', ['assignee']),
    escalateAfterMinutes: z
      .number({ error: 'alertRule.escalateAfterMinutes must be a number of minutes or null' })
      .int('alertRule.escalateAfterMinutes must be whole minutes')
      .min(
        ESCALATE_AFTER_MINUTES_MIN,
        `alertRule.escalateAfterMinutes must be at least ${ESCALATE_AFTER_MINUTES_MIN}`,
      )
      .max(
        ESCALATE_AFTER_MINUTES_MAX,
        `alertRule.escalateAfterMinutes must be at most ${ESCALATE_AFTER_MINUTES_MAX}`,
      )
      .nullable()
      .default(DEFAULT_ESCALATE_AFTER_MINUTES),
  })
  .meta({ id: 'StepAlertRule' });
export type StepAlertRule = z.infer<typeof stepAlertRuleSchema>;

/**
 * The rule a template's step starts with. An untimed step (Frontline) never turns yellow or
 * red, so only its entry is told, to the owner role as well: nobody may be assigned yet. A step
 * on calendar time runs at a vendor (Sublet/body), where a late car is the managers' call from
 * the start.
 */
export function defaultStepAlertRule(
  step: Pick<StepDraft, 'timed' | 'businessHours' | 'thresholds'>,
): StepAlertRule {
  if (!step.timed) {
    return {
      entered: ['assignee', 'owner-role'],
      warning: [],
      overdue: [],
      escalateAfterMinutes: null,
    };
  }
  const atVendor = step.thresholds !== null && !step.businessHours;
  return {
    entered: ['assignee'],
    warning: ['assignee'],
    overdue: atVendor ? ['assignee', 'managers'] : ['assignee'],
    escalateAfterMinutes: DEFAULT_ESCALATE_AFTER_MINUTES,
  };
}

/** The rung an audience stands on (see ESCALATION_LADDER). */
export function rungOf(audience: AlertAudience): EscalationRung {
  return audience === 'owner-role' ? 'assignee' : audience;
}

/**
 * The audience of each escalation level of a red alert: level 0 is the rule's own list, each
 * next level the rung above the highest one already told, up to the manager on call.
 */
export function escalationLevels(rule: StepAlertRule): AlertAudience[][] {
  if (rule.overdue.length === 0) return [];
  const levels: AlertAudience[][] = [rule.overdue];
  if (rule.escalateAfterMinutes === null) return levels;
  const top = Math.max(...rule.overdue.map((a) => ESCALATION_LADDER.indexOf(rungOf(a))));
  for (const rung of ESCALATION_LADDER.slice(top + 1)) levels.push([rung]);
  return levels;
}
