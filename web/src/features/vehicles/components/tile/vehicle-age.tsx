import type { Vehicle } from '@domain/api/vehicles';
import { formatStepAge } from '@domain/recon/step-status';
import type { Workflow } from '@domain/vehicle-status';
import { useMinuteNow } from '@/lib/clock';
import { WORKFLOW_CLOCK, type TileClock } from '@/features/vehicles/hooks/use-live-status';

/**
 * The tile's age text; re-renders on the shared minute tick, not with the board. In a step
 * with its own clock it is the time since the car entered that step ("… in business hours"
 * when that clock counts business hours only).
 */
export function VehicleAge({
  vehicle,
  workflow,
  clock = WORKFLOW_CLOCK,
}: {
  vehicle: Vehicle;
  workflow: Workflow;
  clock?: TileClock;
}) {
  const now = useMinuteNow();
  return <>{formatStepAge(vehicle, clock.step, workflow, clock.calendar, now)}</>;
}
