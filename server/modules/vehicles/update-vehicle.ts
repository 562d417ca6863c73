import type { Vehicle, VehicleUpdate } from '@domain/api/vehicles';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { insertActivityEntries, type ActivityEntry } from '../activity/repository';
import {
  findVehicleIdByStockNumber,
  findVehicleRow,
  toVehicle,
  updateVehicleRow,
  type NewVehicleRow,
} from './repository';
import { assertYear, moveText, workflowColumns } from './workflow';
import { duplicateStockNumber, type VehicleChangeContext } from './create-vehicle';

export const VEHICLE_NOT_FOUND_MESSAGE = 'Vehicle not found';
export const STALE_VEHICLE_MESSAGE =
  'This vehicle was changed by someone else. The current version is included; apply your change to it and try again.';

/** A write based on an old version: the route answers 409 with the current record. */
export class StaleVehicleError extends Error {
  constructor(readonly current: Vehicle) {
    super(STALE_VEHICLE_MESSAGE);
    this.name = 'StaleVehicleError';
  }
}

export interface UpdateVehicleProps extends VehicleChangeContext {
  id: string;
  /** The fields to change; `version` is the one the client last read. */
  patch: VehicleUpdate;
}

/** How the 'updated' entry names a changed field. */
const FIELD_TEXT: Partial<Record<keyof NewVehicleRow, string>> = {
  stockNumber: 'stock number',
  vin: 'VIN',
  year: 'year',
  make: 'make',
  model: 'model',
  color: 'color',
  notes: 'notes',
  salesperson: 'salesperson',
  location: 'location',
  isShipping: 'shipping',
  customDaysAgo: 'days ago',
  checkInTime: 'check-in time',
  makeReadyAddedAt: 'Make Ready start',
  serviceAddedAt: 'Service start',
};

/** The activity entries a change makes: one per kind of change, in a fixed order. */
function entriesFor(before: Vehicle, after: Vehicle, changed: Set<string>): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  if (before.type !== after.type) {
    entries.push({
      action: 'workflow_changed',
      vehicle: after,
      detailedAction: moveText(before.type, after.type),
    });
  }
  if (before.flag !== after.flag && after.flag === 'sold')
    entries.push({ action: 'sold', vehicle: after });
  if (before.starred !== after.starred) {
    entries.push({ action: after.starred ? 'starred' : 'unstarred', vehicle: after });
  }
  const fields = [...changed].flatMap((key) => FIELD_TEXT[key as keyof NewVehicleRow] ?? []);
  // Moving stamps the workflow times itself; only a time set by hand is an edit of its own.
  const edits = before.type !== after.type ? fields.filter((f) => !f.endsWith('start')) : fields;
  if (before.flag !== after.flag && after.flag === 'active') edits.unshift('marked active');
  if (edits.length > 0) {
    entries.push({
      action: 'updated',
      vehicle: after,
      detailedAction: `Updated ${edits.join(', ')}`,
    });
  }
  return entries;
}

/**
 * Changes a vehicle under optimistic concurrency, with its activity entries, in the caller's
 * tenant transaction. The row is locked first, so the version check and the write cannot be
 * split by another writer. A stale version throws StaleVehicleError; a change that changes
 * nothing writes nothing (and keeps the version).
 */
export async function updateVehicle(tx: Tx, props: UpdateVehicleProps): Promise<Vehicle> {
  const { dealershipId, id, now } = props;
  const { version, makeReadyAddedAt, serviceAddedAt, customDaysAgo, type, ...fields } = props.patch;
  const row = await findVehicleRow(tx, dealershipId, id, { forUpdate: true });
  if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
  const before = toVehicle(row);
  if (row.version !== version) throw new StaleVehicleError(before);
  assertYear(fields.year, now);
  if (fields.stockNumber !== undefined && fields.stockNumber !== row.stockNumber) {
    const other = await findVehicleIdByStockNumber(tx, dealershipId, fields.stockNumber);
    if (other) throw duplicateStockNumber(fields.stockNumber);
  }
  const workflow = workflowColumns(
    type ?? row.type,
    row,
    { makeReadyAddedAt, serviceAddedAt, customDaysAgo },
    now,
  );
  const next: Partial<NewVehicleRow> = { ...fields, ...workflow };
  const changed = new Set(
    Object.entries(next)
      .filter(([key, value]) => value !== undefined && row[key as keyof typeof row] !== value)
      .map(([key]) => key),
  );
  if (changed.size === 0) return before;
  const updated = await updateVehicleRow(tx, dealershipId, id, version, {
    ...next,
    updatedAt: now,
  });
  if (!updated) throw new StaleVehicleError(before);
  const after = toVehicle(updated);
  await insertActivityEntries(
    tx,
    dealershipId,
    props.actor,
    now,
    entriesFor(before, after, changed),
  );
  return after;
}
