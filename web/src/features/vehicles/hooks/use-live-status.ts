import type { Vehicle } from '@domain/api/vehicles';
import { DEFAULT_BUSINESS_CALENDAR, type BusinessCalendar } from '@domain/recon/business-calendar';
import {
  deriveStepStatus,
  nextStepStatusChangeAt,
  type StatusStep,
} from '@domain/recon/step-status';
import type { DisplayStatus, StatusThresholds, Workflow } from '@domain/vehicle-status';
import { useClock, useNowUntil } from '@/lib/clock';

/** Where a tile's clock comes from: its step (null: the spec's workflow timer) and calendar. */
export interface TileClock {
  step: StatusStep | null;
  calendar: BusinessCalendar;
}

/** The spec's single timer: no step of its own, so no calendar is read. */
export const WORKFLOW_CLOCK: TileClock = { step: null, calendar: DEFAULT_BUSINESS_CALENDAR };

/**
 * A vehicle's live status in its step (the spec's rule for the default step, issue #26). The
 * caller schedules exactly one timer, for the moment the status next changes, so time passing
 * re-renders only what changes.
 */
export function useLiveStatus(
  vehicle: Vehicle,
  thresholds: StatusThresholds,
  workflow: Workflow,
  { step, calendar }: TileClock = WORKFLOW_CLOCK,
): DisplayStatus {
  const clock = useClock();
  const context = { thresholds, calendar, preferred: workflow };
  const changeAt = nextStepStatusChangeAt(vehicle, step, { ...context, now: clock.now() });
  const now = useNowUntil(changeAt);
  return deriveStepStatus(vehicle, step, { ...context, now });
}
