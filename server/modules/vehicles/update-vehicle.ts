import type { Vehicle, VehicleUpdate } from '@domain/api/vehicles';
import { STALE_VEHICLE_MESSAGE, VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { changeEntries } from '@domain/vehicle/change-entries';
import { planVehicleUpdate } from '@domain/vehicle/update';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { insertActivityEntries } from '../activity/repository';
import { duplicateStockNumber, type VehicleChangeContext } from './create-vehicle';
import { findVehicleIdByStockNumber, lockVehicleRow, updateVehicleRow } from './repository';
import { toVehicle } from '../../db/vehicle-rows';
import { planStepChange } from './step-change';

/** A write based on an old version: the route answers 409 with the current record. */
export class StaleVehicleError extends Error {
  constructor(readonly current: Vehicle) {
    super(STALE_VEHICLE_MESSAGE);
    this.name = 'StaleVehicleError';
  }
}

export interface UpdateVehicleProps extends VehicleChangeContext {
  id: string;
  /** The fields to change; `version` is the one the client last read. */
  patch: VehicleUpdate;
}

/**
 * Changes a vehicle under optimistic concurrency (what changes: domain/vehicle/update), with
 * its activity entries, in the caller's tenant transaction. The row is locked first, so the
 * version check and the write cannot be split by another writer. A stale version throws
 * StaleVehicleError; a change that changes nothing writes nothing (and keeps the version).
 */
export async function updateVehicle(tx: Tx, props: UpdateVehicleProps): Promise<Vehicle> {
  const { dealershipId, id, now } = props;
  const { version, ...patch } = props.patch;
  const locked = await lockVehicleRow(tx, dealershipId, id, patch.stepId);
  if (!locked) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
  const before = toVehicle(locked.row);
  if (locked.row.version !== version) throw new StaleVehicleError(before);
  const steps = await planStepChange(
    tx,
    { dealershipId, actorId: props.actor.userId, role: props.actor.role, now },
    before,
    patch,
    locked,
  );
  const plan = planVehicleUpdate(before, patch, now);
  const { stockNumber } = plan.changes;
  if (
    stockNumber !== undefined &&
    (await findVehicleIdByStockNumber(tx, dealershipId, stockNumber))
  ) {
    throw duplicateStockNumber(stockNumber);
  }
  const { assigneeId: _assigneeId, ...fieldChanges } = plan.changes;
  const changes = { ...fieldChanges, ...steps.columns };
  if (Object.keys(changes).length === 0) return before;
  const updated = await updateVehicleRow(
    tx,
    dealershipId,
    id,
    version,
    { ...changes, updatedAt: now },
    { leftAt: steps.closeAt, starts: steps.stays },
  );
  // The row is locked since the read above, so this is only a guard; throwing rolls back the
  // stays written with it.
  if (!updated) throw new StaleVehicleError(before);
  const after = toVehicle(updated);
  // A corrected clock has its own entry (below), not a plain "Updated Make Ready start".
  const fieldEntries =
    steps.correctedFields.length > 0
      ? changeEntries(before, {
          ...after,
          ...Object.fromEntries(steps.correctedFields.map((field) => [field, before[field]])),
        })
      : plan.entries;
  const entries = [...fieldEntries, ...steps.entries].map((entry) => ({
    ...entry,
    vehicle: after,
  }));
  await insertActivityEntries(tx, dealershipId, props.actor, now, entries, {
    config: locked.config,
  });
  await insertActivityEntries(
    tx,
    dealershipId,
    props.actor,
    now,
    steps.corrections.map((entry) => ({ ...entry, vehicle: after })),
    { evenWithLoggingOff: true },
  );
  return after;
}
