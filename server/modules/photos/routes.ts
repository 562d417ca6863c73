import type { FastifyInstance } from 'fastify';
import { photoApi } from '@domain/api/photo-endpoints';
import { PHOTO_MESSAGES } from '@domain/photos/rules';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { findVehicleRow } from '../../db/vehicle-rows';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { actorOf } from '../../plugins/tenant-change';
import { addVehiclePhoto } from './add-photo';
import { deletePhoto } from './delete-photo';
import { acceptPhotoUploads, sendPhotoFile, uploadedBytes } from './photo-upload';
import { storeOf } from './register-photo-store';
import { findPhotoRow, listVehiclePhotoRows, toPhoto } from './repository';

/** A car's photos (domain/api/photo-endpoints, issue #31 item 5). */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  acceptPhotoUploads(app, photoApi.upload.path);

  registerEndpoint(app, photoApi.list, async (request) => {
    const { tenant } = authOf(request);
    const rows = await request.withTenant(async (tx) => {
      const vehicle = await findVehicleRow(tx, tenant.id, request.params.id);
      if (!vehicle) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
      return listVehiclePhotoRows(tx, tenant.id, request.params.id);
    });
    return {
      photos: rows.map(toPhoto),
      storageBytes: rows.reduce((sum, row) => sum + row.bytes, 0),
    };
  });

  registerEndpoint(app, photoApi.upload, async (request, reply) => {
    const { tenant } = authOf(request);
    const photo = await addVehiclePhoto(app, {
      dealershipId: tenant.id,
      vehicleId: request.params.id,
      workItemId: request.query.workItemId,
      caption: request.query.caption,
      addedBy: { kind: 'user', actor: actorOf(request) },
      bytes: uploadedBytes(request.body),
    });
    return reply.code(201).send(photo);
  });

  registerEndpoint(app, photoApi.file, async (request, reply) => {
    const { tenant } = authOf(request);
    const { id, size } = request.params;
    const data = await request.withTenant(async (tx) => {
      const row = await findPhotoRow(tx, tenant.id, id);
      if (!row) return undefined;
      return storeOf(app, row.storage).get(tx, { dealershipId: tenant.id, photoId: id, size });
    });
    if (!data) throw notFound(PHOTO_MESSAGES.notFound);
    return sendPhotoFile(reply, data);
  });

  registerEndpoint(app, photoApi.remove, async (request) => {
    await deletePhoto(request, request.params.id);
    return { ok: true as const };
  });
}
