import { z } from 'zod';
import { roleSchema } from './common';
import { STAY_REASONS, STEP_WORKFLOWS } from '../recon/steps';

/**
 * The recon process contracts (issue #26): a workflow's ordered steps, the admin's whole-list
 * PUT, and a vehicle's stays. Thresholds are in the workflow's unit (Make Ready minutes,
 * Service days); every message names its field.
 */

export const STEP_LIMITS = {
  nameMax: 40,
  stepsMax: 20,
  /** 30 days in minutes: a Make Ready step's longest goal. */
  makeReadyMinutesMax: 43_200,
  /** A Service step's longest goal in days. */
  serviceDaysMax: 365,
  softLimitMax: 10_000,
} as const;
const L = STEP_LIMITS;

export const stepWorkflowSchema = z
  .enum(STEP_WORKFLOWS, { error: 'workflow must be make-ready or service' })
  .meta({ id: 'StepWorkflow' });

export const workflowParamsSchema = z.object({ workflow: stepWorkflowSchema });

function threshold(path: string, max: number, unit: string) {
  const message = `${path} must be between 0 and ${max} ${unit}`;
  return z
    .number({ error: `${path} must be a number` })
    .min(0, message)
    .max(max, message);
}

/** Make Ready step thresholds in minutes: new < working < warning (then overdue). */
export const makeReadyStepThresholdsSchema = z
  .strictObject({
    newThreshold: threshold('thresholds.newThreshold', L.makeReadyMinutesMax, 'minutes'),
    workingThreshold: threshold('thresholds.workingThreshold', L.makeReadyMinutesMax, 'minutes'),
    warningThreshold: threshold('thresholds.warningThreshold', L.makeReadyMinutesMax, 'minutes'),
  })
  .meta({ id: 'MakeReadyStepThresholds' });

/** Service step thresholds in days: new < good < attention (then critical). */
export const serviceStepThresholdsSchema = z
  .strictObject({
    newThreshold: threshold('thresholds.newThreshold', L.serviceDaysMax, 'days'),
    goodThreshold: threshold('thresholds.goodThreshold', L.serviceDaysMax, 'days'),
    attentionThreshold: threshold('thresholds.attentionThreshold', L.serviceDaysMax, 'days'),
  })
  .meta({ id: 'ServiceStepThresholds' });

const stepFields = {
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'name is required')
    .max(L.nameMax, `name must be at most ${L.nameMax} characters`),
  /** null: the configuration's timeline on the workflow's own clock (the default step). */
  thresholds: z.union([makeReadyStepThresholdsSchema, serviceStepThresholdsSchema]).nullable(),
  timed: z.boolean({ error: 'timed must be true or false' }),
  ownerRole: roleSchema.nullable(),
  defaultAssigneeId: z.uuid({ error: 'defaultAssigneeId must be a user id' }).nullable(),
  businessHours: z.boolean({ error: 'businessHours must be true or false' }),
  countsTowardT2L: z.boolean({ error: 'countsTowardT2L must be true or false' }),
  softLimit: z
    .number({ error: 'softLimit must be a number' })
    .int('softLimit must be a whole number')
    .min(1, `softLimit must be between 1 and ${L.softLimitMax}`)
    .max(L.softLimitMax, `softLimit must be between 1 and ${L.softLimitMax}`)
    .nullable(),
  moveOnVendorDone: z.boolean({ error: 'moveOnVendorDone must be true or false' }),
};

/** One step as GET /api/workflows answers it (domain/recon/steps: WorkflowStep). */
export const workflowStepSchema = z
  .object({
    id: z.uuid(),
    workflow: stepWorkflowSchema,
    position: z.number().int().nonnegative(),
    ...stepFields,
  })
  .meta({ id: 'WorkflowStep' });
export type WorkflowStepBody = z.infer<typeof workflowStepSchema>;

/** A workflow's steps in order, and the version a PUT must name. */
export const workflowStepsSchema = z
  .object({
    workflow: stepWorkflowSchema,
    /** Bumped by every PUT; a PUT naming an older one answers 409. */
    version: z.number().int().nonnegative(),
    steps: z.array(workflowStepSchema),
  })
  .meta({ id: 'WorkflowSteps' });
export type WorkflowSteps = z.infer<typeof workflowStepsSchema>;

/** GET /api/workflows: Make Ready's, then Service's. */
export const workflowsSchema = z
  .object({ workflows: z.array(workflowStepsSchema) })
  .meta({ id: 'Workflows' });

/** A step in a PUT: `id` for a step that stays (renamed, reordered or changed), none for new. */
export const workflowStepInputSchema = z
  .strictObject({
    id: z.uuid({ error: 'id must be a step id' }).optional(),
    /** Ignored (a step as GET answers it may be sent back): the list's order is the order. */
    workflow: stepWorkflowSchema.optional(),
    position: z.number().optional(),
    ...stepFields,
    thresholds: stepFields.thresholds.default(null),
    timed: stepFields.timed.default(true),
    ownerRole: stepFields.ownerRole.default(null),
    defaultAssigneeId: stepFields.defaultAssigneeId.default(null),
    businessHours: stepFields.businessHours.default(false),
    countsTowardT2L: stepFields.countsTowardT2L.default(true),
    softLimit: stepFields.softLimit.default(null),
    moveOnVendorDone: stepFields.moveOnVendorDone.default(false),
  })
  .meta({ id: 'WorkflowStepEdit' });
export type WorkflowStepInput = z.input<typeof workflowStepInputSchema>;

/**
 * Where the cars of a removed step go: a step id of the new list (one that stays), or the
 * 0-based index of a step in the new list (a new step has no id yet).
 */
export const moveCarsTargetSchema = z.union(
  [z.uuid(), z.number().int('moveCarsTo must name a step id or an index in steps').nonnegative()],
  { error: 'moveCarsTo must name a step id or an index in steps' },
);

/**
 * PUT /api/workflows/{workflow}: the whole ordered list. A step whose id is left out is
 * removed (kept for history); a removed step holding cars needs `moveCarsTo[itsId]`, else 409
 * naming `moveCarsTo.<id>`. The first step must be timed.
 */
export const workflowPutSchema = z
  .strictObject({
    version: z
      .number({ error: 'version is required' })
      .int('version must be a whole number')
      .nonnegative('version must be a whole number'),
    steps: z
      .array(workflowStepInputSchema, { error: 'steps must be a list' })
      .min(1, 'steps must hold at least one step')
      .max(L.stepsMax, `steps must hold at most ${L.stepsMax} steps`),
    moveCarsTo: z
      .record(z.uuid({ error: 'moveCarsTo keys must be step ids' }), moveCarsTargetSchema)
      .default({}),
  })
  .meta({ id: 'WorkflowPut' });
export type WorkflowPut = z.infer<typeof workflowPutSchema>;

/** A vehicle's place in its workflow: null outside Make Ready and Service. */
export const vehicleStepSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** When the vehicle entered this step (ms since the epoch). */
    enteredAt: z.number(),
  })
  .meta({ id: 'VehicleStep' });

export const stayReasonSchema = z.enum(STAY_REASONS).meta({ id: 'StayReason' });

/**
 * One stay of a vehicle in a step (append-only). `reason` says how it began: entered (the car
 * entered the workflow), moved (to the next step), skipped (forward past a step), sent_back
 * (to an earlier step), corrected (a time correction: the stay it replaces is closed at its own
 * start, so it spans nothing), restored (an undo put the car back in the step it left, from
 * when it had entered it). leftAt is null while the car is there.
 */
export const vehicleStaySchema = z
  .object({
    id: z.uuid(),
    stepId: z.uuid(),
    stepName: z.string(),
    workflow: stepWorkflowSchema,
    enteredAt: z.number(),
    leftAt: z.number().nullable(),
    /** The user who moved it there; null for the system (an import, a removed step's cars). */
    movedById: z.uuid().nullable(),
    movedBy: z.string().nullable(),
    reason: stayReasonSchema,
  })
  .meta({ id: 'VehicleStay' });
export type VehicleStay = z.infer<typeof vehicleStaySchema>;

/** GET /api/vehicles/{id}/steps: oldest first. */
export const vehicleStaysSchema = z
  .object({ stays: z.array(vehicleStaySchema) })
  .meta({ id: 'VehicleStays' });
