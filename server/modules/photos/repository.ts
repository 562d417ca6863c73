import { and, desc, eq, sql } from 'drizzle-orm';
import type { Vehicle } from '@domain/api/vehicles';
import type { Photo } from '@domain/api/photos';
import type { Executor } from '../../db/client';
import { photos, vehicles } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

/** A photo row as the API answers it. */
export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    workItemId: row.workItemId,
    vendorJobId: row.vendorJobId,
    caption: row.caption,
    addedBy: {
      kind: row.addedByUser === null && row.addedByVendorJob ? 'vendor' : 'user',
      name: row.addedByName,
    },
    addedAt: row.createdAt,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  };
}

/** A car's photos, newest first. */
export async function listVehiclePhotoRows(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
): Promise<PhotoRow[]> {
  return tx
    .select()
    .from(photos)
    .where(and(eq(photos.dealershipId, dealershipId), eq(photos.vehicleId, vehicleId)))
    .orderBy(desc(photos.createdAt), desc(photos.id));
}

export async function findPhotoRow(
  tx: Executor,
  dealershipId: string,
  id: string,
): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .select()
    .from(photos)
    .where(and(eq(photos.dealershipId, dealershipId), eq(photos.id, id)));
  return row;
}

/**
 * A change of a car's photos is a change of the car: its version moves, so every open record
 * (keyed by the version, like its work) reads its photos again when the live event comes.
 */
export async function touchVehicleForPhotos(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
  now: number,
): Promise<
  | Pick<Vehicle, 'id' | 'stockNumber' | 'year' | 'make' | 'model' | 'type' | 'salesperson'>
  | undefined
> {
  const [row] = await tx
    .update(vehicles)
    .set({ version: sql`${vehicles.version} + 1`, updatedAt: now })
    .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, vehicleId)))
    .returning({
      id: vehicles.id,
      stockNumber: vehicles.stockNumber,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      type: vehicles.type,
      salesperson: vehicles.salesperson,
    });
  return row && { ...row, salesperson: row.salesperson ?? '' };
}
