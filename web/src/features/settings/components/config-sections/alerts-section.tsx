import { STEP_WORKFLOWS, type StepWorkflow } from '@domain/recon/steps';
import { QueryState } from '@/components/ui/query-state';
import { useAlertRules } from '@/features/settings/api/alert-rules';
import { useOnCall } from '@/features/settings/api/on-call';
import { AlertRuleStep } from './alert-rule-step';
import { OnCallEditor } from './on-call-editor';

/**
 * Alerts (issue #32 items 1 and 6): each step's rule of who is told and when it goes up, and
 * the manager on call. Managers keep them, each saved by its own button, not with the form.
 */
export function AlertsSection({
  workflowNames,
  readOnly,
}: {
  workflowNames: Record<StepWorkflow, string>;
  readOnly: boolean;
}) {
  const rules = useAlertRules(true);
  const onCall = useOnCall(true);
  const steps = rules.data?.steps ?? [];
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        Who hears about a car in each step, and when an alert nobody took goes up a level: assignee,
        then managers, then the manager on call. Each part is saved by its own button.
      </p>
      <QueryState
        isPending={rules.isPending}
        error={rules.error}
        what="the alert rules"
        onRetry={() => void rules.refetch()}
        spinnerClassName="py-6"
      >
        {STEP_WORKFLOWS.map((workflow) => {
          const own = steps.filter((step) => step.workflow === workflow);
          if (own.length === 0) return null;
          return (
            <section key={workflow} className="grid gap-3" aria-label={workflowNames[workflow]}>
              <h3 className="text-sm font-semibold">{workflowNames[workflow]}</h3>
              {own.map((step) => (
                <AlertRuleStep key={step.stepId} step={step} readOnly={readOnly} />
              ))}
            </section>
          );
        })}
      </QueryState>
      <QueryState
        isPending={onCall.isPending}
        error={onCall.error}
        what="the on-call rota"
        onRetry={() => void onCall.refetch()}
        spinnerClassName="py-6"
      >
        {onCall.data && <OnCallEditor schedule={onCall.data} readOnly={readOnly} />}
      </QueryState>
      {readOnly && (
        <p className="text-sm text-slate-600">Only managers and admins can change alerts.</p>
      )}
    </div>
  );
}
