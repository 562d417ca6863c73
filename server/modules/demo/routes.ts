import type { FastifyInstance } from 'fastify';
import { demoApi } from '@domain/api/demo-endpoints';
import { registerEndpoint } from '../../plugins/endpoints';
import { requireRecentReauth } from '../../plugins/session';
import { withinVehicleLimit } from '../../plugins/subscription';
import { changeTenant } from '../../plugins/tenant-change';
import { addDemoVehicles } from './add-demo-vehicles';
import { outsidePhotosOf, removeOutsideFiles } from '../photos/outside-files';
import { clearVehicles } from './clear-vehicles';

/** Load the demo vehicles and clear all vehicles (domain/api/demo-endpoints). */
export async function demoVehicleRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, demoApi.addDemoVehicles, async (request, reply) => {
    const added = await changeTenant(request, async (tx, change) => {
      const vehicles = await withinVehicleLimit(request, tx, () => addDemoVehicles(tx, change));
      change.vehiclesChanged(vehicles.map((vehicle) => vehicle.id));
      change.emit({ type: 'activity' });
      return vehicles;
    });
    return reply.code(201).send({ added: added.length });
  });

  registerEndpoint(app, demoApi.clearVehicles, async (request) => {
    requireRecentReauth(request);
    const { removed, outsideFiles } = await changeTenant(request, async (tx, change) => {
      // Read before the cars go: their photos' rows cascade, files outside the database not.
      const files = await outsidePhotosOf(tx, change.dealershipId, 'cars');
      const removedIds = await clearVehicles(tx, change);
      if (removedIds.length > 0) {
        change.vehiclesChanged(removedIds);
        change.emit({ type: 'activity' });
      }
      return { removed: removedIds.length, outsideFiles: files };
    });
    await removeOutsideFiles(request.server, outsideFiles);
    return { removed };
  });
}
