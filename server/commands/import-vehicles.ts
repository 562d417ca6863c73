import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatRowError } from '@domain/csv-import';
import {
  vehicleImportRowSchema,
  type ImportResult,
  type VehicleImportRow,
} from '@domain/api/vehicles';
import type { Tx } from '../db/client';
import { jsonRecordsetSelect } from '../db/json-recordset';
import { vehicles } from '../db/schema';
import { insertActivityEntries, type ActivityEntry } from '../modules/activity/repository';
import { newVehicleRow, yearProblem } from '../modules/vehicles/workflow';
import type { VehicleChangeContext } from './create-vehicle';

export const IMPORTED_DETAILED_ACTION = 'Imported from CSV';

export interface ImportVehiclesProps extends VehicleChangeContext {
  /** The rows as the client sent them; each is validated on its own. */
  rows: readonly unknown[];
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

/** The columns an import row sets; the workflow start times follow from type and the flags. */
const IMPORTED_COLUMNS = [
  vehicles.vin,
  vehicles.year,
  vehicles.make,
  vehicles.model,
  vehicles.color,
  vehicles.salesperson,
  vehicles.notes,
  vehicles.flag,
  vehicles.starred,
  vehicles.isShipping,
  vehicles.location,
  vehicles.type,
  vehicles.inMakeReady,
  vehicles.inService,
  vehicles.customDaysAgo,
];

/**
 * True when the row would change the stored vehicle. A row that matches it writes nothing —
 * no version bump, no 'updated' entry — as a PATCH that changes nothing does, so a retried
 * import neither floods the log nor makes a colleague's open edit stale (409) for no change.
 */
const rowChangesVehicle = sql`(${sql.join(IMPORTED_COLUMNS, sql`, `)}) is distinct from (${sql.join(
  IMPORTED_COLUMNS.map(excluded),
  sql`, `,
)})`;

/** Entering a workflow stamps the import time; staying in it keeps the time already stored. */
function keepStartWhileStaying(flag: PgColumn, start: PgColumn) {
  return sql`case when ${excluded(flag)} then coalesce(case when ${flag} then ${start} end, ${excluded(start)}) end`;
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
  const entries: ActivityEntry[] = [];
  let inserted = 0;
  for (let start = 0; start < valid.length; start += UPSERT_CHUNK) {
    const chunk = valid
      .slice(start, start + UPSERT_CHUNK)
      .map((row) => newVehicleRow(dealershipId, row.input, now));
    const written = await tx
      .insert(vehicles)
      .select(jsonRecordsetSelect(vehicles, chunk))
      .onConflictDoUpdate({
        target: [vehicles.dealershipId, vehicles.stockNumber],
        set: {
          vin: excluded(vehicles.vin),
          year: excluded(vehicles.year),
          make: excluded(vehicles.make),
          model: excluded(vehicles.model),
          color: excluded(vehicles.color),
          salesperson: excluded(vehicles.salesperson),
          notes: excluded(vehicles.notes),
          flag: excluded(vehicles.flag),
          starred: excluded(vehicles.starred),
          isShipping: excluded(vehicles.isShipping),
          location: excluded(vehicles.location),
          type: excluded(vehicles.type),
          inMakeReady: excluded(vehicles.inMakeReady),
          inService: excluded(vehicles.inService),
          customDaysAgo: excluded(vehicles.customDaysAgo),
          updatedAt: excluded(vehicles.updatedAt),
          makeReadyAddedAt: keepStartWhileStaying(vehicles.inMakeReady, vehicles.makeReadyAddedAt),
          serviceAddedAt: keepStartWhileStaying(vehicles.inService, vehicles.serviceAddedAt),
          version: sql`${vehicles.version} + 1`,
        },
        setWhere: rowChangesVehicle,
      })
      // xmax is 0 only for a row this statement inserted: it tells a new vehicle from an update.
      .returning({
        id: vehicles.id,
        stockNumber: vehicles.stockNumber,
        isNew: sql<boolean>`(xmax = 0)`,
      });
    const inputs = new Map(chunk.map((row) => [row.stockNumber, row]));
    for (const { id, stockNumber, isNew } of written) {
      const row = inputs.get(stockNumber)!;
      if (isNew) inserted += 1;
      entries.push({
        action: isNew ? 'added' : 'updated',
        vehicle: {
          id,
          stockNumber,
          year: row.year,
          make: row.make,
          model: row.model,
          type: row.type!,
          salesperson: row.salesperson ?? '',
        },
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
