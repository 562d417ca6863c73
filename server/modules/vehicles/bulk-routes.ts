import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@domain/api/common';
import { can, type Right } from '@domain/permissions';
import {
  NO_VALID_VEHICLES_MESSAGE,
  VEHICLE_LIMITS,
  importColumnsSchema,
  importResultSchema,
  vehicleBatchResultSchema,
  vehicleBatchSchema,
  type VehicleBatch,
} from '@domain/api/vehicles';
import { batchVehicles } from '../../commands/batch-vehicles';
import { importVehicles } from '../../commands/import-vehicles';
import { forbidden } from '../../lib/http-error';
import { authOf, requireRight } from '../../plugins/session';
import { actorOf } from '../activity/actor';
import { withTenantChange } from '../events/tenant-change';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The import body: rows are checked one by one (each against vehicleImportRowSchema) so that a
 * bad row is reported as 'Row {n}: …' and skipped instead of failing the whole file.
 */
const importBodySchema = z.strictObject({
  rows: z
    .array(z.unknown().describe('A vehicleImportRowSchema object: a vehicle plus its rowNumber'), {
      error: 'rows must be a list',
    })
    .min(1, NO_VALID_VEHICLES_MESSAGE)
    .max(VEHICLE_LIMITS.importMax, `At most ${VEHICLE_LIMITS.importMax} rows per import`),
  columns: importColumnsSchema.optional(),
});

/** A 10,000-row import is a few MB of JSON; other routes keep Fastify's 1 MiB limit. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The right a batch needs (docs/decisions/0010-batch-rights.md): one vehicle is an ordinary
 * edit or delete (user), several are a bulk edit (manager) or a bulk delete (admin), spec 6.
 */
export function batchRight(batch: Pick<VehicleBatch, 'action' | 'ids'>): Right {
  const bulk = new Set(batch.ids).size > 1;
  if (batch.action === 'delete') return bulk ? 'vehicles.bulkDelete' : 'vehicles.delete';
  return bulk ? 'vehicles.bulkEdit' : 'vehicles.edit';
}

/** POST /api/vehicles/batch and POST /api/vehicles/import. */
export async function bulkVehicleRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/vehicles/batch',
    {
      config: { writes: 'vehicles' },
      preValidation: requireRight('vehicles.edit'),
      schema: { body: vehicleBatchSchema, response: { 200: vehicleBatchResultSchema, ...errors } },
    },
    async (request) => {
      const { tenant, user } = authOf(request);
      if (!can(user.role, batchRight(request.body))) throw forbidden();
      const context = { dealershipId: tenant.id, actor: actorOf(request), now: app.clock() };
      const affected = await withTenantChange(app, tenant.id, async (tx, emit) => {
        const changed = await batchVehicles(tx, { ...context, ...request.body });
        if (changed.length > 0) {
          emit({ type: 'vehicle', action: request.body.action });
          emit({ type: 'activity' });
        }
        return changed;
      });
      return { affected: affected.length };
    },
  );

  routes.post(
    '/api/vehicles/import',
    {
      config: { writes: 'vehicles' },
      preValidation: requireRight('vehicles.import'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        body: importBodySchema,
        response: { 200: importResultSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => {
      const { tenant } = authOf(request);
      const context = { dealershipId: tenant.id, actor: actorOf(request), now: app.clock() };
      return withTenantChange(app, tenant.id, async (tx, emit) => {
        const { written, ...result } = await importVehicles(tx, {
          ...context,
          rows: request.body.rows,
          columns: request.body.columns,
        });
        if (written > 0) {
          emit({ type: 'vehicle', action: 'imported' });
          emit({ type: 'activity' });
        }
        return result;
      });
    },
  );
}
