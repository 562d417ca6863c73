import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '@domain/time';
import { DELETED_VEHICLE_KEPT_DAYS } from '@domain/vehicle/undo';
import { deletedVehicles } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { outsideKeptPhotos, removeOutsideFiles } from '../photos/outside-files';

/**
 * Lets go of the cars deleted longer than DELETED_VEHICLE_KEPT_DAYS ago (decision 0105): one
 * DELETE … RETURNING takes each trash row in exactly one process, the database store's kept
 * files go with it (their foreign key cascades), and after the commit an outside store's
 * objects of those photos are removed through the store interface. A removal that fails is
 * logged and leaves an orphan object, never a photo without its file. Returns the cars purged.
 */
export async function purgeDeletedVehicles(app: FastifyInstance, now: number): Promise<number> {
  // Every dealership's trash at once, as a maintenance pass: nothing of it is read or shown.
  const purged = await withSystemTransaction(app.db, (tx) =>
    tx
      .delete(deletedVehicles)
      .where(lt(deletedVehicles.deletedAt, now - DELETED_VEHICLE_KEPT_DAYS * DAY_MS))
      .returning({ dealershipId: deletedVehicles.dealershipId, photos: deletedVehicles.photos }),
  );
  await removeOutsideFiles(
    app,
    purged.flatMap((row) => outsideKeptPhotos(row.dealershipId, row.photos)),
  );
  return purged.length;
}

/** The trash purge as a job of the app's scheduler (server/lib/scheduler.ts). */
export function registerTrashPurge(app: FastifyInstance): void {
  app.scheduler.add('deleted vehicles purge', (now) => purgeDeletedVehicles(app, now));
}
