import type { Vehicle, VehicleUpdate } from '../api/vehicles';
import { changeEntries, type ChangeEntry } from './change-entries';
import { vinYearProblem } from '../vin';
import { VehicleRuleError } from './messages';
import { assertVehicleYear } from './new-vehicle';
import { workflowColumns } from './workflow';

export interface VehicleUpdatePlan {
  /** The vehicle after the change (version and updatedAt still the stored ones). */
  after: Vehicle;
  /** Only what differs from `before`: empty when the change changes nothing. */
  changes: Partial<Vehicle>;
  entries: ChangeEntry[];
}

/**
 * What a PATCH does to a vehicle, version checks aside: the plain fields as given, the
 * workflow columns by the workflow rule (a move stamps, a hand-set time is checked), the year
 * by the year rule, and the activity entries the change makes. A change that changes nothing
 * has no `changes` and no entries, so the writer writes nothing and keeps the version.
 */
export function planVehicleUpdate(
  before: Vehicle,
  patch: Omit<VehicleUpdate, 'version'>,
  now: number,
): VehicleUpdatePlan {
  // A step move or a step's corrected start is not a field write: the server's step rules
  // (server/modules/workflows) make it, with its stay and its own activity entry.
  const {
    makeReadyAddedAt,
    serviceAddedAt,
    customDaysAgo,
    type,
    stepId: _stepId,
    stepEnteredAt: _stepEnteredAt,
    ...fields
  } = patch;
  assertVehicleYear(fields.year, now);
  const workflow = workflowColumns(
    type ?? before.type,
    before,
    { makeReadyAddedAt, serviceAddedAt, customDaysAgo },
    now,
  );
  const proposed: Partial<Vehicle> = { ...fields, ...workflow };
  const changes = Object.fromEntries(
    Object.entries(proposed).filter(
      ([key, value]) => value !== undefined && before[key as keyof Vehicle] !== value,
    ),
  ) as Partial<Vehicle>;
  const after = { ...before, ...changes };
  // A pre-1981 VIN stays tied to its year: a patch of either is checked against the other.
  const vinProblem = vinYearProblem(after.vin, after.year);
  if (vinProblem && (changes.vin !== undefined || changes.year !== undefined)) {
    throw new VehicleRuleError('vin', vinProblem);
  }
  return { after, changes, entries: changeEntries(before, after) };
}
