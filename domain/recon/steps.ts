/**
 * The dealership's recon process (issue #26, design.md "The recon process"): each workflow
 * (Make Ready, Service) has an ordered list of steps, and a vehicle in the workflow is in one
 * of them. The spec's behaviour is the degenerate case: one step per workflow whose
 * thresholds are null ("the dealership configuration's timeline") on calendar time.
 */
import type { Role } from '../api/common';
import type { MakeReadyThresholds, ServiceThresholds } from '../vehicle-status';
import { HOUR_MS, MINUTE_MS, DAY_MS } from '../time';

/** The workflows that have steps (inventory has none). */
export const STEP_WORKFLOWS = ['make-ready', 'service'] as const;
export type StepWorkflow = (typeof STEP_WORKFLOWS)[number];

/**
 * A step's thresholds in its workflow's unit, with the spec's four statuses (spec 4.1):
 * Make Ready new/working/warning/overdue in minutes, Service new/good/attention/critical in
 * days. The last threshold is the step's goal: past it the car is overdue (critical).
 */
export type StepThresholds = MakeReadyThresholds | ServiceThresholds;

/**
 * Why a stay began: see classifyMove (moves.ts), the time correction of item 6, and an undo
 * that puts a car back in the step it left, where it had been since before the workflow's start
 * (restored; migration 0017).
 */
export const STAY_REASONS = [
  'entered',
  'moved',
  'skipped',
  'sent_back',
  'corrected',
  'restored',
] as const;
export type StayReason = (typeof STAY_REASONS)[number];

/** One step of a workflow, as GET /api/workflows answers it. */
export interface WorkflowStep {
  id: string;
  workflow: StepWorkflow;
  /** 0-based order in the workflow; the first step is where a car entering the workflow goes. */
  position: number;
  name: string;
  /**
   * null: the dealership configuration's timeline and the workflow's own clock (the car's
   * Make Ready or Service start, customDaysAgo included), so every spec rule holds unchanged.
   */
  thresholds: StepThresholds | null;
  /** false: an untimed step (e.g. Frontline): it shows its age but never turns overdue. */
  timed: boolean;
  /** Who owns cars in this step: fills the assignee on entry when no default assignee. */
  ownerRole: Role | null;
  /** A user of the dealership who gets the car on entry. */
  defaultAssigneeId: string | null;
  /** The step's clock counts the dealership's business hours only (its calendar). */
  businessHours: boolean;
  /** Whether time in this step counts toward time to line (the scoreboard). */
  countsTowardT2L: boolean;
  /** At this many cars the step shows amber; nothing is blocked. */
  softLimit: number | null;
  /** A vendor marking the car's last open sublet job done moves it to the next step (#31). */
  moveOnVendorDone: boolean;
}

/** A step as a template or a PUT lists it: no id yet, order by place in the list. */
export type StepDraft = Omit<WorkflowStep, 'id' | 'workflow' | 'position'>;

/** The name of the default step of each workflow (the "One timer" template). */
export const DEFAULT_STEP_NAMES: Readonly<Record<StepWorkflow, string>> = {
  'make-ready': 'Make Ready',
  service: 'Service',
};

/** The default step: the configuration's timeline, calendar time, no owner. */
export function defaultStepDraft(workflow: StepWorkflow): StepDraft {
  return {
    name: DEFAULT_STEP_NAMES[workflow],
    thresholds: null,
    timed: true,
    ownerRole: null,
    defaultAssigneeId: null,
    businessHours: false,
    countsTowardT2L: true,
    softLimit: null,
    moveOnVendorDone: false,
  };
}

/**
 * Make Ready thresholds (minutes) from a goal in ms (decision 0070). The spec's defaults
 * 5/30/40 minutes put "new" at an eighth of the overdue mark and "warning" (wrap up) at the
 * last quarter; a goal keeps those proportions: new = goal / 8, working = goal × 3/4,
 * warning = goal, each rounded to a whole minute (and strictly increasing).
 */
export function makeReadyThresholdsForGoal(goalMs: number): MakeReadyThresholds {
  const goal = Math.round(goalMs / MINUTE_MS);
  const newThreshold = Math.max(1, Math.round(goal / 8));
  const workingThreshold = Math.max(newThreshold + 1, Math.round((goal * 3) / 4));
  return {
    newThreshold,
    workingThreshold,
    warningThreshold: Math.max(workingThreshold + 1, goal),
  };
}

function timedStep(
  name: string,
  goalMs: number,
  businessHours: boolean,
  countsTowardT2L = true,
): StepDraft {
  return {
    ...defaultStepDraft('make-ready'),
    name,
    thresholds: makeReadyThresholdsForGoal(goalMs),
    businessHours,
    countsTowardT2L,
  };
}

/** The last step of a recon process: untimed, the car waits there to be sold. */
function untimedStep(name: string): StepDraft {
  return { ...defaultStepDraft('make-ready'), name, timed: false, countsTowardT2L: false };
}

export const STEP_TEMPLATE_IDS = ['one-timer', 'standard-recon', 'express'] as const;
export type StepTemplateId = (typeof STEP_TEMPLATE_IDS)[number];

export interface StepTemplate {
  id: StepTemplateId;
  name: string;
  /** The workflows it suits: the recon templates are Make Ready's. */
  workflows: readonly StepWorkflow[];
  steps: (workflow: StepWorkflow) => StepDraft[];
}

/**
 * Templates to start from (issue #26). In-house steps count business hours; Sublet/body runs
 * at a vendor whose days are calendar days, so its clock is calendar time.
 */
export const STEP_TEMPLATES: Readonly<Record<StepTemplateId, StepTemplate>> = {
  'one-timer': {
    id: 'one-timer',
    name: 'One timer',
    workflows: STEP_WORKFLOWS,
    steps: (workflow) => [defaultStepDraft(workflow)],
  },
  'standard-recon': {
    id: 'standard-recon',
    name: 'Standard recon',
    workflows: ['make-ready'],
    steps: () => [
      timedStep('Inspection', 2 * HOUR_MS, true),
      timedStep('Estimate and approval', 1 * HOUR_MS, true),
      timedStep('Mechanical', 8 * HOUR_MS, true),
      timedStep('Sublet/body', 3 * DAY_MS, false),
      timedStep('Detail', 4 * HOUR_MS, true),
      timedStep('Photos', 1 * HOUR_MS, true),
      untimedStep('Frontline'),
    ],
  },
  express: {
    id: 'express',
    name: 'Express',
    workflows: ['make-ready'],
    steps: () => [
      timedStep('Inspection', 2 * HOUR_MS, true),
      timedStep('Detail', 4 * HOUR_MS, true),
      timedStep('Photos', 1 * HOUR_MS, true),
    ],
  },
};
