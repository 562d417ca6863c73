import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Vehicle } from '@domain/api/vehicles';
import { DELETED_VEHICLE_KEPT_DAYS, RESTORED_AFTER_DELETE_ACTION } from '@domain/vehicle/undo';
import { stepGoneOnUndoWarning, stockNumberTakenOnUndoWarning } from '@domain/vehicle/messages';
import { DAY_MS } from '@domain/time';
import type { Tx } from '../../db/client';
import {
  deletedPhotoFiles,
  deletedVehicles,
  photoFiles,
  photos,
  users,
  vehicleStays,
  vehicles,
  vendorJobs,
  workItems,
} from '../../db/schema';
import { toVehicle, type VehicleRow } from '../../db/vehicle-rows';
import { insertActivityEntries } from '../activity/repository';
import type { VehicleChangeContext } from './create-vehicle';
import { insertVehicleRow, type NewVehicleRow } from './repository';

type StayRow = typeof vehicleStays.$inferSelect;
type WorkItemRow = typeof workItems.$inferSelect;
type VendorJobRow = typeof vendorJobs.$inferSelect;
type PhotoRow = typeof photos.$inferSelect;

/**
 * Keeps the vehicles about to be deleted, with their stays, work items, sublet jobs and photos,
 * so the delete can be undone like a move (issue #28 item 6, decision 0105). Called in the
 * deleting transaction, before the rows go (what hangs off a car goes with it). The files of
 * photos in the database store are copied aside as they are; an S3 store keeps its objects
 * until the trash lets the car go (trash-purge.ts removes them then).
 */
export async function keepDeletedVehicles(
  tx: Tx,
  { dealershipId, actor, now }: VehicleChangeContext,
  rows: readonly VehicleRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  const stays = await tx
    .select()
    .from(vehicleStays)
    .where(and(eq(vehicleStays.dealershipId, dealershipId), inArray(vehicleStays.vehicleId, ids)));
  const items = await tx
    .select()
    .from(workItems)
    .where(and(eq(workItems.dealershipId, dealershipId), inArray(workItems.vehicleId, ids)));
  const jobs = await tx
    .select()
    .from(vendorJobs)
    .where(and(eq(vendorJobs.dealershipId, dealershipId), inArray(vendorJobs.vehicleId, ids)));
  const ofCars = and(eq(photos.dealershipId, dealershipId), inArray(photos.vehicleId, ids));
  const carPhotos = await tx.select().from(photos).where(ofCars);
  const mine = <T extends { vehicleId: string }>(list: readonly T[], id: string) =>
    list.filter((entry) => entry.vehicleId === id).map((entry) => ({ ...entry }));
  const kept = rows.map((row) => ({
    dealershipId,
    vehicleId: row.id,
    deletedAt: now,
    deletedBy: actor.userId,
    row: { ...row },
    stays: mine(stays, row.id),
    workItems: mine(items, row.id),
    vendorJobs: mine(jobs, row.id),
    photos: mine(carPhotos, row.id),
  }));
  await tx
    .insert(deletedVehicles)
    .values(kept)
    .onConflictDoNothing({ target: [deletedVehicles.dealershipId, deletedVehicles.vehicleId] });
  if (carPhotos.some((photo) => photo.storage === 'database')) {
    await tx
      .insert(deletedPhotoFiles)
      .select(
        tx
          .select({
            dealershipId: photoFiles.dealershipId,
            vehicleId: photos.vehicleId,
            photoId: photoFiles.photoId,
            size: photoFiles.size,
            contentType: photoFiles.contentType,
            data: photoFiles.data,
          })
          .from(photoFiles)
          .innerJoin(
            photos,
            and(
              eq(photos.dealershipId, photoFiles.dealershipId),
              eq(photos.id, photoFiles.photoId),
            ),
          )
          .where(ofCars),
      )
      .onConflictDoNothing();
  }
}

export interface UndeletedVehicles {
  restored: Vehicle[];
  warnings: string[];
}

/**
 * Puts deleted vehicles back exactly as they were kept: the row, its step and assignee, the
 * stays that are its history (the scoreboard's times and the record's "Time in each step"),
 * its work items, sublet jobs and photos with their files. Only what the trash holds, within
 * DELETED_VEHICLE_KEPT_DAYS, comes back: a client names ids, never values. A stock number added
 * again since keeps the new car, and a warning says so (the deleted one stays in the trash).
 * Ids not in the trash (another dealership's, or never deleted) match nothing.
 */
export async function undeleteVehicles(
  tx: Tx,
  context: VehicleChangeContext,
  ids: readonly string[],
): Promise<UndeletedVehicles> {
  const { dealershipId, actor, now } = context;
  if (ids.length === 0) return { restored: [], warnings: [] };
  // Locked: of two undos at once, the second finds the row gone once the first commits.
  const kept = await tx
    .select()
    .from(deletedVehicles)
    .where(
      and(
        eq(deletedVehicles.dealershipId, dealershipId),
        inArray(deletedVehicles.vehicleId, [...ids]),
        gte(deletedVehicles.deletedAt, now - DELETED_VEHICLE_KEPT_DAYS * DAY_MS),
      ),
    )
    .for('update');
  const restored: Vehicle[] = [];
  const warnings: string[] = [];
  for (const trash of kept) {
    const jobs = trash.vendorJobs as VendorJobRow[];
    const back = await putBack(
      tx,
      context,
      trash.row as VehicleRow,
      trash.stays as StayRow[],
      jobs,
    );
    if (!back) {
      warnings.push(stockNumberTakenOnUndoWarning(String(trash.row.stockNumber)));
      continue;
    }
    await putBackWork(tx, dealershipId, trash.workItems as WorkItemRow[]);
    await putBackSublets(tx, dealershipId, jobs);
    await putBackPhotos(tx, dealershipId, trash.vehicleId, trash.photos as PhotoRow[]);
    // Its files are back in photo_files: the trash row (and its copies, by cascade) can go.
    await tx
      .delete(deletedVehicles)
      .where(
        and(
          eq(deletedVehicles.dealershipId, dealershipId),
          eq(deletedVehicles.vehicleId, trash.vehicleId),
        ),
      );
    restored.push(back.vehicle);
    if (back.warning) warnings.push(back.warning);
  }
  if (restored.length > 0) {
    await insertActivityEntries(
      tx,
      dealershipId,
      actor,
      now,
      restored.map((vehicle) => ({
        action: 'added' as const,
        vehicle,
        detailedAction: RESTORED_AFTER_DELETE_ACTION,
      })),
    );
  }
  return { restored, warnings };
}

async function putBack(
  tx: Tx,
  { dealershipId, now }: VehicleChangeContext,
  kept: VehicleRow,
  stays: readonly StayRow[],
  jobs: readonly VendorJobRow[],
): Promise<{ vehicle: Vehicle; warning?: string } | null> {
  // Inserted outside its workflow first: the insert's trigger (migration 0013) would put the car
  // in the first step as a new car. Setting its workflow back is then an undo as 0017 has it:
  // the car returns to the step it was in (or the first one, if that step was removed since).
  const inserted = await insertVehicleRow(tx, {
    ...(kept as NewVehicleRow),
    dealershipId,
    // Its approval request went with the delete (putBackWork): nothing waits for an answer.
    awaitingApprovalSince: null,
    // Its jobs come back as they were, so does their chip (a trash kept before jobs were: none).
    sublet: jobs.length > 0 ? kept.sublet : null,
    type: 'inventory',
    stepId: null,
    stepName: null,
    stepEnteredAt: null,
    assigneeId: null,
    version: kept.version + 1,
    updatedAt: now,
  });
  if (!inserted) return null;
  const history = stays.filter((stay) => stay.leftAt !== null);
  if (history.length > 0) {
    await tx.insert(vehicleStays).values(history.map((stay) => ({ ...stay, dealershipId })));
  }
  if (kept.type === 'inventory') return { vehicle: toVehicle(inserted) };
  const back = and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, kept.id));
  const [entered] = await tx
    .update(vehicles)
    .set({ type: kept.type, stepId: kept.stepId, stepEnteredAt: kept.stepEnteredAt })
    .where(back)
    .returning();
  if (entered!.stepId !== kept.stepId) {
    const warning = kept.stepName
      ? stepGoneOnUndoWarning(kept.stockNumber, kept.stepName)
      : undefined;
    return { vehicle: toVehicle(entered!), ...(warning ? { warning } : {}) };
  }
  // Its own step again: the stay the entry trigger opened is the kept open stay (who moved the
  // car there and why), and the assignee its own (the trigger gave the step's default), if that
  // person is still an active user of the dealership.
  const open = stays.find((stay) => stay.leftAt === null && stay.stepId === kept.stepId);
  if (open) {
    await tx
      .update(vehicleStays)
      .set({ id: open.id, enteredAt: open.enteredAt, movedBy: open.movedBy, reason: open.reason })
      .where(
        and(
          eq(vehicleStays.dealershipId, dealershipId),
          eq(vehicleStays.vehicleId, kept.id),
          isNull(vehicleStays.leftAt),
        ),
      );
  }
  const [row] = await tx
    .update(vehicles)
    .set({
      assigneeId: sql`(select ${users.id} from ${users} where ${users.dealershipId} = ${dealershipId}
        and ${users.id} = ${kept.assigneeId} and not ${users.disabled})`,
    })
    .where(back)
    .returning();
  return { vehicle: toVehicle(row!) };
}

/**
 * The car's work items as they were, but for those that waited for an answer: the request and
 * its links went with the delete, so they need sending again.
 */
async function putBackWork(
  tx: Tx,
  dealershipId: string,
  items: readonly WorkItemRow[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(workItems).values(
    items.map((item) => ({
      ...item,
      dealershipId,
      ...(item.state === 'awaiting_approval'
        ? { state: 'needs_estimate' as const, requestId: null }
        : {}),
    })),
  );
}

/** The car's sublet jobs as they were: their vendor links open again with them. */
async function putBackSublets(
  tx: Tx,
  dealershipId: string,
  jobs: readonly VendorJobRow[],
): Promise<void> {
  if (jobs.length === 0) return;
  await tx.insert(vendorJobs).values(jobs.map((job) => ({ ...job, dealershipId })));
}

/** The car's photos as they were, with the files the database store kept aside. */
async function putBackPhotos(
  tx: Tx,
  dealershipId: string,
  vehicleId: string,
  kept: readonly PhotoRow[],
): Promise<void> {
  if (kept.length === 0) return;
  await tx.insert(photos).values(kept.map((photo) => ({ ...photo, dealershipId })));
  await tx.insert(photoFiles).select(
    tx
      .select({
        dealershipId: deletedPhotoFiles.dealershipId,
        photoId: deletedPhotoFiles.photoId,
        size: deletedPhotoFiles.size,
        contentType: deletedPhotoFiles.contentType,
        data: deletedPhotoFiles.data,
      })
      .from(deletedPhotoFiles)
      .where(
        and(
          eq(deletedPhotoFiles.dealershipId, dealershipId),
          eq(deletedPhotoFiles.vehicleId, vehicleId),
        ),
      ),
  );
}
