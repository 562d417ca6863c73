import type { FastifyInstance } from 'fastify';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { can } from '@domain/permissions';
import { batchRight } from '@domain/vehicle/batch';
import { forbidden } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { withinVehicleLimit } from '../../plugins/subscription';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import { batchVehicles } from './batch-vehicles';
import { importVehicles } from './import-vehicles';
import { restoreVehicles } from './restore-vehicles';

/** A 10,000-row import is a few MB of JSON; other routes keep Fastify's 1 MiB limit. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** POST /api/vehicles/batch, /restore (undo) and /import. */
export async function bulkVehicleRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, vehicleApi.batch, async (request) => {
    const { user } = authOf(request);
    if (!can(user.role, batchRight(request.body))) throw forbidden();
    const affected = await changeTenant(request, async (tx, change) => {
      const changed = await batchVehicles(tx, { ...change, ...request.body });
      if (changed.length > 0) {
        change.vehiclesChanged(changed.map((vehicle) => vehicle.id));
        change.emit({ type: 'activity' });
      }
      return changed;
    });
    return { affected: affected.length };
  });

  registerEndpoint(app, vehicleApi.restore, async (request) => {
    const { user } = authOf(request);
    const ids = request.body.vehicles.map((item) => item.id);
    // Undoing a change to several vehicles is a bulk edit, as the change was (0010).
    if (!can(user.role, batchRight({ action: 'star', ids }))) throw forbidden();
    const restored = await changeTenant(request, async (tx, change) => {
      const changed = await restoreVehicles(tx, { ...change, vehicles: request.body.vehicles });
      if (changed.length > 0) {
        change.vehiclesChanged(changed.map((vehicle) => vehicle.id));
        change.emit({ type: 'activity' });
      }
      return changed;
    });
    return { affected: restored.length };
  });

  registerEndpoint(
    app,
    vehicleApi.import,
    async (request) =>
      changeTenant(request, async (tx, change) => {
        const { writtenIds, ...result } = await withinVehicleLimit(request, tx, () =>
          importVehicles(tx, { ...change, rows: request.body.rows, columns: request.body.columns }),
        );
        if (writtenIds.length > 0) {
          change.vehiclesChanged(writtenIds);
          change.emit({ type: 'activity' });
        }
        return result;
      }),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
}
