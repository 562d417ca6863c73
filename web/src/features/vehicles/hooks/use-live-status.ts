import type { Vehicle } from '@domain/api/vehicles';
import {
  deriveVehicleStatus,
  nextStatusChangeAt,
  type DisplayStatus,
  type StatusThresholds,
  type Workflow,
} from '@domain/vehicle-status';
import { useClock, useNowUntil } from '@/lib/clock';

/**
 * A vehicle's live status. The caller schedules exactly one timer, for the moment the status
 * next changes (nextStatusChangeAt), so time passing re-renders only what changes.
 */
export function useLiveStatus(
  vehicle: Vehicle,
  thresholds: StatusThresholds,
  workflow: Workflow,
): DisplayStatus {
  const clock = useClock();
  const changeAt = nextStatusChangeAt(vehicle, thresholds, clock.now(), workflow);
  const now = useNowUntil(changeAt);
  return deriveVehicleStatus(vehicle, thresholds, now, workflow);
}
