import type { Vehicle, VehicleCreate } from '../api/vehicles';
import { VehicleRuleError } from './messages';
import { workflowColumns, type WorkflowTimes } from './workflow';
import { yearProblem } from './year';

/** Refuses a year outside the rule (spec 5) on a form or API write, naming `year`. */
export function assertVehicleYear(year: number | undefined, now: number): void {
  if (year === undefined) return;
  const problem = yearProblem(year, now);
  if (problem) throw new VehicleRuleError('year', problem);
}

/**
 * A vehicle as it is first stored, whether added by hand, imported, loaded as a demo or
 * sampled in the sandbox: version 1, checked in now (or when the file says), in the workflow
 * its type names, entered now unless `times` say when.
 */
export function newVehicle(
  input: VehicleCreate,
  { id, now, times = {} }: { id: string; now: number; times?: WorkflowTimes },
): Vehicle {
  assertVehicleYear(input.year, now);
  const { checkInTime, customDaysAgo, type, ...fields } = input;
  return {
    id,
    ...fields,
    ...workflowColumns(type, null, { customDaysAgo, ...times }, now),
    checkInTime: checkInTime ?? now,
    // The step is the dealership's (its first step of the workflow): whoever stores the
    // vehicle places it (server/modules/vehicles, the sandbox).
    step: null,
    assigneeId: null,
    reconActualCents: 0,
    awaitingApprovalSince: null,
    sublet: null,
    workAssigneeIds: [],
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}
