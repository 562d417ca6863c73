import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatRowError, type ImportField } from '@domain/csv-import';
import {
  vehicleImportRowSchema,
  type ImportResult,
  type VehicleImportRow,
} from '@domain/api/vehicles';
import type { Tx } from '../../db/client';
import { jsonRecordsetSelect } from '../../db/json-recordset';
import { vehicles } from '../../db/schema';
import { insertActivityEntries, type ActivityEntry } from '../activity/repository';
import { newVehicleRow, yearProblem } from './workflow';
import type { VehicleChangeContext } from './create-vehicle';

export const IMPORTED_DETAILED_ACTION = 'Imported from CSV';

export interface ImportVehiclesProps extends VehicleChangeContext {
  /** The rows as the client sent them; each is validated on its own. */
  rows: readonly unknown[];
  /** The file's columns: an existing vehicle changes only in these (importColumnsSchema). */
  columns?: readonly ImportField[];
}

// Rows travel as one JSON parameter per statement; chunks bound each statement's size.
const UPSERT_CHUNK = 1000;

interface ValidRow {
  rowNumber: number;
  input: VehicleImportRow;
}

/** The spreadsheet row the client named, else the row's position in the list (1-based). */
function rowNumberOf(row: unknown, index: number): number {
  const given =
    typeof row === 'object' && row !== null
      ? (row as { rowNumber?: unknown }).rowNumber
      : undefined;
  return typeof given === 'number' && Number.isInteger(given) && given > 0 ? given : index + 1;
}

/**
 * Validates every row on its own: a bad row is reported as 'Row {n}: {message}' and skipped.
 * When a stock number appears twice, the later row wins (as a second import would) and the
 * earlier one is reported — one statement cannot write the same vehicle twice anyway.
 */
export function validateImportRows(rows: readonly unknown[], now: number) {
  const errors: { index: number; message: string }[] = [];
  const byStock = new Map<string, ValidRow & { index: number }>();
  rows.forEach((row, index) => {
    const rowNumber = rowNumberOf(row, index);
    const parsed = vehicleImportRowSchema.safeParse(row);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid row';
      errors.push({ index, message: formatRowError(rowNumber, message) });
      return;
    }
    const problem = yearProblem(parsed.data.year, now);
    if (problem) {
      errors.push({ index, message: formatRowError(rowNumber, problem) });
      return;
    }
    const earlier = byStock.get(parsed.data.stockNumber);
    if (earlier) {
      const message = `Stock number ${parsed.data.stockNumber} appears again in row ${rowNumber}, which is imported instead`;
      errors.push({ index: earlier.index, message: formatRowError(earlier.rowNumber, message) });
    }
    byStock.set(parsed.data.stockNumber, { rowNumber, input: parsed.data, index });
  });
  errors.sort((a, b) => a.index - b.index);
  return { valid: [...byStock.values()], errors: errors.map((error) => error.message) };
}

const excluded = (column: PgColumn) => sql.raw(`excluded.${column.name}`);

/** The stored fields an import may change on an existing vehicle. */
const UPDATABLE = {
  vin: vehicles.vin,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  color: vehicles.color,
  salesperson: vehicles.salesperson,
  notes: vehicles.notes,
  flag: vehicles.flag,
  starred: vehicles.starred,
  isShipping: vehicles.isShipping,
  location: vehicles.location,
  type: vehicles.type,
  inMakeReady: vehicles.inMakeReady,
  inService: vehicles.inService,
  customDaysAgo: vehicles.customDaysAgo,
} as const;
type UpdatableField = keyof typeof UPDATABLE;
const ALL_UPDATABLE = Object.keys(UPDATABLE) as UpdatableField[];

/**
 * The stored fields a file column sets. The days-ago column counts only with a type column:
 * it is the age in Service (spec 4.1), and a row without a type reads as inventory. Stock
 * number, in-stock date and price change nothing on an existing vehicle.
 */
const FIELDS_OF_COLUMN: Partial<Record<ImportField, readonly UpdatableField[]>> = {
  year: ['year'],
  make: ['make'],
  model: ['model'],
  color: ['color'],
  vin: ['vin'],
  notes: ['notes'],
  salesperson: ['salesperson'],
  isShipping: ['isShipping'],
  starred: ['starred'],
  sold: ['flag'],
  type: ['type', 'inMakeReady', 'inService', 'customDaysAgo'],
};

/** What an existing vehicle takes from its row: the file's columns, or everything. */
function updatedFields(columns: readonly ImportField[] | undefined): UpdatableField[] {
  if (!columns) return ALL_UPDATABLE;
  const chosen = new Set(columns.flatMap((column) => FIELDS_OF_COLUMN[column] ?? []));
  return ALL_UPDATABLE.filter((field) => chosen.has(field));
}

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
  const columns = fields.map((field) => UPDATABLE[field]);
  const set: Record<string, SQL> = Object.fromEntries(
    fields.map((field) => [field, excluded(UPDATABLE[field])]),
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
): Promise<ImportResult & { written: number }> {
  const { dealershipId, now } = props;
  const { valid, errors } = validateImportRows(props.rows, now);
  const fields = updatedFields(props.columns);
  const entries: ActivityEntry[] = [];
  let inserted = 0;
  for (let start = 0; start < valid.length; start += UPSERT_CHUNK) {
    const chunk = valid
      .slice(start, start + UPSERT_CHUNK)
      .map((row) => newVehicleRow(dealershipId, row.input, now));
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
    written: entries.length,
    imported: valid.length,
    updated: valid.length - inserted,
    total: props.rows.length,
    errors,
  };
}
