import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Vehicle } from '@domain/api/vehicles';
import { OPEN_VENDOR_JOB_STATES } from '@domain/vendors/jobs';
import type { Tx } from '../../db/client';
import { vendorJobs, workflowSteps } from '../../db/schema';
import type { TenantChange } from '../../plugins/tenant-change';
import { updateVehicle } from '../vehicles/update-vehicle';
import { findStepRows } from '../workflows/repository';

type Change = Pick<TenantChange, 'dealershipId' | 'actor' | 'now' | 'vehiclesChanged'>;

/**
 * A vendor's done moves the car to the next step when its step says so (issue #31 item 3) and
 * no other job of the car is still open (two vendors at once: the last one's done moves it).
 * The move goes through the vehicles' own update, so its stay, history line and live event are
 * those of any move. Returns the car as moved, or null when it stays.
 */
export async function moveOnVendorDone(
  tx: Tx,
  change: Change,
  vehicle: Vehicle,
): Promise<Vehicle | null> {
  if (!vehicle.step) return null;
  const [stillOpen] = await tx
    .select({ id: vendorJobs.id })
    .from(vendorJobs)
    .where(
      and(
        eq(vendorJobs.dealershipId, change.dealershipId),
        eq(vendorJobs.vehicleId, vehicle.id),
        inArray(vendorJobs.state, [...OPEN_VENDOR_JOB_STATES]),
      ),
    )
    .limit(1);
  if (stillOpen) return null;
  const step = (await findStepRows(tx, change.dealershipId, [vehicle.step.id])).get(
    vehicle.step.id,
  );
  if (!step?.moveOnVendorDone) return null;
  const [next] = await tx
    .select({ id: workflowSteps.id })
    .from(workflowSteps)
    .where(
      and(
        eq(workflowSteps.dealershipId, change.dealershipId),
        eq(workflowSteps.workflow, step.workflow),
        gt(workflowSteps.position, step.position),
        isNull(workflowSteps.archivedAt),
      ),
    )
    .orderBy(asc(workflowSteps.position))
    .limit(1);
  if (!next) return null;
  const moved = await updateVehicle(tx, {
    dealershipId: change.dealershipId,
    actor: change.actor,
    now: change.now,
    id: vehicle.id,
    patch: { stepId: next.id, version: vehicle.version },
  });
  change.vehiclesChanged([vehicle.id]);
  return moved;
}
