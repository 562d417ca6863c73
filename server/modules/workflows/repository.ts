import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WorkflowStepBody, WorkflowSteps } from '@domain/api/workflows';
import { STEP_WORKFLOWS, type StepWorkflow } from '@domain/recon/steps';
import type { Executor } from '../../db/client';
import { users, vehicleStays, workflowSteps } from '../../db/schema';

export type StepRow = typeof workflowSteps.$inferSelect;

/** The one place a step row becomes the wire shape. */
export function toWorkflowStep(row: StepRow): WorkflowStepBody {
  return {
    id: row.id,
    workflow: row.workflow,
    position: row.position,
    name: row.name,
    thresholds: row.thresholds ?? null,
    timed: row.timed,
    ownerRole: row.ownerRole,
    defaultAssigneeId: row.defaultAssigneeId,
    businessHours: row.businessHours,
    countsTowardT2L: row.countsTowardT2L,
    softLimit: row.softLimit,
    moveOnVendorDone: row.moveOnVendorDone,
  };
}

/** Every step row of the dealership, archived ones too, in workflow order. */
async function allStepRows(tx: Executor, dealershipId: string): Promise<StepRow[]> {
  return tx
    .select()
    .from(workflowSteps)
    .where(eq(workflowSteps.dealershipId, dealershipId))
    .orderBy(asc(workflowSteps.position));
}

/** A workflow's version: the highest its rows carry (0 for none). */
export function versionOf(rows: readonly StepRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.version), 0);
}

/** GET /api/workflows: both workflows with their current steps in order. */
export async function readWorkflows(tx: Executor, dealershipId: string): Promise<WorkflowSteps[]> {
  const rows = await allStepRows(tx, dealershipId);
  return STEP_WORKFLOWS.map((workflow) => {
    const own = rows.filter((row) => row.workflow === workflow);
    return {
      workflow,
      version: versionOf(own),
      steps: own.filter((row) => row.archivedAt === null).map(toWorkflowStep),
    };
  });
}

/** A workflow's rows, archived too, locked for the PUT that replaces them. */
export async function lockWorkflowRows(
  tx: Executor,
  dealershipId: string,
  workflow: StepWorkflow,
): Promise<StepRow[]> {
  return tx
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.dealershipId, dealershipId), eq(workflowSteps.workflow, workflow)))
    .orderBy(asc(workflowSteps.position))
    .for('update');
}

/**
 * Steps of the dealership by id (archived too), in one read: another dealership's are not
 * found (a move reads the step it leaves and the one it goes to together).
 */
export async function findStepRows(
  tx: Executor,
  dealershipId: string,
  ids: readonly string[],
): Promise<Map<string, StepRow>> {
  const rows = await tx
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.dealershipId, dealershipId), inArray(workflowSteps.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether the id is an active user of the dealership (an assignee must be). */
export async function isActiveUser(
  tx: Executor,
  dealershipId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.dealershipId, dealershipId), eq(users.id, userId), eq(users.disabled, false)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Who gets a car entering a step: its default assignee, else the active user of its owner
 * role with the fewest cars, else nobody (the same rule migration 0013's trigger applies on
 * entering a workflow).
 */
export async function assigneeOnEntry(
  tx: Executor,
  dealershipId: string,
  step: Pick<StepRow, 'defaultAssigneeId' | 'ownerRole'>,
): Promise<string | null> {
  if (step.defaultAssigneeId) return step.defaultAssigneeId;
  if (!step.ownerRole) return null;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.dealershipId, dealershipId),
        eq(users.role, step.ownerRole),
        eq(users.disabled, false),
      ),
    )
    .orderBy(
      sql`(select count(*) from vehicles v where v.dealership_id = ${users.dealershipId} and v.assignee_id = ${users.id})`,
      asc(users.createdAt),
      asc(users.id),
    )
    .limit(1);
  return row?.id ?? null;
}

export interface StayStart {
  vehicleId: string;
  stepId: string;
  enteredAt: number;
  movedBy: string | null;
  reason: StayRow['reason'];
}
type StayRow = typeof vehicleStays.$inferSelect;

/**
 * The writes that end the vehicles' open stays at `leftAt` and open the new ones
 * (append-only: decision 0072), as common table expressions for another statement to carry:
 * a move writes its stays in the vehicle's own UPDATE, one round trip (decision 0102). Every
 * part of one statement sees the table as it was, so the stays inserted here stay open.
 */
export function stayWrites(
  tx: Executor,
  dealershipId: string,
  leftAt: number,
  starts: readonly StayStart[],
) {
  const closed = tx
    .update(vehicleStays)
    .set({ leftAt })
    .where(
      and(
        eq(vehicleStays.dealershipId, dealershipId),
        inArray(
          vehicleStays.vehicleId,
          starts.map((start) => start.vehicleId),
        ),
        isNull(vehicleStays.leftAt),
      ),
    )
    .returning({ id: vehicleStays.id });
  const opened = tx
    .insert(vehicleStays)
    .values(starts.map((start) => ({ dealershipId, ...start })))
    .returning({ id: vehicleStays.id });
  return [tx.$with('closed_stays').as(closed), tx.$with('opened_stays').as(opened)] as const;
}

/** Ends the vehicles' open stays at `leftAt` and opens the new ones, in one statement. */
export async function replaceOpenStays(
  tx: Executor,
  dealershipId: string,
  leftAt: number,
  starts: readonly StayStart[],
): Promise<void> {
  if (starts.length === 0) return;
  const [closed, opened] = stayWrites(tx, dealershipId, leftAt, starts);
  await tx
    .with(closed, opened)
    .select({ opened: sql<number>`count(*)` })
    .from(opened);
}
