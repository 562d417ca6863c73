import { z } from 'zod';
import { PHOTO_CAPTION_MAX, PHOTO_SIZE_NAMES } from '../photos/rules';

/** The contract of a car's photos (issue #31 item 5). */

/** Who added a photo: a signed-in user, or a vendor from its job's link. */
export const photoAdderSchema = z
  .object({ kind: z.enum(['user', 'vendor']), name: z.string() })
  .meta({ id: 'PhotoAdder' });

export const photoSchema = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    workItemId: z.uuid().nullable(),
    vendorJobId: z.uuid().nullable(),
    caption: z.string(),
    addedBy: photoAdderSchema,
    addedAt: z.number(),
    /** The large view's size in pixels (the thumbnail keeps its proportions). */
    width: z.number().int(),
    height: z.number().int(),
    /** What all its sizes take in the photo store. */
    bytes: z.number().int(),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof photoSchema>;

export const vehiclePhotosSchema = z
  .object({
    photos: z.array(photoSchema),
    /** What the car's photos take in the photo store, all sizes. */
    storageBytes: z.number().int(),
  })
  .meta({ id: 'VehiclePhotos' });
export type VehiclePhotos = z.infer<typeof vehiclePhotosSchema>;

/** The query of an upload (the body is the image itself). */
export const photoUploadQuerySchema = z.strictObject({
  caption: z
    .string({ error: 'must be text' })
    .trim()
    .max(PHOTO_CAPTION_MAX, `must be at most ${String(PHOTO_CAPTION_MAX)} characters`)
    .optional(),
  workItemId: z.uuid({ error: 'must be a work item id' }).optional(),
});

export const photoParamsSchema = z.object({ id: z.uuid({ error: 'must be a photo id' }) });

export const photoFileParamsSchema = z.object({
  id: z.uuid({ error: 'must be a photo id' }),
  size: z.enum(PHOTO_SIZE_NAMES, { error: `must be one of ${PHOTO_SIZE_NAMES.join(', ')}` }),
});

/** The bytes of one size of a photo (image/jpeg), described for the OpenAPI document. */
export const photoFileSchema = z.string().meta({ id: 'PhotoFile', format: 'binary' });
