import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ImportResult } from '@domain/api/vehicles';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import { fieldsSetOnExisting, prepareImport } from '@domain/vehicle/import-rows';
import type { Tx } from '../../db/client';
import { jsonRecordsetSelect } from '../../db/json-recordset';
import { vehicles } from '../../db/schema';
import { insertActivityEntries, type ActivityEntry } from '../activity/repository';
import type { VehicleChangeContext } from './create-vehicle';
import { newVehicleRow } from './repository';

export const IMPORTED_DETAILED_ACTION = 'Imported from CSV';

export interface ImportVehiclesProps extends VehicleChangeContext {
  /** The rows as the client sent them; each is read on its own (domain/vehicle/import-rows). */
  rows: readonly unknown[];
  /** The file's columns: an existing vehicle changes only in these (importColumnsSchema). */
  columns?: readonly ImportFieldKey[];
}

// Rows travel as one JSON parameter per statement; chunks bound each statement's size.
const UPSERT_CHUNK = 1000;

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
 * Imports a whole CSV in the caller's tenant transaction: multi-row INSERT … SELECT FROM
 * jsonb_to_recordset … ON CONFLICT (dealership_id, stock_number) DO UPDATE … WHERE changed, in
 * chunks, so an existing stock number updates that vehicle and a retried import creates no
 * duplicates (and, unchanged, writes nothing); then one activity entry per written vehicle
 * ('added' or 'updated', 'Imported from CSV') in multi-row inserts.
 */
export async function importVehicles(
  tx: Tx,
  props: ImportVehiclesProps,
): Promise<ImportResult & { writtenIds: string[] }> {
  const { dealershipId, now } = props;
  const { valid, errors, warnings } = prepareImport(props.rows, now);
  const fields = updatedFields(props.columns);
  const entries: ActivityEntry[] = [];
  let inserted = 0;
  for (let start = 0; start < valid.length; start += UPSERT_CHUNK) {
    const chunk = valid
      .slice(start, start + UPSERT_CHUNK)
      .map((row) => newVehicleRow(dealershipId, row.vehicle, now));
    const written = await tx
      .insert(vehicles)
      .select(jsonRecordsetSelect(vehicles, chunk))
      .onConflictDoUpdate(onExistingStockNumber(fields))
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
        isNew: sql<boolean>`(xmax = 0)`,
      });
    for (const { isNew, salesperson, ...vehicle } of written) {
      if (isNew) inserted += 1;
      entries.push({
        action: isNew ? 'added' : 'updated',
        vehicle: { ...vehicle, salesperson: salesperson ?? '' },
        detailedAction: IMPORTED_DETAILED_ACTION,
      });
    }
  }
  await insertActivityEntries(tx, dealershipId, props.actor, now, entries);
  // Every valid row is now in the dealership as the file has it; a row not inserted matched
  // an existing stock number, whether or not it changed that vehicle.
  return {
    /** Vehicles inserted or changed (the rest were already as the file has them). */
    writtenIds: entries.map((entry) => entry.vehicle.id),
    imported: valid.length,
    updated: valid.length - inserted,
    total: props.rows.length,
    errors,
    warnings,
  };
}
