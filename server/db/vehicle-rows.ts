import { and, eq } from 'drizzle-orm';
import type { Vehicle } from '@domain/api/vehicles';
import type { Executor } from './client';
import { vehicles } from './schema';

/**
 * A vehicle row and the one place it becomes the wire shape (snake_case stays in the
 * database). Here, below the modules, because the change log (vehicle-change-log.ts) and the
 * activity module read vehicles as well as the vehicles module does.
 */
export type VehicleRow = typeof vehicles.$inferSelect;

export function toVehicle(row: VehicleRow): Vehicle {
  const {
    dealershipId: _dealershipId,
    salesperson,
    notes,
    stepId,
    stepName,
    stepEnteredAt,
    ...fields
  } = row;
  return {
    ...fields,
    salesperson: salesperson ?? '',
    notes: notes ?? '',
    step:
      stepId !== null && stepEnteredAt !== null
        ? { id: stepId, name: stepName ?? '', enteredAt: stepEnteredAt }
        : null,
  };
}

/** One vehicle of the dealership; `forUpdate` locks it until the transaction ends. */
export async function findVehicleRow(
  tx: Executor,
  dealershipId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VehicleRow | null> {
  const query = tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
