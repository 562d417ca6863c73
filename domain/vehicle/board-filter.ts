import type { Vehicle } from '../api/vehicles';
import type { Workflow } from '../vehicle-status';

/**
 * Whether a vehicle is on a workflow's board: active (not sold) and in that workflow;
 * Inventory shows every active vehicle. The server's page query states the same in SQL
 * (server/modules/vehicles/page.ts).
 */
export function isOnBoard(vehicle: Vehicle, workflow: Workflow): boolean {
  if (vehicle.flag === 'sold') return false;
  if (workflow === 'make-ready') return vehicle.inMakeReady;
  if (workflow === 'service') return vehicle.inService;
  return true;
}
