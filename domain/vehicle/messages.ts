import { DEMO_VEHICLE_COUNT } from '../constants';

/** What people read when a vehicle write is refused (server, sandbox and web alike). */

export const VEHICLE_NOT_FOUND_MESSAGE = 'Vehicle not found';

/** A page cursor that no page of this list gave (GET /api/vehicles/page). */
export const INVALID_CURSOR_MESSAGE = 'Cursor is not one this list gave';

/** The board's page order is the Make Ready board's alone, and a board never searches. */
export const BOARD_SORT_MESSAGE = 'sort=board needs workflow=make-ready and no search';

/** A stale version (409 with the current record): only for a real concurrent change. */
export const STALE_VEHICLE_MESSAGE =
  'This vehicle was changed by someone else. The current version is included; apply your change to it and try again.';

/** What the web shows for that 409, over the record as it now stands. */
export const CONFLICT_TITLE = 'Vehicle changed elsewhere';
export const CONFLICT_TEXT =
  'Someone else updated this vehicle a moment ago. The latest version is shown; please try again.';

/** The 409 of a stock number already in the dealership (names the field stockNumber). */
export function duplicateStockNumberMessage(stockNumber: string): string {
  return `Stock number ${stockNumber} already exists`;
}

/** A stock number given twice in one file: the later row wins, the earlier is reported. */
export function repeatedStockNumberMessage(stockNumber: string, laterRow: number): string {
  return `Stock number ${stockNumber} appears again in row ${laterRow}, which is imported instead`;
}

/** The same VIN under the same stock number twice in one file: one vehicle, imported once. */
export function repeatedVinMessage(vin: string, laterRow: number): string {
  return `VIN ${vin} appears again in row ${laterRow} (the same vehicle): imported once, from row ${laterRow}`;
}

export const STOCK_NUMBER_REQUIRED_MESSAGE = 'Stock number is required';

/** A time set by hand for a workflow the vehicle is not in. */
export const MAKE_READY_START_OUTSIDE_MESSAGE =
  'Make Ready start can only be set on a vehicle in Make Ready';
export const SERVICE_START_OUTSIDE_MESSAGE =
  'Service start can only be set on a vehicle in Service';
export const FUTURE_START_MESSAGE = 'A start time cannot be in the future';

/** An undo's warning (issue #26): the step the car left is gone, so it is in the first one. */
export function stepGoneOnUndoWarning(stockNumber: string, stepName: string): string {
  return `${stockNumber}: its step ${stepName} was removed since, so it is back in the workflow's first step`;
}

/** An undone delete whose stock number was given to another vehicle since: the newer one stays. */
export function stockNumberTakenOnUndoWarning(stockNumber: string): string {
  return `${stockNumber}: another vehicle has this stock number now, so the deleted one was not put back`;
}

/**
 * A broken vehicle rule: the field it concerns and the sentence to show. The server answers
 * it as a 400 naming the field, the sandbox the same way.
 */
export class VehicleRuleError extends Error {
  override readonly name = 'VehicleRuleError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

// Spec 8 (Demo vehicles, Password dialog) and spec 2.9 texts, exactly.
export const DEMO_LOADED_TITLE = 'Demo Vehicles Loaded';
export const DEMO_LOADED_DESCRIPTION = `${DEMO_VEHICLE_COUNT} demo vehicles have been added across all workflows.`;
export const DEMO_LOAD_ERROR_TITLE = 'Error Loading Demo Vehicles';
export const DEMO_LOAD_ERROR_FALLBACK = 'Failed to load demo vehicles';
export const DEMO_CLEARED_TITLE = 'Vehicles Cleared';
export const DEMO_CLEARED_DESCRIPTION = 'All vehicles have been removed from the system.';
export const DEMO_CLEAR_ERROR_TITLE = 'Error Clearing Demo Vehicles';
export const DEMO_CLEAR_ERROR_FALLBACK = 'Failed to clear demo vehicles';

export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_INCORRECT = 'Incorrect password';
export const PASSWORD_CHECK_FAILED = 'Failed to verify password';
