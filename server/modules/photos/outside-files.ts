import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PHOTO_SIZE_NAMES } from '@domain/photos/rules';
import type { Executor } from '../../db/client';
import { deletedVehicles, photos } from '../../db/schema';
import type { PhotoKey, PhotoStore } from './photo-store';
import { storeOf } from './register-photo-store';

/** A photo whose files live in an outside store (S3), where no row's cascade reaches. */
export interface OutsidePhoto extends PhotoKey {
  storage: Exclude<PhotoStore['kind'], 'database'>;
}

/** A photo as a deleted car's trash row keeps it (restore-vehicles, trash-purge). */
interface KeptPhoto {
  id: string;
  storage: PhotoStore['kind'];
}

/** The photos of a kept (deleted) car's row whose files are outside the database. */
export function outsideKeptPhotos(
  dealershipId: string,
  kept: readonly Record<string, unknown>[],
): OutsidePhoto[] {
  return (kept as unknown as KeptPhoto[]).flatMap((photo) =>
    photo.storage === 'database'
      ? []
      : [{ dealershipId, photoId: photo.id, storage: photo.storage }],
  );
}

/**
 * Every photo of a dealership with files outside the database, its deleted cars' kept photos
 * too: read in the transaction that deletes their rows (the dealership, or all its cars),
 * before the delete, so removeOutsideFiles can take the files once it has committed.
 * `cars` limits it to the live cars' photos (clearing the cars keeps the trash).
 */
export async function outsidePhotosOf(
  tx: Executor,
  dealershipId: string,
  scope: 'dealership' | 'cars',
): Promise<OutsidePhoto[]> {
  const live = await tx
    .select({ photoId: photos.id, storage: photos.storage })
    .from(photos)
    .where(and(eq(photos.dealershipId, dealershipId), ne(photos.storage, 'database')));
  const found: OutsidePhoto[] = live.map((row) => ({
    dealershipId,
    photoId: row.photoId,
    storage: row.storage as OutsidePhoto['storage'],
  }));
  if (scope === 'cars') return found;
  const trash = await tx
    .select({ photos: deletedVehicles.photos })
    .from(deletedVehicles)
    .where(eq(deletedVehicles.dealershipId, dealershipId));
  return found.concat(trash.flatMap((row) => outsideKeptPhotos(dealershipId, row.photos)));
}

/**
 * How many photos' files are removed at once: a deleted dealership's thousands of photos, one
 * DELETE per size, would otherwise hold its request for minutes, one round trip at a time.
 */
const REMOVALS_AT_ONCE = 8;

/**
 * Removes the files of photos whose rows are gone, after the commit: a file removed for a
 * delete that rolled back would leave a photo without it. A removal that fails is logged and
 * leaves an orphan object, never a photo without its file.
 */
export async function removeOutsideFiles(
  app: FastifyInstance,
  gone: readonly OutsidePhoto[],
): Promise<void> {
  let next = 0;
  const removeInTurn = async () => {
    while (next < gone.length) {
      const { storage, ...key } = gone[next++]!;
      try {
        await storeOf(app, storage).remove(app.db, key, PHOTO_SIZE_NAMES);
      } catch (error) {
        app.log.error({ err: error, photoId: key.photoId }, 'photo files not removed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(REMOVALS_AT_ONCE, gone.length) }, removeInTurn));
}
