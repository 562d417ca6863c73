import { z } from 'zod';
import { okSchema } from './common';
import { defineEndpoint, errorResponses } from './endpoint';
import { dealershipIdParamsSchema } from './super-admin';

/** The archive, described for the OpenAPI document (it is sent as a file, never parsed). */
const archive = z
  .string()
  .describe(
    'A zip archive: README.txt, dealership.json, configuration.json, notification-settings.json, users.csv and users.json (no password hashes), vehicles.csv (re-importable) and vehicles.json, activity.csv and activity.jsonl, dashboards.json',
  );

export const DELETE_CONFIRMATION_MESSAGE = "Type the dealership's name exactly to delete it";

/** DELETE /api/super-admin/dealerships/:id: the dealership's name, typed to confirm. */
export const deleteDealershipSchema = z.strictObject({
  confirmName: z
    .string({ error: DELETE_CONFIRMATION_MESSAGE })
    .trim()
    .min(1, DELETE_CONFIRMATION_MESSAGE),
});
export type DeleteDealership = z.infer<typeof deleteDealershipSchema>;

/**
 * A dealership's data as one archive (issue #19: data ownership): its admin downloads it from
 * the staff app; the super admin downloads any dealership's, then may delete the dealership
 * with every row it owns.
 */
export const dataExportApi = {
  dealership: defineEndpoint({
    method: 'GET',
    path: '/api/dealership/export.zip',
    operationId: 'exportDealershipData',
    summary: "All of the signed-in dealership's data as one zip archive",
    tag: 'config',
    access: { kind: 'staff', right: 'dealership.export' },
    produces: 'application/zip',
    responses: { 200: archive, ...errorResponses(401, 403) },
  }),
  superAdminExport: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/dealerships/:id/export.zip',
    operationId: 'exportDealershipDataAsSuperAdmin',
    summary: "A dealership's data as one zip archive",
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: dealershipIdParamsSchema,
    produces: 'application/zip',
    responses: { 200: archive, ...errorResponses(400, 401, 404) },
  }),
  superAdminDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/super-admin/dealerships/:id',
    operationId: 'deleteDealership',
    summary: 'Deletes a dealership and every row it owns (confirmed by its name)',
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: dealershipIdParamsSchema,
    body: deleteDealershipSchema,
    responses: { 200: okSchema, ...errorResponses(400, 401, 404) },
  }),
} as const;
