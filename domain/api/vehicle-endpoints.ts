import { z } from 'zod';
import { errorBodySchema, okSchema } from './common';
import { defineEndpoint, errorResponses } from './endpoint';
import { STOCK_NUMBER_FROM_VIN } from '../vehicle/stock-from-vin';
import {
  NO_VALID_VEHICLES_MESSAGE,
  VEHICLE_LIMITS,
  importResultSchema,
  vehicleBatchResultSchema,
  vehicleRestoreResultSchema,
  vehicleBatchSchema,
  vehicleRestoreSchema,
  vehicleIdParamsSchema,
  vehicleCreateSchema,
  vehicleListQuerySchema,
  vehicleListSchema,
  vehiclePatchSchema,
  vehicleSchema,
  vehicleWrittenSchema,
  vehiclePageQuerySchema,
  vehiclePageSchema,
} from './vehicles';
import {
  importColumnsSchema,
  importMappingListSchema,
  importMappingSchema,
} from './vehicle-import';
import { vehicleStaysSchema } from './workflows';
import { EARLY_API_PATHS } from './paths';

/** The 409 of a stale write: the usual error plus the vehicle as it stands now. */
export const staleVehicleBodySchema = errorBodySchema
  .extend({ current: vehicleSchema })
  .meta({ id: 'StaleVehicleError' });
export type StaleVehicleBody = z.infer<typeof staleVehicleBodySchema>;

/**
 * The import body: rows are checked one by one (each against vehicleImportRowSchema) so that
 * a bad row is reported as 'Row {n}: …' and skipped instead of failing the whole file. The
 * document still shows their shape; only the validation is per row.
 */
export const vehicleImportBodySchema = z
  .strictObject({
    // The row as a request takes it: fastify-type-provider-zod names that form `…Input`
    // (optional fields and defaults), the bare name being the answer's.
    rows: z
      .array(z.unknown().meta({ $ref: '#/components/schemas/VehicleImportRowInput' }), {
        error: 'rows must be a list',
      })
      .min(1, NO_VALID_VEHICLES_MESSAGE)
      .max(VEHICLE_LIMITS.importMax, `At most ${VEHICLE_LIMITS.importMax} rows per import`),
    columns: importColumnsSchema.optional(),
    /** A row with a VIN and a blank stock number takes this part of the VIN as its stock number. */
    stockNumberFromVin: z
      .enum(STOCK_NUMBER_FROM_VIN, {
        error: `stockNumberFromVin must be one of ${STOCK_NUMBER_FROM_VIN.join(', ')}`,
      })
      .nullable()
      .optional(),
    /** The file's columns and their fields: remembered for the next file with these headers. */
    mapping: importMappingSchema.optional(),
  })
  .meta({ id: 'VehicleImport' });
export type VehicleImportBody = z.input<typeof vehicleImportBodySchema>;

const guarded = errorResponses(400, 401, 403);

/** The dealership's vehicles (spec 3, 7; design.md API). Another dealership's is 404. */
export const vehicleApi = {
  list: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.vehicles,
    operationId: 'listVehicles',
    summary: "List the dealership's vehicles",
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.view' },
    query: vehicleListQuerySchema,
    responses: { 200: vehicleListSchema, ...guarded },
  }),
  page: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.vehiclePage,
    operationId: 'listVehiclePage',
    summary: "One page of the dealership's vehicles: a board's workflow, a search, an order",
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.view' },
    query: vehiclePageQuerySchema,
    responses: { 200: vehiclePageSchema, ...guarded },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/vehicles/:id',
    operationId: 'getVehicle',
    summary: 'Read one vehicle',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.view' },
    params: vehicleIdParamsSchema,
    responses: { 200: vehicleSchema, ...guarded, ...errorResponses(404) },
  }),
  steps: defineEndpoint({
    method: 'GET',
    path: '/api/vehicles/:id/steps',
    operationId: 'listVehicleStays',
    summary: "A vehicle's stays in the steps of its workflows, oldest first",
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.view' },
    params: vehicleIdParamsSchema,
    responses: { 200: vehicleStaysSchema, ...guarded, ...errorResponses(404) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: EARLY_API_PATHS.vehicles,
    operationId: 'createVehicle',
    summary: 'Add a vehicle',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.create' },
    body: vehicleCreateSchema,
    responses: { 201: vehicleWrittenSchema, ...guarded, ...errorResponses(409) },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/vehicles/:id',
    operationId: 'updateVehicle',
    summary: 'Change a vehicle under optimistic concurrency',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.edit' },
    params: vehicleIdParamsSchema,
    body: vehiclePatchSchema,
    responses: {
      200: vehicleWrittenSchema,
      ...guarded,
      ...errorResponses(404),
      // A stale version carries the current record; a duplicate stock number names its field.
      409: z.union([staleVehicleBodySchema, errorBodySchema]),
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/vehicles/:id',
    operationId: 'deleteVehicle',
    summary: 'Remove a vehicle',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.delete' },
    params: vehicleIdParamsSchema,
    responses: {
      200: okSchema,
      ...guarded,
      ...errorResponses(404),
      409: staleVehicleBodySchema,
    },
  }),
  batch: defineEndpoint({
    method: 'POST',
    path: '/api/vehicles/batch',
    operationId: 'batchVehicles',
    summary: 'Move, star, mark sold or remove many vehicles at once',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.edit' },
    body: vehicleBatchSchema,
    responses: { 200: vehicleBatchResultSchema, ...guarded },
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/vehicles/restore',
    operationId: 'restoreVehicles',
    summary: 'Undo: put vehicles back in their workflow at its original start, and their star',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.edit' },
    body: vehicleRestoreSchema,
    responses: { 200: vehicleRestoreResultSchema, ...guarded },
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/vehicles/import',
    operationId: 'importVehicles',
    summary: 'Import a CSV file’s rows in one transaction',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.import' },
    body: vehicleImportBodySchema,
    responses: { 200: importResultSchema, ...guarded, ...errorResponses(413) },
  }),
  importDryRun: defineEndpoint({
    method: 'POST',
    path: '/api/vehicles/import/dry-run',
    operationId: 'dryRunVehicleImport',
    summary: 'What an import would do, row by row, writing nothing',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.import' },
    body: vehicleImportBodySchema,
    responses: { 200: importResultSchema, ...guarded, ...errorResponses(413) },
  }),
  importMappings: defineEndpoint({
    method: 'GET',
    path: '/api/vehicles/import/mappings',
    operationId: 'listVehicleImportMappings',
    summary: "The dealership's remembered import mappings, newest first",
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.import' },
    responses: { 200: importMappingListSchema, ...guarded },
  }),
} as const;
