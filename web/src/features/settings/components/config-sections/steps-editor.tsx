import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { StepThresholds, StepWorkflow } from '@domain/recon/steps';
import { Button } from '@/components/ui/button';
import { useActiveUsers } from '@/features/settings/api/get-users';
import type { StepDrafts } from '@/features/settings/hooks/use-step-drafts';
import {
  addStep,
  applyTemplate,
  moveStep,
  removeStep,
  templatesFor,
  updateStep,
  type StepsDraft,
} from '@/features/settings/model/step-drafts';
import { RemovedSteps } from './removed-steps';
import { StepRow } from './step-row';

export interface StepsEditorProps {
  workflow: StepWorkflow;
  steps: StepDrafts;
  /** The configuration's timeline: the default step's thresholds. */
  timeline: StepThresholds;
  readOnly: boolean;
}

/**
 * A workflow's recon steps (issue #26 item 1): start from a template, add, rename, reorder,
 * remove (saying where a removed step's cars go) and each step's clock, owner and limit.
 */
export function StepsEditor({ workflow, steps, timeline, readOnly }: StepsEditorProps) {
  const users = useActiveUsers();
  const [announcement, setAnnouncement] = useState('');
  const draft = steps.draftOf(workflow);
  const conflict = steps.conflictOf(workflow);
  const edit = (change: (draft: StepsDraft) => StepsDraft) => steps.edit(workflow, change);

  const body = !draft ? (
    <p className="text-sm text-slate-600">
      {steps.loadFailed ? 'The steps could not be loaded.' : 'Loading steps…'}
    </p>
  ) : (
    <>
      {draft.steps.length === 1 && draft.steps[0]?.thresholds === null && (
        <p className="text-sm text-slate-600">
          With one step, the timeline above is its thresholds and labels.
        </p>
      )}
      <div className="grid gap-2">
        <p className="text-sm font-medium">Start from a template</p>
        <div className="flex flex-wrap gap-2">
          {templatesFor(workflow).map((template) => (
            <Button
              key={template.id}
              variant="outline"
              size="sm"
              onClick={() => edit((d) => applyTemplate(d, template.id))}
            >
              {template.name}
            </Button>
          ))}
        </div>
      </div>
      <ol className="grid gap-3">
        {draft.steps.map((step, position) => (
          <StepRow
            key={step.key}
            workflow={workflow}
            step={step}
            position={position}
            count={draft.steps.length}
            timeline={timeline}
            users={users}
            onChange={(patch) => edit((d) => updateStep(d, step.key, patch))}
            onMove={(offset) => {
              edit((d) => moveStep(d, step.key, offset));
              setAnnouncement(`${step.name} moved to step ${position + 1 + offset}.`);
            }}
            onRemove={() => {
              edit((d) => removeStep(d, step.key));
              setAnnouncement(`${step.name} removed.`);
            }}
          />
        ))}
      </ol>
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => edit((d) => addStep(d, `Step ${d.steps.length + 1}`))}
      >
        <Plus className="h-4 w-4" aria-hidden />
        Add step
      </Button>
      <RemovedSteps
        draft={draft}
        strandedId={conflict?.kind === 'stranded' ? conflict.stepId : undefined}
        onChange={edit}
      />
    </>
  );

  return (
    <fieldset disabled={readOnly} className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-semibold">Steps</legend>
      {conflict?.kind === 'stale' && (
        <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center">
          <p className="flex-1">These steps were changed elsewhere meanwhile.</p>
          {/* The list shows the reloaded steps when they come; nothing else waits for them. */}
          <Button variant="outline" size="sm" onClick={() => void steps.reload(workflow)}>
            Reload steps
          </Button>
        </div>
      )}
      {body}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
