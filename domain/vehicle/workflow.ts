import { VEHICLE_TYPE_TEXT } from '../api/activity';
import type { VehicleType } from '../api/vehicles';
import {
  FUTURE_START_MESSAGE,
  MAKE_READY_START_OUTSIDE_MESSAGE,
  SERVICE_START_OUTSIDE_MESSAGE,
  VehicleRuleError,
} from './messages';

/** The columns that place a vehicle in a workflow; they always agree with `type`. */
export interface WorkflowColumns {
  type: VehicleType;
  inMakeReady: boolean;
  makeReadyAddedAt: number | null;
  inService: boolean;
  serviceAddedAt: number | null;
  customDaysAgo: number | null;
}

/** Explicit times from the time-editing feature; undefined means "not given". */
export interface WorkflowTimes {
  makeReadyAddedAt?: number | null;
  serviceAddedAt?: number | null;
  customDaysAgo?: number | null;
}

function startOf(
  entering: boolean,
  current: number | null,
  given: number | null | undefined,
  now: number,
): number {
  if (given !== undefined && given !== null) return given;
  return entering || current === null ? now : current;
}

function checkTimes(type: VehicleType, times: WorkflowTimes, now: number): void {
  if (type !== 'make-ready' && times.makeReadyAddedAt != null) {
    throw new VehicleRuleError('makeReadyAddedAt', MAKE_READY_START_OUTSIDE_MESSAGE);
  }
  if (type !== 'service' && times.serviceAddedAt != null) {
    throw new VehicleRuleError('serviceAddedAt', SERVICE_START_OUTSIDE_MESSAGE);
  }
  for (const field of ['makeReadyAddedAt', 'serviceAddedAt'] as const) {
    const given = times[field];
    if (given != null && given > now) throw new VehicleRuleError(field, FUTURE_START_MESSAGE);
  }
}

/**
 * The workflow columns of a vehicle of `type` (decision 0014, amended by 0019 and 0082):
 * entering Make Ready or Service stamps the time (now, unless a time was given); staying keeps
 * it; leaving clears the flag and the time. customDaysAgo is stored as given (an import stores
 * 0, spec 5) and kept while the vehicle stays in its workflow; a move clears it unless days come
 * with the move, since it overrides the service age (spec 4.1): a vehicle entering Service is
 * aged from its new serviceAddedAt, never pinned at NEW by a 0 it carried from inventory.
 * A time given for a workflow the vehicle is not in, or in the future, is refused.
 */
export function workflowColumns(
  type: VehicleType,
  previous: WorkflowColumns | null,
  times: WorkflowTimes,
  now: number,
): WorkflowColumns {
  checkTimes(type, times, now);
  const inMakeReady = type === 'make-ready';
  const inService = type === 'service';
  const stays = previous !== null && previous.type === type;
  const customDaysAgo =
    times.customDaysAgo !== undefined ? times.customDaysAgo : stays ? previous.customDaysAgo : null;
  return {
    type,
    inMakeReady,
    makeReadyAddedAt: inMakeReady
      ? startOf(
          !previous?.inMakeReady,
          previous?.makeReadyAddedAt ?? null,
          times.makeReadyAddedAt,
          now,
        )
      : null,
    inService,
    serviceAddedAt: inService
      ? startOf(!previous?.inService, previous?.serviceAddedAt ?? null, times.serviceAddedAt, now)
      : null,
    customDaysAgo,
  };
}

/** 'Moved from Inventory to Make Ready' (the activity entry's detailedAction). */
export function moveText(from: VehicleType, to: VehicleType): string {
  return `Moved from ${VEHICLE_TYPE_TEXT[from]} to ${VEHICLE_TYPE_TEXT[to]}`;
}
