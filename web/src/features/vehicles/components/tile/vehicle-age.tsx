import type { Vehicle } from '@domain/api/vehicles';
import { formatVehicleAge, type Workflow } from '@domain/vehicle-status';
import { useMinuteNow } from '@/lib/clock';

/** The tile's age text; re-renders on the shared minute tick, not with the board. */
export function VehicleAge({ vehicle, workflow }: { vehicle: Vehicle; workflow: Workflow }) {
  const now = useMinuteNow();
  return <>{formatVehicleAge(vehicle, workflow, now)}</>;
}
