import { and, asc, eq } from 'drizzle-orm';
import { toCsv } from '@domain/csv';
import type { Executor } from '../../db/client';
import { photos, vehicles } from '../../db/schema';
import { storeIn, type PhotoStores } from './photo-store';
import { toPhoto, type PhotoRow } from './repository';

/** One photo as the archive's index lists it, with where its file is in the archive. */
export interface ExportedPhoto extends ReturnType<typeof toPhoto> {
  stockNumber: string;
  file: string;
  storage: PhotoRow['storage'];
}

/** A photo's large view in the archive: by car id (a stock number may hold any character). */
function archivePath(row: PhotoRow): string {
  return `photos/${row.vehicleId}/${row.id}.jpg`;
}

/** Every photo of the dealership's cars, by car and then oldest first (the archive's index). */
export async function exportedPhotos(tx: Executor, dealershipId: string): Promise<ExportedPhoto[]> {
  const rows = await tx
    .select({ photo: photos, stockNumber: vehicles.stockNumber })
    .from(photos)
    .innerJoin(
      vehicles,
      and(eq(vehicles.dealershipId, photos.dealershipId), eq(vehicles.id, photos.vehicleId)),
    )
    .where(eq(photos.dealershipId, dealershipId))
    .orderBy(asc(vehicles.stockNumber), asc(photos.createdAt), asc(photos.id));
  return rows.map(({ photo, stockNumber }) => ({
    ...toPhoto(photo),
    stockNumber,
    file: archivePath(photo),
    storage: photo.storage,
  }));
}

/** photos/index.csv: one line per photo, for a spreadsheet. */
export function photosCsv(list: readonly ExportedPhoto[]): string {
  const iso = (ms: number) => new Date(ms).toISOString();
  return toCsv(
    [
      ['File', 'Stock Number', 'Caption', 'Added By', 'Added', 'Width', 'Height'],
      ...list.map((p) => [
        p.file,
        p.stockNumber,
        p.caption,
        p.addedBy.name,
        iso(p.addedAt),
        String(p.width),
        String(p.height),
      ]),
    ],
    { bom: true },
  );
}

/** The large view of an exported photo, read from the store its row names. */
export function readExportedPhoto(
  tx: Executor,
  stores: PhotoStores,
  dealershipId: string,
  photo: ExportedPhoto,
): Promise<Buffer | undefined> {
  return storeIn(stores, photo.storage).get(tx, { dealershipId, photoId: photo.id, size: 'large' });
}
