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
  await changeTenant(request, async (tx, change) => {
    const row = await findPhotoRow(tx, change.dealershipId, id);
    if (!row) throw notFound(PHOTO_MESSAGES.notFound);
    await tx
      .delete(photos)
      .where(and(eq(photos.dealershipId, change.dealershipId), eq(photos.id, id)));
    const key = { dealershipId: change.dealershipId, photoId: id };
    await storeOf(request.server, row.storage).remove(tx, key, PHOTO_SIZE_NAMES);
    const vehicle = await touchVehicleForPhotos(tx, change.dealershipId, row.vehicleId, change.now);
    if (vehicle) {
      const detailedAction = row.caption ? `Photo removed: ${row.caption}` : 'Photo removed';
      await insertActivityEntries(tx, change.dealershipId, change.actor, change.now, [
        { action: 'updated', detailedAction, vehicle },
      ]);
    }
    change.vehiclesChanged([row.vehicleId]);
  });
}
