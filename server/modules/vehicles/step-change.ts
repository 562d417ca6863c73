import type { Vehicle, VehicleUpdate } from '@domain/api/vehicles';
import { classifyMove, stepMoveText } from '@domain/recon/moves';
import type { ChangeEntry } from '@domain/vehicle/change-entries';
import type { ClockField } from '@domain/vehicle/clock';
import { FUTURE_START_MESSAGE } from '@domain/vehicle/messages';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import {
  assigneeOnEntry,
  findStepRows,
  isActiveUser,
  type StayStart,
} from '../workflows/repository';
import {
  assertMayCorrectClock,
  clockCorrectionEntry,
  fieldCorrections,
  type FieldClock,
} from './clock-corrections';
import type { LockedVehicle, NewVehicleRow } from './repository';

export const UNKNOWN_STEP_MESSAGE = 'stepId: no such step in this dealership';
export const OTHER_WORKFLOW_STEP_MESSAGE =
  "stepId: the step belongs to another workflow than the vehicle's";
export const STEP_OUTSIDE_WORKFLOW_MESSAGE =
  'stepId: only a vehicle in Make Ready or Service is in a step';
export const STEP_WITH_MOVE_MESSAGE =
  'stepId: move the vehicle into the workflow first, then to a step';
export const UNKNOWN_ASSIGNEE_MESSAGE = 'assigneeId: no such active user in this dealership';
export const MOVE_BEFORE_STAY_MESSAGE =
  'stepEnteredAt: a move cannot be dated before the vehicle entered the step it leaves';
export const WORKFLOW_AFTER_STEP_MESSAGE =
  'a workflow cannot start after the vehicle entered the step it is in';
export const STEP_START_ORDER_MESSAGE =
  'stepEnteredAt: a step cannot start before the vehicle entered its workflow';

/** What a PATCH does to the vehicle's step, assignee and clocks beyond its plain fields. */
export interface StepChange {
  /** Columns to write with the vehicle's own update. */
  columns: Partial<NewVehicleRow>;
  /** Stays to open (the open one closes), written with the vehicle's row. */
  stays: StayStart[];
  /** When the open stay ends: now for a move, its own start for a correction. */
  closeAt: number;
  /** Entries written as the dealership's logging says. */
  entries: ChangeEntry[];
  /** "time corrected from … to …": written even with logging off. */
  corrections: ChangeEntry[];
  /** The clock fields corrected by hand, to leave out of the plain "Updated …" entry. */
  correctedFields: FieldClock[];
}

interface Context {
  dealershipId: string;
  actorId: string | null;
  /** The actor's role: a correction needs the right to correct (domain/vehicle/clock). */
  role: string;
  now: number;
}

/**
 * Checks and plans a PATCH's step move (`stepId`), step start correction (`stepEnteredAt`),
 * assignee, and clock corrections (item 6: clock-corrections.ts, always logged).
 */
export async function planStepChange(
  tx: Executor,
  { dealershipId, actorId, role, now }: Context,
  before: Vehicle,
  patch: Omit<VehicleUpdate, 'version'>,
  /** What was read with the vehicle's row (repository.ts, lockVehicleRow); the rest is read here. */
  known: Pick<LockedVehicle, 'steps' | 'config'>,
): Promise<StepChange> {
  const change: StepChange = {
    columns: {},
    stays: [],
    closeAt: now,
    entries: [],
    corrections: [],
    correctedFields: [],
  };
  const typeChanges = patch.type !== undefined && patch.type !== before.type;
  const fieldChanges = fieldCorrections(before, patch, now);
  const stepStartChanges =
    patch.stepEnteredAt !== undefined && patch.stepEnteredAt !== before.step?.enteredAt;
  const config = fieldChanges.length > 0 || stepStartChanges ? known.config() : null;
  /** Checks the right to correct `field` (403 naming it) before anything else is checked. */
  const mayCorrect = (field: ClockField) => {
    if (!config) throw new Error('planStepChange: a correction without the configuration');
    assertMayCorrectClock(config, role, field);
  };
  const correction = (field: ClockField, from: number | null, to: number | null) =>
    change.corrections.push(clockCorrectionEntry(field, from, to, config?.businessHours.timeZone));

  for (const { field, from, to } of fieldChanges) {
    mayCorrect(field);
    correction(field, from, to);
    // A move's own entry leaves its stamped times and days out already.
    if (typeChanges) continue;
    change.correctedFields.push(field);
    const step = before.step;
    const ownStart = before.type === 'make-ready' ? 'makeReadyAddedAt' : 'serviceAddedAt';
    if (field !== ownStart || to === null || !step) continue;
    if (patch.stepId !== undefined || patch.stepEnteredAt !== undefined) continue;
    if (step.enteredAt === before[ownStart]) {
      // The step began with its workflow: its start is the same time, corrected with it (its
      // stay too; the one entry says what was corrected).
      change.columns.stepEnteredAt = to;
      change.closeAt = step.enteredAt;
      change.stays.push({
        vehicleId: before.id,
        stepId: step.id,
        enteredAt: to,
        movedBy: actorId,
        reason: 'corrected',
      });
    } else if (to > step.enteredAt) {
      throw badRequest(`${field}: ${WORKFLOW_AFTER_STEP_MESSAGE}`, field);
    }
  }

  if (patch.assigneeId !== undefined && patch.assigneeId !== before.assigneeId) {
    if (patch.assigneeId !== null && !(await isActiveUser(tx, dealershipId, patch.assigneeId))) {
      throw badRequest(UNKNOWN_ASSIGNEE_MESSAGE, 'assigneeId');
    }
    change.columns.assigneeId = patch.assigneeId;
  }

  if (patch.stepId !== undefined && patch.stepId !== before.step?.id) {
    if (typeChanges) throw badRequest(STEP_WITH_MOVE_MESSAGE, 'stepId');
    if (before.type === 'inventory' || !before.step) {
      throw badRequest(STEP_OUTSIDE_WORKFLOW_MESSAGE, 'stepId');
    }
    const found = known.steps.has(patch.stepId)
      ? known.steps
      : await findStepRows(tx, dealershipId, [patch.stepId, before.step.id]);
    const [target, from] = [found.get(patch.stepId), found.get(before.step.id)];
    if (!target || target.archivedAt !== null) throw badRequest(UNKNOWN_STEP_MESSAGE, 'stepId');
    if (target.workflow !== before.type) throw badRequest(OTHER_WORKFLOW_STEP_MESSAGE, 'stepId');
    const enteredAt = patch.stepEnteredAt ?? now;
    if (enteredAt !== now) {
      // A move made late: the time it really happened, between the stay it ends and now.
      mayCorrect('stepEnteredAt');
      if (enteredAt > now) {
        throw badRequest(`stepEnteredAt: ${FUTURE_START_MESSAGE}`, 'stepEnteredAt');
      }
      if (enteredAt < before.step.enteredAt) {
        throw badRequest(MOVE_BEFORE_STAY_MESSAGE, 'stepEnteredAt');
      }
      change.closeAt = enteredAt;
      correction('stepEnteredAt', now, enteredAt);
    }
    change.columns = {
      ...change.columns,
      stepId: target.id,
      stepName: target.name,
      stepEnteredAt: enteredAt,
    };
    if (patch.assigneeId === undefined) {
      change.columns.assigneeId = await assigneeOnEntry(tx, dealershipId, target);
    }
    change.stays.push({
      vehicleId: before.id,
      stepId: target.id,
      enteredAt,
      movedBy: actorId,
      reason: classifyMove(from?.position ?? null, target.position),
    });
    change.entries.push({
      action: 'updated',
      detailedAction: stepMoveText(before.step.name, target.name),
    });
  } else if (stepStartChanges && patch.stepEnteredAt !== undefined) {
    mayCorrect('stepEnteredAt');
    if (!before.step || typeChanges)
      throw badRequest(STEP_OUTSIDE_WORKFLOW_MESSAGE, 'stepEnteredAt');
    const to = patch.stepEnteredAt;
    if (to > now) throw badRequest(`stepEnteredAt: ${FUTURE_START_MESSAGE}`, 'stepEnteredAt');
    const workflowStart =
      before.type === 'make-ready' ? before.makeReadyAddedAt : before.serviceAddedAt;
    if (workflowStart !== null && to < workflowStart) {
      throw badRequest(STEP_START_ORDER_MESSAGE, 'stepEnteredAt');
    }
    change.columns.stepEnteredAt = to;
    // The corrected stay replaces the open one, which closes at its own start (decision 0072).
    change.closeAt = before.step.enteredAt;
    change.stays.push({
      vehicleId: before.id,
      stepId: before.step.id,
      enteredAt: to,
      movedBy: actorId,
      reason: 'corrected',
    });
    correction('stepEnteredAt', before.step.enteredAt, to);
  }
  return change;
}
