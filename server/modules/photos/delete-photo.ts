import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PHOTO_MESSAGES, PHOTO_SIZE_NAMES } from '@domain/photos/rules';
import { photos } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { changeTenant } from '../../plugins/tenant-change';
import { insertActivityEntries } from '../activity/repository';
import { storeOf } from './register-photo-store';
import { findPhotoRow, touchVehicleForPhotos } from './repository';

/** Removes a photo with all its sizes; the car's history says so and open records update. */
export async function deletePhoto(request: FastifyRequest, id: string): Promise<void> {
  const row = await changeTenant(request, async (tx, change) => {
    const found = await findPhotoRow(tx, change.dealershipId, id);
    if (!found) throw notFound(PHOTO_MESSAGES.notFound);
    await tx
      .delete(photos)
      .where(and(eq(photos.dealershipId, change.dealershipId), eq(photos.id, id)));
    const vehicle = await touchVehicleForPhotos(
      tx,
      change.dealershipId,
      found.vehicleId,
      change.now,
    );
    if (vehicle) {
      const detailedAction = found.caption ? `Photo removed: ${found.caption}` : 'Photo removed';
      await insertActivityEntries(tx, change.dealershipId, change.actor, change.now, [
        { action: 'updated', detailedAction, vehicle },
      ]);
    }
    change.vehiclesChanged([found.vehicleId]);
    return found;
  });
  // After the commit: a file removed for a delete that rolled back would leave a row without
  // it (the database store's files went with the row already).
  const key = { dealershipId: row.dealershipId, photoId: id };
  await storeOf(request.server, row.storage).remove(request.server.db, key, PHOTO_SIZE_NAMES);
}
