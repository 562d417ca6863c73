import type { z } from 'zod';
import {
  workflowPutSchema,
  type WorkflowStepBody,
  type WorkflowStepInput,
  type WorkflowSteps,
} from '@domain/api/workflows';
import {
  STEP_TEMPLATES,
  defaultStepDraft,
  type StepDraft,
  type StepTemplateId,
  type StepWorkflow,
} from '@domain/recon/steps';

/**
 * An admin's unsaved edit of one workflow's steps (issue #26 item 1): the ordered list, the
 * list as saved (to tell what changed and which steps were removed) and where each removed
 * step's cars go. Every operation returns a new draft.
 */

/** A step being edited: `id` when it is saved already, `key` for React and move targets. */
export interface DraftStep extends StepDraft {
  key: string;
  id?: string;
}

export interface StepsDraft {
  workflow: StepWorkflow;
  /** The version the PUT names (a newer one on the server answers 409). */
  version: number;
  saved: readonly WorkflowStepBody[];
  steps: DraftStep[];
  /** Removed saved step id → key of the step in `steps` its cars move to. */
  moveCarsTo: Record<string, string>;
}

export type WorkflowPutBody = z.input<typeof workflowPutSchema>;

let lastKey = 0;
const newKey = () => `new-${++lastKey}`;

function fieldsOf(step: StepDraft): StepDraft {
  return {
    name: step.name,
    thresholds: step.thresholds,
    timed: step.timed,
    ownerRole: step.ownerRole,
    defaultAssigneeId: step.defaultAssigneeId,
    businessHours: step.businessHours,
    countsTowardT2L: step.countsTowardT2L,
    softLimit: step.softLimit,
    moveOnVendorDone: step.moveOnVendorDone,
  };
}

export function draftFromWorkflow(workflow: WorkflowSteps): StepsDraft {
  return {
    workflow: workflow.workflow,
    version: workflow.version,
    saved: workflow.steps,
    steps: workflow.steps.map((step) => ({ ...fieldsOf(step), id: step.id, key: step.id })),
    moveCarsTo: {},
  };
}

/** The saved steps no longer in the list, each with the step its cars move to. */
export function removedSteps(draft: StepsDraft): { step: WorkflowStepBody; target: DraftStep }[] {
  const kept = new Set(draft.steps.map((step) => step.id));
  return draft.saved.flatMap((step) => {
    if (kept.has(step.id)) return [];
    const target = draft.steps.find((s) => s.key === draft.moveCarsTo[step.id]) ?? draft.steps[0];
    return target ? [{ step, target }] : [];
  });
}

/**
 * Gives every removed saved step a target that is still in the list: its own choice when it
 * stays, else `fallback`; drops the targets of steps that are back in the list.
 */
function withTargets(draft: StepsDraft, fallback: string): StepsDraft {
  const keys = new Set(draft.steps.map((step) => step.key));
  const kept = new Set(draft.steps.map((step) => step.id));
  const moveCarsTo: Record<string, string> = {};
  for (const step of draft.saved) {
    if (kept.has(step.id)) continue;
    const chosen = draft.moveCarsTo[step.id];
    moveCarsTo[step.id] = chosen !== undefined && keys.has(chosen) ? chosen : fallback;
  }
  return { ...draft, moveCarsTo };
}

export function addStep(draft: StepsDraft, name: string): StepsDraft {
  const step: DraftStep = { ...defaultStepDraft(draft.workflow), name, key: newKey() };
  return { ...draft, steps: [...draft.steps, step] };
}

export function updateStep(draft: StepsDraft, key: string, patch: Partial<StepDraft>): StepsDraft {
  return {
    ...draft,
    steps: draft.steps.map((step) => (step.key === key ? { ...step, ...patch } : step)),
  };
}

/** Moves a step one place up (-1) or down (+1); at either end nothing changes. */
export function moveStep(draft: StepsDraft, key: string, offset: -1 | 1): StepsDraft {
  const from = draft.steps.findIndex((step) => step.key === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= draft.steps.length) return draft;
  const steps = [...draft.steps];
  const [step] = steps.splice(from, 1);
  if (step) steps.splice(to, 0, step);
  return { ...draft, steps };
}

/**
 * Takes a step out of the list (a workflow keeps at least one). Its cars, and those of other
 * removed steps that were to go to it, move to the step that takes its place.
 */
export function removeStep(draft: StepsDraft, key: string): StepsDraft {
  const index = draft.steps.findIndex((step) => step.key === key);
  if (index < 0 || draft.steps.length <= 1) return draft;
  const steps = draft.steps.filter((step) => step.key !== key);
  const neighbour = steps[Math.min(index, steps.length - 1)];
  if (!neighbour) return draft;
  const removed = draft.steps[index];
  const moveCarsTo = { ...draft.moveCarsTo };
  if (removed?.id) delete moveCarsTo[removed.id];
  return withTargets({ ...draft, steps, moveCarsTo }, neighbour.key);
}

export function setMoveTarget(draft: StepsDraft, removedId: string, key: string): StepsDraft {
  return { ...draft, moveCarsTo: { ...draft.moveCarsTo, [removedId]: key } };
}

/** The templates a workflow can start from (the recon ones are Make Ready's). */
export function templatesFor(workflow: StepWorkflow) {
  return Object.values(STEP_TEMPLATES).filter((template) => template.workflows.includes(workflow));
}

/**
 * Replaces the list with a template's steps. A step keeps the id of a listed step of the same
 * name, and the first one the id of the current first step, so the cars there stay put; the
 * cars of every other removed step move to the first step.
 */
export function applyTemplate(draft: StepsDraft, templateId: StepTemplateId): StepsDraft {
  const available = draft.steps.filter((step) => step.id !== undefined);
  const take = (match: (step: DraftStep) => boolean) => {
    const index = available.findIndex(match);
    return index < 0 ? undefined : available.splice(index, 1)[0]?.id;
  };
  const steps: DraftStep[] = STEP_TEMPLATES[templateId].steps(draft.workflow).map((step) => {
    const id = take((s) => s.name.trim().toLowerCase() === step.name.toLowerCase());
    return { ...step, id, key: id ?? newKey() };
  });
  const first = steps[0];
  const firstId = draft.steps[0]?.id;
  if (first && first.id === undefined && firstId && take((s) => s.id === firstId)) {
    steps[0] = { ...first, id: firstId, key: firstId };
  }
  return withTargets({ ...draft, steps, moveCarsTo: {} }, steps[0]?.key ?? '');
}

/** The PUT /api/workflows/{workflow} body: the ordered list and where removed cars go. */
export function toPutBody(draft: StepsDraft): WorkflowPutBody {
  const steps = draft.steps.map(({ id, ...step }): WorkflowStepInput => ({
    ...(id ? { id } : {}),
    ...fieldsOf(step),
  }));
  const moveCarsTo: Record<string, string | number> = {};
  for (const { step, target } of removedSteps(draft)) {
    moveCarsTo[step.id] = target.id ?? draft.steps.indexOf(target);
  }
  return { version: draft.version, steps, moveCarsTo };
}

export function isChanged(draft: StepsDraft): boolean {
  const now = draft.steps.map((step) => ({ id: step.id, ...fieldsOf(step) }));
  const before = draft.saved.map((step) => ({ id: step.id, ...fieldsOf(step) }));
  return JSON.stringify(now) !== JSON.stringify(before);
}

/**
 * What the contract says is wrong with the draft, each message naming the step ("Make Ready
 * step 2: name is required"); empty when the PUT may go.
 */
export function draftProblems(draft: StepsDraft, workflowName: string): string[] {
  const parsed = workflowPutSchema.safeParse(toPutBody(draft));
  if (parsed.success) return [];
  return [
    ...new Set(
      parsed.error.issues.map((issue) => {
        const [list, index] = issue.path;
        return list === 'steps' && typeof index === 'number'
          ? `${workflowName} step ${index + 1}: ${issue.message}`
          : `${workflowName} steps: ${issue.message}`;
      }),
    ),
  ];
}
