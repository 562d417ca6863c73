import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ImportResult } from '@domain/api/vehicles';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import {
  fieldsSetOnExisting,
  importSummary,
  prepareImport,
  type ImportOptions,
} from '@domain/vehicle/import-rows';
import { selectRows, type Tx } from '../../db/client';
import { unnestSelect } from '../../db/unnest-select';
import { vehicles } from '../../db/schema';
import { vehicleLoggingOn, writtenVehicleEntries } from '../activity/repository';
import type { VehicleChangeContext } from './create-vehicle';
import { newVehicleRow } from './repository';

export const IMPORTED_DETAILED_ACTION = 'Imported from CSV';

export interface ImportVehiclesProps extends VehicleChangeContext {
  /** The rows as the client sent them; each is read on its own (domain/vehicle/import-rows). */
  rows: readonly unknown[];
  /** The file's columns: an existing vehicle changes only in these (importColumnsSchema). */
  columns?: readonly ImportFieldKey[];
  /** The dealership's units and date order, and the stock number the VIN gives. */
  options?: ImportOptions;
}

const excluded = (column: PgColumn) => sql.raw(`excluded.${column.name}`);

/** The stored columns an import sets on an existing vehicle (the type brings its flags). */
function updatedFields(columns: readonly ImportFieldKey[] | undefined) {
  return fieldsSetOnExisting(columns).flatMap((field) =>
    field === 'type' ? (['type', 'inMakeReady', 'inService'] as const) : [field],
  );
}
type UpdatableField = ReturnType<typeof updatedFields>[number];

/** Entering a workflow stamps the import time; staying in it keeps the time already stored. */
function keepStartWhileStaying(flag: PgColumn, start: PgColumn) {
  return sql`case when ${excluded(flag)} then coalesce(case when ${flag} then ${start} end, ${excluded(start)}) end`;
}

/**
 * The ON CONFLICT clause: an existing stock number takes the row's values for `fields` only,
 * and only when one of them differs. A row that matches the stored vehicle writes nothing — no
 * version bump, no 'updated' entry — as a PATCH that changes nothing does, so a retried import
 * neither floods the log nor makes a colleague's open edit stale (409) for no change.
 */
function onExistingStockNumber(fields: readonly UpdatableField[]) {
  const target = [vehicles.dealershipId, vehicles.stockNumber];
  if (fields.length === 0) {
    // Nothing in the file can change a vehicle (say, stock numbers only): new ones are added.
    return { target, set: { updatedAt: sql`${vehicles.updatedAt}` }, setWhere: sql`false` };
  }
  const columns = fields.map((field) => vehicles[field]);
  const set: Record<string, SQL> = Object.fromEntries(
    fields.map((field) => [field, excluded(vehicles[field])]),
  );
  if (fields.includes('type')) {
    set.makeReadyAddedAt = keepStartWhileStaying(vehicles.inMakeReady, vehicles.makeReadyAddedAt);
    set.serviceAddedAt = keepStartWhileStaying(vehicles.inService, vehicles.serviceAddedAt);
  }
  return {
    target,
    set: { ...set, updatedAt: excluded(vehicles.updatedAt), version: sql`${vehicles.version} + 1` },
    setWhere: sql`(${sql.join(columns, sql`, `)}) is distinct from (${sql.join(
      columns.map(excluded),
      sql`, `,
    )})`,
  };
}

/**
 * Imports a whole CSV in the caller's tenant transaction, in one statement (issue #15 item 3):
 * INSERT … SELECT FROM unnest(one array per column) … ON CONFLICT (dealership_id,
 * stock_number) DO UPDATE … WHERE changed, so an existing stock number updates that vehicle and
 * a retried import creates no duplicates (and, unchanged, writes nothing); and in the same
 * statement one activity entry per written vehicle ('added' or 'updated', 'Imported from CSV')
 * from what it wrote. Only the written ids come back.
 */
export async function importVehicles(
  tx: Tx,
  props: ImportVehiclesProps,
): Promise<ImportResult & { writtenIds: string[] }> {
  const { dealershipId, now } = props;
  const prepared = prepareImport(props.rows, now, props.options);
  const { valid } = prepared;
  const total = props.rows.length;
  if (valid.length === 0) {
    return { ...importSummary(prepared, total, { added: 0, changed: 0 }), writtenIds: [] };
  }
  const upsert = tx
    .insert(vehicles)
    .select(
      unnestSelect(
        vehicles,
        valid.map((row) => newVehicleRow(dealershipId, row.vehicle, now)),
      ),
    )
    .onConflictDoUpdate(onExistingStockNumber(updatedFields(props.columns)))
    // The vehicle as stored now, which is what its entry records: a column the file lacks
    // kept its stored value. xmax is 0 only for a row this statement inserted.
    .returning({
      id: vehicles.id,
      stockNumber: vehicles.stockNumber,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      type: vehicles.type,
      salesperson: vehicles.salesperson,
      isNew: sql<boolean>`(xmax = 0)`.as('is_new'),
    });
  const logged = (await vehicleLoggingOn(tx, dealershipId))
    ? sql`, logged as (${writtenVehicleEntries(
        'written',
        dealershipId,
        props.actor,
        now,
        IMPORTED_DETAILED_ACTION,
        valid.length,
      )})`
    : sql``;
  const written = await selectRows<{ id: string; is_new: boolean }>(
    tx,
    sql`with written as (${upsert.getSQL()})${logged} select id, is_new from written`,
  );
  const inserted = written.filter((row) => row.is_new).length;
  // Every valid row is now in the dealership as the file has it; a row not inserted matched
  // an existing stock number, whether or not it changed that vehicle.
  return {
    ...importSummary(prepared, total, { added: inserted, changed: written.length - inserted }),
    /** Vehicles inserted or changed (the rest were already as the file has them). */
    writtenIds: written.map((row) => row.id),
  };
}

/**
 * What importVehicles would do, writing nothing (issue #27 item 1): the same reading of every
 * row, then the vehicles on the lot with those stock numbers, compared on the fields the file
 * would set, as the import's ON CONFLICT … WHERE is distinct from compares them.
 */
export async function dryRunImport(tx: Tx, props: ImportVehiclesProps): Promise<ImportResult> {
  const { dealershipId, now } = props;
  const prepared = prepareImport(props.rows, now, props.options);
  const fields = updatedFields(props.columns);
  const stockNumbers = prepared.valid.map((row) => row.vehicle.stockNumber);
  const stored = new Map<string, Record<string, unknown>>();
  // In slices: a 50,000-row file's stock numbers are too many parameters for one statement.
  const SLICE = 10_000;
  for (let start = 0; start < stockNumbers.length; start += SLICE) {
    const slice = stockNumbers.slice(start, start + SLICE);
    const rows = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.stockNumber, slice)));
    for (const row of rows) stored.set(row.stockNumber, row);
  }
  let added = 0;
  let changed = 0;
  for (const row of prepared.valid) {
    const before = stored.get(row.vehicle.stockNumber);
    if (!before) {
      added += 1;
      continue;
    }
    const after: Record<string, unknown> = newVehicleRow(dealershipId, row.vehicle, now);
    if (fields.some((field) => !Object.is(before[field] ?? null, after[field] ?? null))) {
      changed += 1;
    }
  }
  return importSummary(prepared, props.rows.length, { added, changed });
}
