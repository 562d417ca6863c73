import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { VehicleStay } from '@domain/api/workflows';
import type { Executor } from '../../db/client';
import { users, vehicleStays, workflowSteps } from '../../db/schema';

/** A vehicle's stays, oldest first, with each step's name and who moved it there. */
export async function listVehicleStays(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
): Promise<VehicleStay[]> {
  const rows = await tx
    .select({
      id: vehicleStays.id,
      stepId: vehicleStays.stepId,
      stepName: workflowSteps.name,
      workflow: workflowSteps.workflow,
      enteredAt: vehicleStays.enteredAt,
      leftAt: vehicleStays.leftAt,
      movedById: vehicleStays.movedBy,
      movedBy: users.fullName,
      reason: vehicleStays.reason,
    })
    .from(vehicleStays)
    .innerJoin(
      workflowSteps,
      and(
        eq(workflowSteps.dealershipId, vehicleStays.dealershipId),
        eq(workflowSteps.id, vehicleStays.stepId),
      ),
    )
    .leftJoin(
      users,
      and(eq(users.dealershipId, vehicleStays.dealershipId), eq(users.id, vehicleStays.movedBy)),
    )
    .where(and(eq(vehicleStays.dealershipId, dealershipId), eq(vehicleStays.vehicleId, vehicleId)))
    .orderBy(
      asc(vehicleStays.enteredAt),
      // Of stays begun in the same millisecond, the open one is the latest.
      sql`${vehicleStays.leftAt} is null`,
      asc(vehicleStays.leftAt),
    );
  return rows.map((row) => ({ ...row, movedBy: row.movedBy ?? null }));
}

/** The stay a car was in when it last left a workflow (its step may be archived since). */
export interface LastStay {
  stepId: string;
  stepName: string;
  enteredAt: number;
  archived: boolean;
}

/**
 * Each vehicle's last stay in each workflow, keyed `vehicleId:workflow`: the one that ended
 * last (a corrected stay outlives the one it replaced, which ended at its own start).
 */
export async function lastStaysByWorkflow(
  tx: Executor,
  dealershipId: string,
  vehicleIds: readonly string[],
): Promise<Map<string, LastStay>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([vehicleStays.vehicleId, workflowSteps.workflow], {
      vehicleId: vehicleStays.vehicleId,
      workflow: workflowSteps.workflow,
      stepId: vehicleStays.stepId,
      stepName: workflowSteps.name,
      enteredAt: vehicleStays.enteredAt,
      archivedAt: workflowSteps.archivedAt,
    })
    .from(vehicleStays)
    .innerJoin(
      workflowSteps,
      and(
        eq(workflowSteps.dealershipId, vehicleStays.dealershipId),
        eq(workflowSteps.id, vehicleStays.stepId),
      ),
    )
    .where(
      and(
        eq(vehicleStays.dealershipId, dealershipId),
        inArray(vehicleStays.vehicleId, [...vehicleIds]),
      ),
    )
    .orderBy(
      vehicleStays.vehicleId,
      workflowSteps.workflow,
      sql`${vehicleStays.leftAt} desc nulls first`,
      desc(vehicleStays.enteredAt),
    );
  return new Map(
    rows.map((row) => [
      `${row.vehicleId}:${row.workflow}`,
      {
        stepId: row.stepId,
        stepName: row.stepName,
        enteredAt: row.enteredAt,
        archived: row.archivedAt !== null,
      },
    ]),
  );
}
