import { eq } from 'drizzle-orm';
import type { Vehicle } from '@domain/api/vehicles';
import { prepareImport, type ImportOptions } from '@domain/vehicle/import-rows';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import { VehicleRuleError } from '@domain/vehicle/messages';
import { planVehicleUpdate } from '@domain/vehicle/update';
import type { Tx } from '../../db/client';
import { vehicles } from '../../db/schema';
import { toVehicle } from '../../db/vehicle-rows';
import type { Actor, Announce } from '../../plugins/tenant-change';
import { insertActivityEntries } from '../activity/repository';
import { newVehicleRow, updateVehicleRow } from '../vehicles/repository';
import { planFeedRun, writtenOnAdd, type FeedRunPlan } from './plan-run';
import { feedVehicleStates, saveFeedVehicleStates } from './repository';

export interface FeedRunCounts {
  added: number;
  updated: number;
  unchanged: number;
  missing: number;
  archived: number;
}

export interface FeedRunInput {
  dealershipId: string;
  feedId: string;
  graceDays: number;
  rows: readonly unknown[];
  columns: readonly ImportFieldKey[];
  options: ImportOptions;
  now: number;
}

/** The run's plan: the rows read as the import reads them, against the lot and the feed's records. */
export async function planRun(tx: Tx, input: FeedRunInput) {
  const prepared = prepareImport(input.rows, input.now, input.options);
  const stored = (
    await tx.select().from(vehicles).where(eq(vehicles.dealershipId, input.dealershipId))
  ).map(toVehicle);
  const known = await feedVehicleStates(tx, input.dealershipId, input.feedId);
  const plan = planFeedRun({
    rows: prepared.valid.map((row) => row.vehicle),
    columns: input.columns,
    stored,
    known,
    graceDays: input.graceDays,
    now: input.now,
  });
  return { plan, errors: prepared.errors };
}

/** The counts a plan shows (an archive is a write, but counted as archived, not updated). */
export function countsOf(plan: FeedRunPlan): FeedRunCounts {
  return {
    added: plan.adds.length,
    updated: plan.updates.length - plan.archived,
    unchanged: plan.unchanged,
    missing: plan.missing,
    archived: plan.archived,
  };
}

const INSERT_SLICE = 1_000;

/**
 * Writes a run's plan in the caller's tenant change (issue #27 item 6): new vehicles inserted
 * in slices, each changed vehicle updated by the edit's own rule (planVehicleUpdate, its
 * version checked) with its activity entries, and only the feed records that changed. A
 * vehicle the plan leaves alone is not written at all, so a 10,000-row file changed in 100
 * rows writes 100 vehicles.
 */
export async function applyPlan(
  tx: Tx,
  announce: Announce,
  props: { input: FeedRunInput; plan: FeedRunPlan; actor: Actor },
): Promise<{ counts: FeedRunCounts; errors: string[] }> {
  const { input, plan, actor } = props;
  const { dealershipId, now } = input;
  const errors: string[] = [];
  const changed: string[] = [];
  const records = [...plan.records];
  for (let start = 0; start < plan.adds.length; start += INSERT_SLICE) {
    const slice = plan.adds.slice(start, start + INSERT_SLICE);
    const inserted = await tx
      .insert(vehicles)
      .values(slice.map((row) => newVehicleRow(dealershipId, row, now)))
      .onConflictDoNothing({ target: [vehicles.dealershipId, vehicles.stockNumber] })
      .returning();
    const added = inserted.map(toVehicle);
    const rowByStock = new Map(slice.map((row) => [row.stockNumber, row]));
    for (const vehicle of added) {
      const row = rowByStock.get(vehicle.stockNumber)!;
      records.push({
        vehicleId: vehicle.id,
        written: writtenOnAdd(row, input.columns),
        missingSince: null,
        missingRuns: 0,
        archivedAt: null,
      });
    }
    changed.push(...added.map((vehicle) => vehicle.id));
    await insertActivityEntries(
      tx,
      dealershipId,
      actor,
      now,
      added.map((vehicle) => ({ action: 'added', vehicle })),
    );
  }
  let failed = 0;
  for (const { before, patch } of plan.updates) {
    const written = await updateOne(tx, dealershipId, actor, now, before, patch);
    if (typeof written === 'string') {
      errors.push(written);
      failed += 1;
    } else if (written) changed.push(written.id);
  }
  await saveFeedVehicleStates(tx, dealershipId, input.feedId, records);
  if (changed.length > 0) {
    announce.vehiclesChanged(changed);
    announce.emit({ type: 'activity' });
  }
  const counts = countsOf(plan);
  return { counts: { ...counts, updated: counts.updated - failed }, errors };
}

/** One vehicle's change by the edit's rule; a rule the file breaks is the run's error. */
async function updateOne(
  tx: Tx,
  dealershipId: string,
  actor: Actor,
  now: number,
  before: Vehicle,
  patch: Parameters<typeof planVehicleUpdate>[1],
): Promise<Vehicle | string | null> {
  let plan;
  try {
    plan = planVehicleUpdate(before, patch, now);
  } catch (error) {
    if (error instanceof VehicleRuleError) return `${before.stockNumber}: ${error.message}`;
    throw error;
  }
  if (Object.keys(plan.changes).length === 0) return null;
  const row = await updateVehicleRow(tx, dealershipId, before.id, before.version, {
    ...plan.changes,
    updatedAt: now,
  });
  if (!row) return null;
  const after = toVehicle(row);
  await insertActivityEntries(
    tx,
    dealershipId,
    actor,
    now,
    plan.entries.map((entry) => ({ ...entry, vehicle: after })),
  );
  return after;
}
