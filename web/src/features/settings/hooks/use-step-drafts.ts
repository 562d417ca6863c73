import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { workflowApi } from '@domain/api/workflow-endpoints';
import { STEP_WORKFLOWS, type StepWorkflow } from '@domain/recon/steps';
import { errorBodyOf } from '@/lib/api-client';
import { describeFailure } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { useWorkflows } from '../api/get-workflows';
import { useSaveWorkflow } from '../api/put-workflow';
import {
  draftFromWorkflow,
  draftProblems,
  isChanged,
  toPutBody,
  type StepsDraft,
} from '../model/step-drafts';

/** Why the last save of a workflow's steps was refused: the editor shows where to act. */
export type StepsConflict = { kind: 'stale' } | { kind: 'stranded'; stepId: string };

type PerWorkflow<T> = Partial<Record<StepWorkflow, T>>;

const MOVE_CARS_FIELD = 'moveCarsTo.';
const STEP_FIELD = /^steps\.(\d+)\./;

function failureOf(error: unknown, name: string): { message: string; conflict?: StepsConflict } {
  const refused = errorBodyOf(workflowApi.update, 409, error);
  if (refused?.field === 'version') {
    return {
      message: `${name} steps were changed elsewhere meanwhile, so your step changes were not saved. Reload the steps, make your changes again and save.`,
      conflict: { kind: 'stale' },
    };
  }
  const { message, field } = describeFailure(error, 'The steps could not be saved.');
  if (refused && field?.startsWith(MOVE_CARS_FIELD)) {
    return {
      message: `${name}: ${message}. Choose a step under "Move its cars to…" and save again.`,
      conflict: { kind: 'stranded', stepId: field.slice(MOVE_CARS_FIELD.length) },
    };
  }
  const step = field?.match(STEP_FIELD)?.[1];
  return { message: step ? `${name} step ${Number(step) + 1}: ${message}` : `${name}: ${message}` };
}

/**
 * The steps editor's state for the Dealership Configuration dialog: one draft per workflow
 * (the saved list until the admin edits it), what the contract finds wrong, and the save of
 * each changed workflow through PUT /api/workflows/{workflow} (issue #26 item 1).
 */
export function useStepDrafts(names: Record<StepWorkflow, string>) {
  // Read here, not only in the editors' render: the query re-renders for what is read.
  const { data, isError } = useWorkflows();
  const saveWorkflow = useSaveWorkflow();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<PerWorkflow<StepsDraft>>({});
  const [conflicts, setConflicts] = useState<PerWorkflow<StepsConflict>>({});

  const savedDraft = (workflow: StepWorkflow) => {
    const saved = data?.workflows.find((w) => w.workflow === workflow);
    return saved ? draftFromWorkflow(saved) : null;
  };
  const draftOf = (workflow: StepWorkflow) => edits[workflow] ?? savedDraft(workflow);
  const changed = () =>
    STEP_WORKFLOWS.flatMap((workflow) => {
      const draft = edits[workflow];
      return draft && isChanged(draft) ? [draft] : [];
    });

  return {
    loadFailed: isError,
    draftOf,
    conflictOf: (workflow: StepWorkflow) => conflicts[workflow],
    edit(workflow: StepWorkflow, change: (draft: StepsDraft) => StepsDraft) {
      const base = draftOf(workflow);
      if (!base) return;
      setEdits((previous) => ({ ...previous, [workflow]: change(previous[workflow] ?? base) }));
    },
    /** Drops the edits of a workflow and reads its steps again (after a stale version). */
    async reload(workflow: StepWorkflow) {
      setEdits(({ [workflow]: _dropped, ...rest }) => rest);
      setConflicts(({ [workflow]: _dropped, ...rest }) => rest);
      await queryClient.invalidateQueries({ queryKey: queryKeys.workflows });
    },
    problems: () => changed().flatMap((draft) => draftProblems(draft, names[draft.workflow])),
    /** Saves each changed workflow in turn; answers what stopped it, empty when all saved. */
    async save(): Promise<string[]> {
      for (const draft of changed()) {
        try {
          await saveWorkflow.mutateAsync({ workflow: draft.workflow, body: toPutBody(draft) });
          setEdits(({ [draft.workflow]: _saved, ...rest }) => rest);
          setConflicts(({ [draft.workflow]: _saved, ...rest }) => rest);
        } catch (error) {
          const failure = failureOf(error, names[draft.workflow]);
          setConflicts((previous) => ({ ...previous, [draft.workflow]: failure.conflict }));
          return [failure.message];
        }
      }
      return [];
    },
  };
}

export type StepDrafts = ReturnType<typeof useStepDrafts>;
