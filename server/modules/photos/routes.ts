import type { FastifyInstance, FastifyReply } from 'fastify';
import { photoApi } from '@domain/api/photo-endpoints';
import { PHOTO_MAX_BYTES, PHOTO_MEDIA_TYPES, PHOTO_MESSAGES } from '@domain/photos/rules';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { findVehicleRow } from '../../db/vehicle-rows';
import { HttpError, notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { actorOf } from '../../plugins/tenant-change';
import { addVehiclePhoto } from './add-photo';
import { deletePhoto } from './delete-photo';
import { storeOf } from './register-photo-store';
import { findPhotoRow, listVehiclePhotoRows, toPhoto } from './repository';

/**
 * A photo's bytes at an id and size never change (a new photo gets a new id), so the browser
 * keeps them; `private`, because they are the dealership's and no shared cache may hold them.
 */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The JPEG bytes themselves (a file, not JSON: never serialised). */
function sendPhotoFile(reply: FastifyReply, data: Buffer) {
  return reply.header('cache-control', PHOTO_CACHE_CONTROL).type('image/jpeg').send(data);
}

/** A car's photos (domain/api/photo-endpoints, issue #31 item 5). */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  // The upload's body is the image itself, read as it streams in up to the route's limit
  // (Fastify stops reading past bodyLimit with a 413). Scoped to this plugin: every other
  // route still takes JSON only.
  app.addContentTypeParser(
    [...PHOTO_MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A declared length over the limit is refused before a byte is read, with the photo's words.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== photoApi.upload.path || request.method !== 'POST') return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > PHOTO_MAX_BYTES) throw new HttpError(413, PHOTO_MESSAGES.tooLarge, 'body');
  });

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
    const body: unknown = request.body;
    const photo = await addVehiclePhoto(app, {
      dealershipId: tenant.id,
      vehicleId: request.params.id,
      workItemId: request.query.workItemId,
      caption: request.query.caption,
      addedBy: { kind: 'user', actor: actorOf(request) },
      bytes: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
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
