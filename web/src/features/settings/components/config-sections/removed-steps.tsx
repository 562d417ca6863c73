import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import {
  removedSteps,
  setMoveTarget,
  type StepsDraft,
} from '@/features/settings/model/step-drafts';

/**
 * The saved steps the admin removed, each asking where its cars go: the step that took its
 * place unless another is chosen. `strandedId`: the step the server said still holds cars.
 */
export function RemovedSteps({
  draft,
  strandedId,
  onChange,
}: {
  draft: StepsDraft;
  strandedId: string | undefined;
  onChange: (change: (draft: StepsDraft) => StepsDraft) => void;
}) {
  const removed = removedSteps(draft);
  if (removed.length === 0) return null;
  return (
    <div className="grid gap-3 rounded-md border border-dashed border-slate-300 p-3">
      <p className="text-sm font-medium">Removed steps</p>
      {removed.map(({ step, target }) => (
        <div
          key={step.id}
          role="group"
          aria-label={`Removed step ${step.name}`}
          className="grid gap-2 sm:grid-cols-[1fr_2fr] sm:items-end"
        >
          <p className="text-sm text-slate-700 line-through">{step.name}</p>
          <FormField
            label="Move its cars to…"
            error={step.id === strandedId ? `${step.name} still holds cars.` : undefined}
          >
            <NativeSelect
              value={target.key}
              onChange={(event) => onChange((d) => setMoveTarget(d, step.id, event.target.value))}
            >
              {draft.steps.map((candidate, index) => (
                <option key={candidate.key} value={candidate.key}>
                  {candidate.name.trim() || `Step ${index + 1}`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      ))}
    </div>
  );
}
