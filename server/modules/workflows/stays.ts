import { and, asc, eq, sql } from 'drizzle-orm';
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
