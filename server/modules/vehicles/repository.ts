import { and, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Vehicle, VehicleCreate, VehicleListQuery } from '@domain/api/vehicles';
import type { DealershipConfig } from '@domain/dealership-config';
import { newVehicle } from '@domain/vehicle/new-vehicle';
import { searchedFields, searchTerms } from '@domain/vehicle/search';
import type { WorkflowTimes } from '@domain/vehicle/workflow';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { dealershipConfigs, vehicles, workflowSteps } from '../../db/schema';
import { toVehicle, type VehicleRow } from '../../db/vehicle-rows';
import { orderedUuid } from '../../lib/ordered-id';
import { configFromStored } from '../config/repository';
import { stayWrites, type StepRow, type StayStart } from '../workflows/repository';

export type NewVehicleRow = typeof vehicles.$inferInsert;

/**
 * The row of a vehicle as it is first stored (domain/vehicle/new-vehicle). Its id is
 * time-ordered: vehicles added in the same millisecond (one import) list in the file's order.
 */
export function newVehicleRow(
  dealershipId: string,
  input: VehicleCreate,
  now: number,
  times?: WorkflowTimes,
): NewVehicleRow {
  const { step: _step, ...vehicle } = newVehicle(input, {
    id: orderedUuid(),
    now,
    times,
  });
  return { dealershipId, ...vehicle };
}

/**
 * The search of domain/vehicle/search in SQL: every term in one of the searched columns
 * (numbers compared as text, as the browser compares them).
 */
export function searchCondition(query: string, advanced: boolean): SQL | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const all = getTableColumns(vehicles);
  const columns = searchedFields(advanced).map((key) => all[key]);
  return and(
    ...terms.map((term) => {
      const pattern = containsPattern(term);
      return or(...columns.map((column) => ilike(sql`${column}::text`, pattern)));
    }),
  );
}

/**
 * The dealership's vehicles, newest first, in one query (the board loads them all at once).
 * Vehicles of the same millisecond (one import) keep the order they were added in: ids are
 * time-ordered (newVehicleRow).
 */
export async function listVehicles(
  tx: Executor,
  dealershipId: string,
  query: VehicleListQuery,
): Promise<Vehicle[]> {
  const filters: (SQL | undefined)[] = [eq(vehicles.dealershipId, dealershipId)];
  if (query.type) filters.push(eq(vehicles.type, query.type));
  if (query.starred !== undefined) filters.push(eq(vehicles.starred, query.starred));
  if (query.sold !== undefined) filters.push(eq(vehicles.flag, query.sold ? 'sold' : 'active'));
  if (query.q) filters.push(searchCondition(query.q, true));
  const rows = await tx
    .select()
    .from(vehicles)
    .where(and(...filters))
    .orderBy(desc(vehicles.createdAt), vehicles.id);
  return rows.map(toVehicle);
}

/** Several vehicles of the dealership, locked for the batch that changes them. */
export async function lockVehicleRows(
  tx: Executor,
  dealershipId: string,
  ids: readonly string[],
): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.id, [...ids])))
    .orderBy(vehicles.id)
    .for('update');
}

/** The id of the dealership's vehicle with this stock number, if any. */
export async function findVehicleIdByStockNumber(
  tx: Executor,
  dealershipId: string,
  stockNumber: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.stockNumber, stockNumber)))
    .limit(1);
  return row?.id ?? null;
}

/** Inserts a vehicle; null when its stock number is taken in the dealership. */
export async function insertVehicleRow(
  tx: Executor,
  row: NewVehicleRow,
): Promise<VehicleRow | null> {
  const [inserted] = await tx
    .insert(vehicles)
    .values(row)
    .onConflictDoNothing({ target: [vehicles.dealershipId, vehicles.stockNumber] })
    .returning();
  return inserted ?? null;
}

/** A vehicle's row, locked for its update, with what its PATCH reads besides. */
export interface LockedVehicle {
  row: VehicleRow;
  /** By id: the step the car is in and the one `stepId` names, where they exist. */
  steps: Map<string, StepRow>;
  /** The dealership's configuration (the logging switch, a correction's rights). */
  config: () => DealershipConfig;
}

/**
 * Locks the vehicle's row for its update and reads, in the same statement, the dealership's
 * configuration and, given the step a PATCH moves it to, that step and the one the car leaves:
 * every PATCH then makes one round trip fewer, and a move no more than a field change
 * (decision 0102). Another dealership's step is not found.
 */
export async function lockVehicleRow(
  tx: Executor,
  dealershipId: string,
  id: string,
  stepId: string | undefined,
): Promise<LockedVehicle | null> {
  const target = alias(workflowSteps, 'target_step');
  const current = alias(workflowSteps, 'current_step');
  const [found] = await tx
    .select({ row: vehicles, target, current, config: dealershipConfigs.config })
    .from(vehicles)
    .leftJoin(
      target,
      and(
        eq(target.dealershipId, vehicles.dealershipId),
        stepId === undefined ? sql`false` : eq(target.id, stepId),
      ),
    )
    .leftJoin(
      current,
      and(
        eq(current.dealershipId, vehicles.dealershipId),
        stepId === undefined ? sql`false` : eq(current.id, vehicles.stepId),
      ),
    )
    .leftJoin(dealershipConfigs, eq(dealershipConfigs.dealershipId, vehicles.dealershipId))
    .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, id)))
    .limit(1)
    .for('update', { of: vehicles });
  if (!found) return null;
  const steps = [found.target, found.current].filter((step) => step !== null);
  let config: DealershipConfig | undefined;
  return {
    row: found.row,
    steps: new Map(steps.map((step) => [step.id, step])),
    config: () => (config ??= configFromStored(found.config)),
  };
}

/**
 * Writes `changes` when the stored version is still `version` and bumps it; null when another
 * write got there first (optimistic concurrency). A step move's stays are written by the same
 * statement, so a move costs no round trip more than a field change (decision 0102).
 */
export async function updateVehicleRow(
  tx: Executor,
  dealershipId: string,
  id: string,
  version: number,
  changes: Partial<NewVehicleRow>,
  stays: { leftAt: number; starts: readonly StayStart[] } = { leftAt: 0, starts: [] },
): Promise<VehicleRow | null> {
  const query = stays.starts.length
    ? tx.with(...stayWrites(tx, dealershipId, stays.leftAt, stays.starts)).update(vehicles)
    : tx.update(vehicles);
  const [row] = await query
    .set({ ...changes, version: sql`${vehicles.version} + 1` })
    .where(
      and(
        eq(vehicles.dealershipId, dealershipId),
        eq(vehicles.id, id),
        eq(vehicles.version, version),
      ),
    )
    .returning();
  return row ?? null;
}

/** The same change for several of the dealership's vehicles, each version bumped. */
export async function updateVehicleRows(
  tx: Executor,
  dealershipId: string,
  ids: readonly string[],
  changes: Partial<NewVehicleRow>,
): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(vehicles)
    .set({ ...changes, version: sql`${vehicles.version} + 1` })
    .where(and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.id, [...ids])))
    .returning();
}

/** Removes the given vehicles of the dealership (others' ids match nothing). */
export async function deleteVehicleRows(
  tx: Executor,
  dealershipId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(vehicles)
    .where(and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.id, [...ids])));
}

/** Every vehicle of the dealership, removed; returns what was removed (for the activity log). */
export async function deleteAllVehicleRows(
  tx: Executor,
  dealershipId: string,
): Promise<VehicleRow[]> {
  return tx.delete(vehicles).where(eq(vehicles.dealershipId, dealershipId)).returning();
}

/** The stock numbers in use that start with `prefix` (demo vehicles pick free ones). */
export async function stockNumbersWithPrefix(
  tx: Executor,
  dealershipId: string,
  prefix: string,
): Promise<Set<string>> {
  const rows = await tx
    .select({ stockNumber: vehicles.stockNumber })
    .from(vehicles)
    .where(and(eq(vehicles.dealershipId, dealershipId), ilike(vehicles.stockNumber, `${prefix}%`)));
  return new Set(rows.map((row) => row.stockNumber));
}
