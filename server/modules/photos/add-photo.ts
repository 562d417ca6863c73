import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Photo } from '@domain/api/photos';
import { PHOTO_SIZE_NAMES } from '@domain/photos/rules';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import type { Executor } from '../../db/client';
import { findVehicleRow } from '../../db/vehicle-rows';
import { photos, workItems } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { orderedUuid } from '../../lib/ordered-id';
import { withTenantChange, type Actor } from '../../plugins/tenant-change';
import { insertActivityEntries } from '../activity/repository';
import { processPhoto } from './process-photo';
import { toPhoto, touchVehicleForPhotos } from './repository';

export const UNKNOWN_WORK_ITEM_MESSAGE = 'workItemId: no such work item on this car';

/** Who adds a photo: a signed-in user, or a vendor from its job's link (issue #31 item 2). */
export type PhotoAdder =
  { kind: 'user'; actor: Actor } | { kind: 'vendor'; vendorJobId: string; name: string };

export interface AddVehiclePhotoProps {
  dealershipId: string;
  vehicleId: string;
  /** The work item the photo shows (it must be this car's). */
  workItemId?: string;
  /** The vendor job the photo shows; vendor jobs check it is this car's before calling. */
  vendorJobId?: string;
  addedBy: PhotoAdder;
  /** The uploaded file as it came. */
  bytes: Buffer;
  caption?: string;
}

function actorOfAdder(adder: PhotoAdder): Actor {
  return adder.kind === 'user'
    ? adder.actor
    : { userId: null, username: adder.name, role: 'vendor' };
}

async function assertWorkItemOfCar(
  tx: Executor,
  props: AddVehiclePhotoProps & { workItemId: string },
): Promise<void> {
  const [row] = await tx
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(
        eq(workItems.dealershipId, props.dealershipId),
        eq(workItems.id, props.workItemId),
        eq(workItems.vehicleId, props.vehicleId),
      ),
    );
  if (!row) throw badRequest(UNKNOWN_WORK_ITEM_MESSAGE, 'workItemId');
}

/**
 * Adds a photo to a car, for a user on the record and (later) a vendor on its link: the file
 * is decoded and resized first, outside any transaction (the CPU's work holds no lock), then
 * its files go to the photo store and its row, the car's new version, the history line and the
 * live event commit together. A bad file throws the 4xx that names it and nothing is kept.
 */
export async function addVehiclePhoto(
  app: FastifyInstance,
  props: AddVehiclePhotoProps,
): Promise<Photo> {
  const processed = await processPhoto(props.bytes);
  const store = app.photoStore;
  const id = orderedUuid();
  const bytes = PHOTO_SIZE_NAMES.reduce((sum, size) => sum + processed.files[size].length, 0);
  const actor = actorOfAdder(props.addedBy);
  const now = app.clock();
  return withTenantChange(app, props.dealershipId, async (tx, announce) => {
    const vehicle = await findVehicleRow(tx, props.dealershipId, props.vehicleId, {
      forUpdate: true,
    });
    if (!vehicle) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
    const { workItemId } = props;
    if (workItemId) await assertWorkItemOfCar(tx, { ...props, workItemId });
    const [row] = await tx
      .insert(photos)
      .values({
        dealershipId: props.dealershipId,
        id,
        vehicleId: props.vehicleId,
        workItemId: workItemId ?? null,
        vendorJobId: props.vendorJobId ?? null,
        caption: props.caption?.trim() ?? '',
        addedByUser: props.addedBy.kind === 'user' ? props.addedBy.actor.userId : null,
        addedByVendorJob: props.addedBy.kind === 'vendor' ? props.addedBy.vendorJobId : null,
        addedByName: actor.username,
        width: processed.width,
        height: processed.height,
        bytes,
        storage: store.kind,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('photo not written');
    for (const size of PHOTO_SIZE_NAMES) {
      const key = { dealershipId: props.dealershipId, photoId: id, size };
      await store.put(tx, key, processed.files[size], 'image/jpeg');
    }
    const touched = await touchVehicleForPhotos(tx, props.dealershipId, props.vehicleId, now);
    if (touched) {
      const detailedAction = row.caption ? `Photo added: ${row.caption}` : 'Photo added';
      await insertActivityEntries(tx, props.dealershipId, actor, now, [
        { action: 'updated', detailedAction, vehicle: touched },
      ]);
    }
    announce.vehiclesChanged([props.vehicleId]);
    return toPhoto(row);
  });
}
