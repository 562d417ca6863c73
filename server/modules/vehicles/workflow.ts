import { VEHICLE_TYPE_TEXT } from '@domain/api/activity';
import type { VehicleCreate, VehicleType } from '@domain/api/vehicles';
import { badRequest } from '../../lib/http-error';
import { orderedUuid } from '../../lib/ordered-id';
import type { NewVehicleRow } from './repository';

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

/**
 * The workflow columns for a vehicle of `type`. Entering Make Ready or Service stamps the time
 * (now, unless a time was given); staying keeps it; leaving clears the flag and the time.
 * customDaysAgo only overrides the service age (spec 4.1), so it is stored only while the
 * vehicle is in Service: a vehicle added or imported elsewhere (the import sends 0 for every
 * row, spec 5) keeps none, and one entering Service starts from its new serviceAddedAt unless
 * days were given with the move — a stale 0 would pin it at NEW, '0 days ago', forever.
 * A time given for a workflow the vehicle is not in is a 400, not silently dropped.
 */
export function workflowColumns(
  type: VehicleType,
  previous: WorkflowColumns | null,
  times: WorkflowTimes,
  now: number,
): WorkflowColumns {
  if (type !== 'make-ready' && times.makeReadyAddedAt != null) {
    throw badRequest(
      'Make Ready start can only be set on a vehicle in Make Ready',
      'makeReadyAddedAt',
    );
  }
  if (type !== 'service' && times.serviceAddedAt != null) {
    throw badRequest('Service start can only be set on a vehicle in Service', 'serviceAddedAt');
  }
  const inMakeReady = type === 'make-ready';
  const inService = type === 'service';
  const staysInService = previous?.inService === true;
  const customDaysAgo =
    times.customDaysAgo !== undefined
      ? times.customDaysAgo
      : staysInService
        ? previous.customDaysAgo
        : null;
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
    customDaysAgo: inService ? customDaysAgo : null,
  };
}

/** 'Moved from Inventory to Make Ready' (the activity entry's detailedAction). */
export function moveText(from: VehicleType, to: VehicleType): string {
  return `Moved from ${VEHICLE_TYPE_TEXT[from]} to ${VEHICLE_TYPE_TEXT[to]}`;
}

/** Spec 5: a year is at most the current year + 2, taken in UTC from the injected clock. */
export function maxVehicleYear(now: number): number {
  return new Date(now).getUTCFullYear() + 2;
}

/** The message for a year past that bound, or null when the year is fine. */
export function yearProblem(year: number, now: number): string | null {
  const max = maxVehicleYear(now);
  return year > max ? `Year must be at most ${max} (the current year + 2)` : null;
}

/** Throws 400 naming `year` when it is past the current year + 2. */
export function assertYear(year: number | undefined, now: number): void {
  if (year === undefined) return;
  const problem = yearProblem(year, now);
  if (problem) throw badRequest(`year: ${problem}`, 'year');
}

/**
 * The row of a vehicle as it is first stored, whether added by hand or imported: version 1,
 * checked in now, and in the workflow its type names.
 */
export function newVehicleRow(
  dealershipId: string,
  input: VehicleCreate,
  now: number,
): NewVehicleRow {
  return {
    // Time-ordered: vehicles added in the same millisecond (one import) list in the file's order.
    id: orderedUuid(),
    dealershipId,
    stockNumber: input.stockNumber,
    vin: input.vin,
    year: input.year,
    make: input.make,
    model: input.model,
    color: input.color,
    salesperson: input.salesperson,
    notes: input.notes,
    flag: input.flag,
    starred: input.starred,
    isShipping: input.isShipping,
    location: input.location,
    ...workflowColumns(input.type, null, { customDaysAgo: input.customDaysAgo }, now),
    checkInTime: now,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}
