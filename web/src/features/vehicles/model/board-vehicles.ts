import type { Vehicle } from '@domain/api/vehicles';
import { isOnBoard } from '@domain/vehicle/board-filter';
import { sortBoardVehicles, type Workflow } from '@domain/vehicle-status';

/** The active vehicles of a board's workflow, starred first then newest (spec 2.14). */
export function boardVehicles(
  vehicles: readonly Vehicle[],
  workflow: Workflow,
  now: number,
): Vehicle[] {
  const inWorkflow = vehicles.filter((vehicle) => isOnBoard(vehicle, workflow));
  return sortBoardVehicles(inWorkflow, now, workflow);
}

/** Columns of a board on a wide screen, from the configured grid size (16 → 4 × 4). */
export function boardColumns(maxVehicles: number): number {
  return Math.min(6, Math.max(2, Math.ceil(Math.sqrt(maxVehicles))));
}
