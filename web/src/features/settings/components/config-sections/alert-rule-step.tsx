import { useId, useState } from 'react';
import type { StepAlertRules } from '@domain/api/alerts';
import {
  ALERT_AUDIENCES,
  ALERT_TRIGGERS,
  DEFAULT_ESCALATE_AFTER_MINUTES,
  ESCALATE_AFTER_MINUTES_MAX,
  ESCALATE_AFTER_MINUTES_MIN,
  type AlertAudience,
  type AlertTrigger,
  type StepAlertRule,
} from '@domain/alerts/alert-rules';
import type { StepWorkflow } from '@domain/recon/steps';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeFailure } from '@/lib/error-message';
import { useSaveAlertRule } from '@/features/settings/api/alert-rules';

type StepRule = StepAlertRules['steps'][number];
type RuleField = AlertTrigger | 'escalateAfterMinutes';

const AUDIENCE_LABELS: Readonly<Record<AlertAudience, string>> = {
  assignee: 'Assignee',
  'owner-role': "Step's owner role",
  managers: 'Managers',
  'on-call': 'Manager on call',
};

/** Each workflow's own status words for the yellow and the red (spec 4.1). */
const TRIGGER_LABELS: Readonly<Record<StepWorkflow, Record<AlertTrigger, string>>> = {
  'make-ready': {
    entered: 'When a car enters',
    warning: 'At warning (yellow)',
    overdue: 'At overdue (red)',
  },
  service: {
    entered: 'When a car enters',
    warning: 'At attention (yellow)',
    overdue: 'At critical (red)',
  },
};

/** The rule field a server's answer names ("escalateAfterMinutes", "alertRule.overdue.1"). */
function ruleFieldOf(field: string | undefined): RuleField | null {
  const first = field?.replace(/^alertRule\./, '').split('.')[0];
  return first === 'escalateAfterMinutes' || ALERT_TRIGGERS.some((t) => t === first)
    ? (first as RuleField)
    : null;
}

/**
 * One step's alert rule (issue #32 item 1): who is told when a car enters it, turns yellow and
 * turns red, and after how many business minutes without "I'm on it" it goes one level up.
 * Saved by its own button; a refusal shows beside the field it names.
 */
export function AlertRuleStep({ step, readOnly }: { step: StepRule; readOnly: boolean }) {
  const id = useId();
  const save = useSaveAlertRule();
  const [rule, setRule] = useState<StepAlertRule>(step.rule);
  const [minutes, setMinutes] = useState(String(step.rule.escalateAfterMinutes ?? ''));
  const [never, setNever] = useState(step.rule.escalateAfterMinutes === null);
  const [problem, setProblem] = useState<{ field: RuleField | null; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const labels = TRIGGER_LABELS[step.workflow];
  const errorOf = (field: RuleField) => (problem?.field === field ? problem.message : undefined);

  const toggle = (trigger: AlertTrigger, audience: AlertAudience, on: boolean) => {
    setSaved(false);
    setRule((r) => ({
      ...r,
      [trigger]: on
        ? ALERT_AUDIENCES.filter((a) => a === audience || r[trigger].includes(a))
        : r[trigger].filter((a) => a !== audience),
    }));
  };

  const submit = () => {
    const typed = minutes.trim();
    if (!never && !/^\d+$/.test(typed)) {
      setProblem({
        field: 'escalateAfterMinutes',
        message: 'Goes up after must be a whole number of business minutes, or Never',
      });
      return;
    }
    setProblem(null);
    save.mutate(
      {
        stepId: step.stepId,
        rule: { ...rule, escalateAfterMinutes: never ? null : Number(typed) },
      },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          const { message, field } = describeFailure(error, 'The rule was not saved.');
          setProblem({ field: ruleFieldOf(field), message });
        },
      },
    );
  };

  const minutesError = errorOf('escalateAfterMinutes');
  const otherProblem = problem && problem.field === null ? problem.message : undefined;
  return (
    <fieldset
      disabled={readOnly}
      aria-label={`Alerts for ${step.name}`}
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-3"
    >
      <legend className="px-1 text-sm font-semibold">
        {step.name}
        {step.isDefault && <span className="ml-2 font-normal text-slate-500">(default)</span>}
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {ALERT_TRIGGERS.map((trigger) => (
          <fieldset
            key={trigger}
            className="grid content-start gap-1"
            aria-describedby={errorOf(trigger) ? `${id}-${trigger}-error` : undefined}
          >
            <legend className="text-xs font-semibold text-slate-600">{labels[trigger]}</legend>
            {ALERT_AUDIENCES.map((audience) => (
              <label key={audience} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={rule[trigger].includes(audience)}
                  onChange={(event) => toggle(trigger, audience, event.target.checked)}
                />
                {AUDIENCE_LABELS[audience]}
              </label>
            ))}
            <FieldError id={`${id}-${trigger}-error`} message={errorOf(trigger)} />
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-minutes`}>Goes up a level after (business minutes)</Label>
          <Input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            className="w-28"
            min={ESCALATE_AFTER_MINUTES_MIN}
            max={ESCALATE_AFTER_MINUTES_MAX}
            placeholder={String(DEFAULT_ESCALATE_AFTER_MINUTES)}
            disabled={never}
            value={never ? '' : minutes}
            aria-invalid={minutesError ? true : undefined}
            aria-describedby={minutesError ? `${id}-minutes-error` : undefined}
            onChange={(event) => {
              setSaved(false);
              setMinutes(event.target.value);
            }}
          />
        </div>
        <label className="flex h-10 items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            checked={never}
            onChange={(event) => {
              setSaved(false);
              setNever(event.target.checked);
              if (!event.target.checked && minutes === '')
                setMinutes(String(DEFAULT_ESCALATE_AFTER_MINUTES));
            }}
          />
          Never goes up
        </label>
        <div className="ml-auto flex items-center gap-2">
          {saved && (
            <span role="status" className="text-sm text-emerald-700">
              Saved
            </span>
          )}
          <Button variant="outline" size="sm" disabled={save.isPending} onClick={submit}>
            {save.isPending ? 'Saving…' : `Save ${step.name}`}
          </Button>
        </div>
      </div>
      <FieldError id={`${id}-minutes-error`} message={minutesError} />
      <FieldError id={`${id}-error`} message={otherProblem} />
    </fieldset>
  );
}
