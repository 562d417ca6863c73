import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WorkflowPut, WorkflowSteps } from '@domain/api/workflows';
import { classifyMove } from '@domain/recon/moves';
import type { StepWorkflow } from '@domain/recon/steps';
import { MAKE_READY_ORDER_MESSAGE, SERVICE_ORDER_MESSAGE } from '@domain/dealership-config-schema';
import type { Tx } from '../../db/client';
import { vehicles, workflowSteps } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import {
  isActiveUser,
  lockWorkflowRows,
  replaceOpenStays,
  toWorkflowStep,
  versionOf,
  type StepRow,
} from './repository';

export const STALE_WORKFLOW_MESSAGE =
  'version: the steps were changed meanwhile; reload them and try again';
export const UNKNOWN_STEP_ID_MESSAGE = 'is not a step of this workflow';

export interface UpdateWorkflowProps {
  dealershipId: string;
  workflow: StepWorkflow;
  body: WorkflowPut;
  actorId: string | null;
  now: number;
}

export interface UpdatedWorkflow {
  steps: WorkflowSteps;
  /** Vehicles whose step changed (renamed or moved): the change log announces them. */
  changedVehicleIds: string[];
}

type Thresholds = WorkflowPut['steps'][number]['thresholds'];

/** The thresholds must be the workflow's kind and increase (spec 4.1's order rule). */
function checkThresholds(workflow: StepWorkflow, thresholds: Thresholds, index: number): void {
  if (thresholds === null) return;
  const field = `steps.${index}.thresholds`;
  if (workflow === 'make-ready') {
    if (!('workingThreshold' in thresholds)) {
      throw badRequest(`${field}: Make Ready steps take minutes: new, working, warning`, field);
    }
    const t = thresholds;
    if (!(t.newThreshold < t.workingThreshold && t.workingThreshold < t.warningThreshold)) {
      throw badRequest(`${field}: ${MAKE_READY_ORDER_MESSAGE}`, field);
    }
  } else {
    if (!('goodThreshold' in thresholds)) {
      throw badRequest(`${field}: Service steps take days: new, good, attention`, field);
    }
    const t = thresholds;
    if (!(t.newThreshold < t.goodThreshold && t.goodThreshold < t.attentionThreshold)) {
      throw badRequest(`${field}: ${SERVICE_ORDER_MESSAGE}`, field);
    }
  }
}

/**
 * PUT /api/workflows/{workflow}: the whole ordered list replaces the current one. Steps named
 * by id stay (renamed, reordered, changed), steps without one are new, steps left out are
 * archived (decision 0072); the cars of a removed step go where `moveCarsTo` says, each with
 * its stay; a removed step with cars and nowhere to send them is a 409 naming
 * `moveCarsTo.<id>`. A stale version is a 409 naming `version`.
 */
export async function updateWorkflow(tx: Tx, props: UpdateWorkflowProps): Promise<UpdatedWorkflow> {
  const { dealershipId, workflow, body, now } = props;
  const rows = await lockWorkflowRows(tx, dealershipId, workflow);
  const current = versionOf(rows);
  if (body.version !== current) throw conflict(STALE_WORKFLOW_MESSAGE, 'version');
  const active = new Map(rows.filter((row) => row.archivedAt === null).map((row) => [row.id, row]));

  const seen = new Set<string>();
  for (const [index, step] of body.steps.entries()) {
    const field = `steps.${index}.id`;
    if (step.id !== undefined) {
      if (!active.has(step.id))
        throw badRequest(`${field}: ${step.id} ${UNKNOWN_STEP_ID_MESSAGE}`, field);
      if (seen.has(step.id)) throw badRequest(`${field}: ${step.id} is listed twice`, field);
      seen.add(step.id);
    }
    checkThresholds(workflow, step.thresholds, index);
    if (
      step.defaultAssigneeId !== null &&
      !(await isActiveUser(tx, dealershipId, step.defaultAssigneeId))
    ) {
      const assignee = `steps.${index}.defaultAssigneeId`;
      throw badRequest(`${assignee}: no such active user in this dealership`, assignee);
    }
  }
  const removed = [...active.values()].filter((row) => !seen.has(row.id));
  const removedIds = new Set(removed.map((row) => row.id));
  for (const key of Object.keys(body.moveCarsTo)) {
    if (!removedIds.has(key)) {
      throw badRequest(
        `moveCarsTo.${key}: only a removed step's cars are moved`,
        `moveCarsTo.${key}`,
      );
    }
  }
  const carCounts = removed.length
    ? await tx
        .select({ stepId: vehicles.stepId, cars: sql<number>`count(*)::int` })
        .from(vehicles)
        .where(
          and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.stepId, [...removedIds])),
        )
        .groupBy(vehicles.stepId)
    : [];
  const stranded = carCounts.find(
    (count) => count.stepId && body.moveCarsTo[count.stepId] === undefined,
  );
  if (stranded?.stepId) {
    const name = active.get(stranded.stepId)?.name ?? 'The step';
    const field = `moveCarsTo.${stranded.stepId}`;
    throw conflict(
      `${field}: ${name} holds ${stranded.cars} car(s): say which step they move to`,
      field,
    );
  }

  const version = current + 1;
  const saved: StepRow[] = [];
  for (const [position, step] of body.steps.entries()) {
    const { id, workflow: _workflow, position: _position, ...fields } = step;
    const values = { ...fields, position, version, updatedAt: now };
    if (id) {
      const [row] = await tx
        .update(workflowSteps)
        .set(values)
        .where(and(eq(workflowSteps.dealershipId, dealershipId), eq(workflowSteps.id, id)))
        .returning();
      if (row) saved.push(row);
    } else {
      const [row] = await tx
        .insert(workflowSteps)
        .values({ dealershipId, workflow, ...values, createdAt: now })
        .returning();
      if (row) saved.push(row);
    }
  }
  if (removed.length > 0) {
    await tx
      .update(workflowSteps)
      .set({ archivedAt: now, version, updatedAt: now })
      .where(
        and(
          eq(workflowSteps.dealershipId, dealershipId),
          inArray(workflowSteps.id, [...removedIds]),
        ),
      );
  }

  const changedVehicleIds: string[] = [];
  // Renamed steps: the name travels with each vehicle's answer.
  for (const row of saved) {
    if (active.get(row.id)?.name === row.name) continue;
    const renamed = await tx
      .update(vehicles)
      .set({ stepName: row.name, version: sql`${vehicles.version} + 1`, updatedAt: now })
      .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.stepId, row.id)))
      .returning({ id: vehicles.id });
    changedVehicleIds.push(...renamed.map((vehicle) => vehicle.id));
  }
  // The cars of removed steps move, each with a stay.
  for (const from of removed) {
    const target = body.moveCarsTo[from.id];
    if (target === undefined) continue;
    const to = typeof target === 'number' ? saved[target] : saved.find((row) => row.id === target);
    if (!to) {
      const field = `moveCarsTo.${from.id}`;
      throw badRequest(`${field}: ${String(target)} is not a step of the new list`, field);
    }
    const moved = await tx
      .update(vehicles)
      .set({
        stepId: to.id,
        stepName: to.name,
        stepEnteredAt: now,
        version: sql`${vehicles.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.stepId, from.id)))
      .returning({ id: vehicles.id });
    await replaceOpenStays(
      tx,
      dealershipId,
      now,
      moved.map(({ id }) => ({
        vehicleId: id,
        stepId: to.id,
        enteredAt: now,
        movedBy: props.actorId,
        reason: classifyMove(from.position, to.position),
      })),
    );
    changedVehicleIds.push(...moved.map((vehicle) => vehicle.id));
  }
  return {
    steps: {
      workflow,
      version,
      steps: saved.map(toWorkflowStep),
    },
    changedVehicleIds: [...new Set(changedVehicleIds)],
  };
}
