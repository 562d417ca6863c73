import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ImportResult } from '@domain/api/vehicles';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import { fieldsSetOnExisting, prepareImport } from '@domain/vehicle/import-rows';
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
  const { valid, errors, warnings } = prepareImport(props.rows, now);
  const result = { imported: valid.length, total: props.rows.length, errors, warnings };
  if (valid.length === 0) return { ...result, updated: 0, writtenIds: [] };
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
    ...result,
    /** Vehicles inserted or changed (the rest were already as the file has them). */
    writtenIds: written.map((row) => row.id),
    updated: valid.length - inserted,
  };
}
