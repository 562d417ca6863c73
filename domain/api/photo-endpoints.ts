import { defineEndpoint, errorResponses } from './endpoint';
import { okSchema } from './common';
import { vehicleIdParamsSchema } from './vehicles';
import {
  photoFileParamsSchema,
  photoFileSchema,
  photoParamsSchema,
  photoSchema,
  photoUploadQuerySchema,
  vehiclePhotosSchema,
} from './photos';
import { PHOTO_MAX_BYTES, PHOTO_MEDIA_TYPES } from '../photos/rules';

/**
 * A car's photos (issue #31 item 5): every signed-in user of the dealership sees them; users
 * who may edit vehicles add and remove them. The files are served only through these routes,
 * with private cache headers.
 */
export const photoApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/vehicles/:id/photos',
    operationId: 'listVehiclePhotos',
    summary: "A car's photos, newest first, and what they take in the photo store",
    tag: 'photos',
    access: { kind: 'staff', right: 'vehicles.view' },
    params: vehicleIdParamsSchema,
    responses: { 200: vehiclePhotosSchema, ...errorResponses(401, 404) },
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/vehicles/:id/photos',
    operationId: 'uploadVehiclePhoto',
    summary:
      'Add a photo to a car: the body is the image (up to 15 MB); it is turned upright, stripped of its metadata and kept as a thumbnail and a large view',
    tag: 'photos',
    access: { kind: 'staff', right: 'vehicles.edit' },
    params: vehicleIdParamsSchema,
    query: photoUploadQuerySchema,
    upload: { mediaTypes: PHOTO_MEDIA_TYPES, maxBytes: PHOTO_MAX_BYTES },
    responses: { 201: photoSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/photos/:id/:size',
    operationId: 'getPhotoFile',
    summary: 'One size of a photo as JPEG (thumb: 320 px, large: 1600 px on the long edge)',
    tag: 'photos',
    access: { kind: 'staff', right: 'vehicles.view' },
    params: photoFileParamsSchema,
    produces: 'image/jpeg',
    responses: { 200: photoFileSchema, ...errorResponses(401, 404) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/photos/:id',
    operationId: 'deletePhoto',
    summary: 'Remove a photo from its car, with all its sizes',
    tag: 'photos',
    access: { kind: 'staff', right: 'vehicles.edit' },
    params: photoParamsSchema,
    responses: { 200: okSchema, ...errorResponses(401, 403, 404) },
  }),
};
