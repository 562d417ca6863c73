import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ImportResult, VehicleType } from '@domain/api/vehicles';
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
import type { VehicleRow } from '../../db/vehicle-rows';
import {
  insertActivityEntries,
  vehicleLoggingOn,
  writtenVehicleEntries,
} from '../activity/repository';
import { clockCorrectionEntry } from './clock-corrections';
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
  /**
   * Whether the importer may correct a clock (domain/vehicle/clock): else the in-stock date and
   * days in Service of vehicles already on the lot stay as they are (a move clears the days).
   */
  clockCorrections: boolean;
  /** The dealership's time zone, in which a correction's entry reads its times. */
  timeZone?: string;
}

const excluded = (column: PgColumn) => sql.raw(`excluded.${column.name}`);

/** The clock columns an import can set on a vehicle already on the lot. */
const CLOCK_COLUMNS = ['checkInTime', 'customDaysAgo'] as const;
type ClockColumn = (typeof CLOCK_COLUMNS)[number];

/**
 * The clocks of a vehicle on the lot an import takes from the file (issue #26 item 6): only
 * with the right to correct, and only a column the file has (without `columns`, every field
 * of the row), never the spec 5 default (days 0) of a file with a type and no days.
 */
function clocksFromFile(props: Pick<ImportVehiclesProps, 'columns' | 'clockCorrections'>) {
  const { columns, clockCorrections } = props;
  return new Set<ClockColumn>(
    clockCorrections
      ? CLOCK_COLUMNS.filter((field) => columns === undefined || columns.includes(field))
      : [],
  );
}

/** The stored columns an import sets on an existing vehicle (the type brings its flags). */
function updatedFields(
  columns: readonly ImportFieldKey[] | undefined,
  fromFile: ReadonlySet<ClockColumn>,
) {
  return fieldsSetOnExisting(columns)
    .filter((field) => field !== 'checkInTime' || fromFile.has(field))
    .flatMap((field) =>
      field === 'type' ? (['type', 'inMakeReady', 'inService'] as const) : [field],
    );
}
type UpdatableField = ReturnType<typeof updatedFields>[number];

/** Entering a workflow stamps the import time; staying in it keeps the time already stored. */
function keepStartWhileStaying(flag: PgColumn, start: PgColumn) {
  return sql`case when ${excluded(flag)} then coalesce(case when ${flag} then ${start} end, ${excluded(start)}) end`;
}

/**
 * Days in Service an import does not take from the file (clocksFromFile): the stored ones while
 * the vehicle stays in its workflow, none once it moves (the move rule, domain/vehicle/workflow).
 */
const keptDays = sql`case when ${excluded(vehicles.type)} = ${vehicles.type} then ${vehicles.customDaysAgo} end`;

/** What an import writes to a field of an existing vehicle. */
function importedValue(field: UpdatableField, fromFile: ReadonlySet<ClockColumn>): SQL {
  if (field === 'customDaysAgo' && !fromFile.has(field)) return keptDays;
  return excluded(vehicles[field]);
}

/**
 * The ON CONFLICT clause: an existing stock number takes the row's values for `fields` only,
 * and only when one of them differs. A row that matches the stored vehicle writes nothing — no
 * version bump, no 'updated' entry — as a PATCH that changes nothing does, so a retried import
 * neither floods the log nor makes a colleague's open edit stale (409) for no change.
 */
function onExistingStockNumber(
  fields: readonly UpdatableField[],
  fromFile: ReadonlySet<ClockColumn>,
) {
  const target = [vehicles.dealershipId, vehicles.stockNumber];
  if (fields.length === 0) {
    // Nothing in the file can change a vehicle (say, stock numbers only): new ones are added.
    return { target, set: { updatedAt: sql`${vehicles.updatedAt}` }, setWhere: sql`false` };
  }
  const columns = fields.map((field) => vehicles[field]);
  const values = fields.map((field) => importedValue(field, fromFile));
  const set: Record<string, SQL> = Object.fromEntries(
    fields.map((field, index) => [field, values[index]!]),
  );
  if (fields.includes('type')) {
    set.makeReadyAddedAt = keepStartWhileStaying(vehicles.inMakeReady, vehicles.makeReadyAddedAt);
    set.serviceAddedAt = keepStartWhileStaying(vehicles.inService, vehicles.serviceAddedAt);
  }
  return {
    target,
    set: { ...set, updatedAt: excluded(vehicles.updatedAt), version: sql`${vehicles.version} + 1` },
    setWhere: sql`(${sql.join(columns, sql`, `)}) is distinct from (${sql.join(values, sql`, `)})`,
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
  const { dealershipId, now, clockCorrections } = props;
  const prepared = prepareImport(props.rows, now, props.options);
  const { valid } = prepared;
  const total = props.rows.length;
  if (valid.length === 0) {
    return { ...importSummary(prepared, total, { added: 0, changed: 0 }), writtenIds: [] };
  }
  const fromFile = clocksFromFile(props);
  const fields = updatedFields(props.columns, fromFile);
  const clocks = CLOCK_COLUMNS.filter((field) => fromFile.has(field) && fields.includes(field));
  // A correction's entry names the old value: read before the statement overwrites it.
  const before =
    clocks.length > 0
      ? await storedByStockNumber(
          tx,
          dealershipId,
          valid.map((row) => row.vehicle.stockNumber),
        )
      : new Map<string, VehicleRow>();
  const upsert = tx
    .insert(vehicles)
    .select(
      unnestSelect(
        vehicles,
        valid.map((row) => newVehicleRow(dealershipId, row.vehicle, now)),
        // An imported car has no work items yet; an array column cannot travel in unnest.
        { workAssigneeIds: sql`'{}'::uuid[]` },
      ),
    )
    .onConflictDoUpdate(onExistingStockNumber(fields, fromFile))
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
      checkInTime: vehicles.checkInTime,
      customDaysAgo: vehicles.customDaysAgo,
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
  // Only a vehicle found on the lot can have a clock corrected, and the correction's entry names
  // it: without one, each written row's id and whether it is new are all that come back (on
  // PGlite, 5,000 rows of eight columns fewer for its JavaScript to read).
  const written = await selectRows<WrittenRow>(
    tx,
    sql`with written as (${upsert.getSQL()})${logged}
        select id, is_new${before.size > 0 ? sql`, stock_number, year, make, model, type, salesperson, check_in_time, custom_days_ago` : sql``}
        from written`,
  );
  const corrections = (before.size > 0 ? written : []).flatMap((row) => {
    const stored = row.is_new ? undefined : before.get(row.stock_number);
    if (!stored) return [];
    const vehicle = {
      id: row.id,
      stockNumber: row.stock_number,
      year: row.year,
      make: row.make,
      model: row.model,
      type: row.type,
      salesperson: row.salesperson ?? '',
    };
    const after = { checkInTime: row.check_in_time, customDaysAgo: row.custom_days_ago };
    return clocks
      .map((field) => {
        const to = after[field];
        return { field, from: stored[field], to: to === null ? null : Number(to) };
      })
      .filter(({ from, to }) => from !== to)
      .map(({ field, from, to }) => ({
        ...clockCorrectionEntry(field, from, to, props.timeZone),
        vehicle,
      }));
  });
  // "time corrected from … to …" is written even with vehicle logging off (item 6).
  await insertActivityEntries(tx, dealershipId, props.actor, now, corrections, {
    evenWithLoggingOff: true,
  });
  const inserted = written.filter((row) => row.is_new).length;
  // Every valid row is now in the dealership as the file has it; a row not inserted matched
  // an existing stock number, whether or not it changed that vehicle.
  const summary = importSummary(prepared, total, {
    added: inserted,
    changed: written.length - inserted,
  });
  const clocksKept =
    !clockCorrections &&
    (props.columns ?? []).some(
      (column) => column === 'checkInTime' || column === 'customDaysAgo',
    ) &&
    valid.length > inserted;
  return {
    ...summary,
    warnings: clocksKept ? [...summary.warnings, CLOCKS_KEPT_WARNING] : summary.warnings,
    /** Vehicles inserted or changed (the rest were already as the file has them). */
    writtenIds: written.map((row) => row.id),
  };
}

export const CLOCKS_KEPT_WARNING =
  'In-stock dates and days in Service of vehicles already on the lot were kept: correcting them needs Time editing and the right to manage vehicles';

/** A row the import wrote; all but the first two columns only when it read vehicles `before`. */
interface WrittenRow {
  id: string;
  is_new: boolean;
  stock_number: string;
  year: number;
  make: string;
  model: string;
  type: VehicleType;
  salesperson: string | null;
  check_in_time: string | number | null;
  custom_days_ago: string | number | null;
}

/**
 * The dealership's vehicles with these stock numbers, by stock number. The stock numbers go as
 * one array parameter, not one parameter each: a 5,000-row file's list cost the query builder
 * and the driver 5,000 parameters, and a 50,000-row file's would pass PostgreSQL's limit.
 */
async function storedByStockNumber(
  tx: Tx,
  dealershipId: string,
  stockNumbers: readonly string[],
): Promise<Map<string, VehicleRow>> {
  const rows = await tx
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.dealershipId, dealershipId),
        sql`${vehicles.stockNumber} = any(${sql.param(stockNumbers)}::text[])`,
      ),
    );
  return new Map(rows.map((row) => [row.stockNumber, row]));
}

/**
 * What importVehicles would do, writing nothing (issue #27 item 1): the same reading of every
 * row, then the vehicles on the lot with those stock numbers, compared on the fields the file
 * would set, as the import's ON CONFLICT … WHERE is distinct from compares them.
 */
export async function dryRunImport(tx: Tx, props: ImportVehiclesProps): Promise<ImportResult> {
  const { dealershipId, now } = props;
  const prepared = prepareImport(props.rows, now, props.options);
  const fromFile = clocksFromFile(props);
  const fields = updatedFields(props.columns, fromFile);
  const stored = await storedByStockNumber(
    tx,
    dealershipId,
    prepared.valid.map((row) => row.vehicle.stockNumber),
  );
  let added = 0;
  let changed = 0;
  for (const row of prepared.valid) {
    const before: Record<string, unknown> | undefined = stored.get(row.vehicle.stockNumber);
    if (!before) {
      added += 1;
      continue;
    }
    const after: Record<string, unknown> = newVehicleRow(dealershipId, row.vehicle, now);
    if (!fromFile.has('customDaysAgo') && fields.includes('customDaysAgo')) {
      // The days an import may not correct (keptDays).
      after.customDaysAgo = after.type === before.type ? before.customDaysAgo : null;
    }
    if (fields.some((field) => !Object.is(before[field] ?? null, after[field] ?? null))) {
      changed += 1;
    }
  }
  return importSummary(prepared, props.rows.length, { added, changed });
}
