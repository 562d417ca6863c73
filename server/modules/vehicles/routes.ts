import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, okSchema } from '@domain/api/common';
import {
  vehicleIdParamsSchema,
  vehicleImportRowSchema,
  vehicleListQuerySchema,
  vehicleListSchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from '@domain/api/vehicles';
import { createVehicle } from '../../commands/create-vehicle';
import { deleteVehicle } from '../../commands/delete-vehicle';
import { updateVehicle, VEHICLE_NOT_FOUND_MESSAGE } from '../../commands/update-vehicle';
import { badRequest, notFound } from '../../lib/http-error';
import { authOf, requireRight } from '../../plugins/session';
import { actorOf } from '../activity/actor';
import { withTenantChange } from '../events/tenant-change';
import { bulkVehicleRoutes } from './bulk-routes';
import {
  answerStale,
  duplicateStockFromUniqueViolation,
  ifMatchVersion,
  staleVehicleBodySchema,
} from './concurrency';
import { isWholeList, sendWholeList } from './list-cache';
import { findVehicleRow, listVehicles, toVehicle } from './repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** PATCH takes the version in the body or in If-Match, so the body's is optional here. */
const vehiclePatchBodySchema = vehicleUpdateSchema.extend({
  version: vehicleUpdateSchema.shape.version.optional(),
});

/**
 * The dealership's vehicles (spec 3, 7; design.md API): list, read, add, change under
 * optimistic concurrency, remove. Every change writes its activity entry in the same
 * transaction and announces a live event once committed. Another dealership's vehicle is 404.
 */
export async function vehicleRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/vehicles',
    {
      preValidation: requireRight('vehicles.view'),
      schema: {
        querystring: vehicleListQuerySchema,
        response: { 200: vehicleListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant } = authOf(request);
      if (isWholeList(request.query)) return sendWholeList(request, reply, tenant.id);
      return request.withTenant((tx) => listVehicles(tx, tenant.id, request.query));
    },
  );

  routes.get(
    '/api/vehicles/:id',
    {
      preValidation: requireRight('vehicles.view'),
      schema: {
        params: vehicleIdParamsSchema,
        response: { 200: vehicleSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { tenant } = authOf(request);
      const row = await request.withTenant((tx) =>
        findVehicleRow(tx, tenant.id, request.params.id),
      );
      if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
      return toVehicle(row);
    },
  );

  // The body is one import row (spec 7: one call per CSV row), so a row parsed for the import
  // may be sent as it is; its rowNumber only labels import errors and is not stored.
  routes.post(
    '/api/vehicles',
    {
      config: { writes: 'vehicles' },
      preValidation: requireRight('vehicles.create'),
      schema: {
        body: vehicleImportRowSchema,
        response: { 201: vehicleSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { tenant } = authOf(request);
      const { rowNumber: _rowNumber, ...input } = request.body;
      const context = { dealershipId: tenant.id, actor: actorOf(request), now: app.clock() };
      const vehicle = await withTenantChange(app, tenant.id, async (tx, emit) => {
        const created = await createVehicle(tx, { ...context, input });
        emit({ type: 'vehicle', id: created.id, action: 'added' });
        emit({ type: 'activity' });
        return created;
      }).catch((error: unknown) =>
        duplicateStockFromUniqueViolation(error, request.body.stockNumber),
      );
      return reply.code(201).send(vehicle);
    },
  );

  routes.patch(
    '/api/vehicles/:id',
    {
      config: { writes: 'vehicles' },
      preValidation: requireRight('vehicles.edit'),
      schema: {
        params: vehicleIdParamsSchema,
        body: vehiclePatchBodySchema,
        response: {
          200: vehicleSchema,
          ...errors,
          404: errorBodySchema,
          409: staleVehicleBodySchema.or(errorBodySchema),
        },
      },
    },
    async (request, reply) => {
      const { tenant } = authOf(request);
      const version = request.body.version ?? ifMatchVersion(request);
      if (version === undefined) {
        throw badRequest(
          'version: Version is required (in the body or an If-Match header)',
          'version',
        );
      }
      const context = { dealershipId: tenant.id, actor: actorOf(request), now: app.clock() };
      const patch = { ...request.body, version };
      try {
        return await withTenantChange(app, tenant.id, async (tx, emit) => {
          const updated = await updateVehicle(tx, { ...context, id: request.params.id, patch });
          if (updated.version !== version) {
            emit({ type: 'vehicle', id: updated.id, action: 'updated' });
            emit({ type: 'activity' });
          }
          return updated;
        }).catch((error: unknown) =>
          duplicateStockFromUniqueViolation(error, request.body.stockNumber),
        );
      } catch (error) {
        return answerStale(reply, error);
      }
    },
  );

  routes.delete(
    '/api/vehicles/:id',
    {
      config: { writes: 'vehicles' },
      preValidation: requireRight('vehicles.delete'),
      schema: {
        params: vehicleIdParamsSchema,
        response: { 200: okSchema, ...errors, 404: errorBodySchema, 409: staleVehicleBodySchema },
      },
    },
    async (request, reply) => {
      const { tenant } = authOf(request);
      const expectedVersion = ifMatchVersion(request);
      const context = { dealershipId: tenant.id, actor: actorOf(request), now: app.clock() };
      try {
        await withTenantChange(app, tenant.id, async (tx, emit) => {
          await deleteVehicle(tx, { ...context, id: request.params.id, expectedVersion });
          emit({ type: 'vehicle', id: request.params.id, action: 'removed' });
          emit({ type: 'activity' });
        });
        return { ok: true as const };
      } catch (error) {
        return answerStale(reply, error);
      }
    },
  );

  await app.register(bulkVehicleRoutes);
}
