import type { FastifyInstance } from 'fastify';
import { vinWarnings } from '@domain/vin';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { badRequest, notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { withinVehicleLimit } from '../../plugins/subscription';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import { bulkVehicleRoutes } from './bulk-routes';
import { answerStale, duplicateStockFromUniqueViolation, ifMatchVersion } from './concurrency';
import { createVehicle } from './create-vehicle';
import { deleteVehicle } from './delete-vehicle';
import { isWholeList, sendVehiclePage, sendWholeList } from './list-cache';
import { listVehicles } from './repository';
import { findVehicleRow, toVehicle } from '../../db/vehicle-rows';
import { listVehiclePage } from './page';
import { registerTrashPurge } from './trash-purge';
import { updateVehicle } from './update-vehicle';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';

/**
 * The dealership's vehicles (domain/api/vehicle-endpoints): list, read, add, change under
 * optimistic concurrency, remove. Every change writes its activity entry in the same
 * transaction and announces a live event once committed. Another dealership's vehicle is 404.
 */
export async function vehicleRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, vehicleApi.list, async (request, reply) => {
    const { tenant } = authOf(request);
    if (isWholeList(request.query)) return sendWholeList(request, reply, tenant.id);
    return request.withTenant((tx) => listVehicles(tx, tenant.id, request.query));
  });

  registerEndpoint(app, vehicleApi.page, async (request, reply) => {
    const { tenant } = authOf(request);
    const { q, ...query } = request.query;
    if (q) return request.withTenant((tx) => listVehiclePage(tx, tenant.id, request.query));
    return sendVehiclePage(request, reply, tenant.id, query);
  });

  registerEndpoint(app, vehicleApi.get, async (request) => {
    const { tenant } = authOf(request);
    const row = await request.withTenant((tx) => findVehicleRow(tx, tenant.id, request.params.id));
    if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
    return toVehicle(row);
  });

  registerEndpoint(app, vehicleApi.create, async (request, reply) => {
    const input = request.body;
    const vehicle = await changeTenant(request, async (tx, change) => {
      const created = await withinVehicleLimit(request, tx, () =>
        createVehicle(tx, { ...change, input }),
      );
      change.vehiclesChanged([created.id]);
      change.emit({ type: 'activity' });
      return created;
    }).catch((error: unknown) => duplicateStockFromUniqueViolation(error, input.stockNumber));
    return reply.code(201).send(withVinWarnings(vehicle));
  });

  registerEndpoint(app, vehicleApi.update, async (request, reply) => {
    const version = request.body.version ?? ifMatchVersion(request);
    if (version === undefined) {
      throw badRequest(
        'version: Version is required (in the body or an If-Match header)',
        'version',
      );
    }
    const patch = { ...request.body, version };
    try {
      return await changeTenant(request, async (tx, change) => {
        const updated = await updateVehicle(tx, { ...change, id: request.params.id, patch });
        if (updated.version !== version) {
          change.vehicleWritten(updated);
          change.emit({ type: 'activity' });
        }
        return withVinWarnings(updated);
      }).catch((error: unknown) =>
        duplicateStockFromUniqueViolation(error, request.body.stockNumber),
      );
    } catch (error) {
      return answerStale(reply, error);
    }
  });

  registerEndpoint(app, vehicleApi.remove, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request);
    try {
      await changeTenant(request, async (tx, change) => {
        await deleteVehicle(tx, { ...change, id: request.params.id, expectedVersion });
        change.vehiclesChanged([request.params.id]);
        change.emit({ type: 'activity' });
      });
      return { ok: true as const };
    } catch (error) {
      return answerStale(reply, error);
    }
  });

  await app.register(bulkVehicleRoutes);
  registerTrashPurge(app);
}

/** A written vehicle, with the VIN's warnings when it has any (a check digit that does not match). */
function withVinWarnings<V extends { vin: string | null }>(
  vehicle: V,
): V & { warnings?: string[] } {
  const warnings = vinWarnings(vehicle.vin);
  return warnings.length > 0 ? { ...vehicle, warnings } : vehicle;
}
