import type { FastifyInstance } from 'fastify';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { workflowApi } from '@domain/api/workflow-endpoints';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import { findVehicleRow } from '../../db/vehicle-rows';
import { readWorkflows } from './repository';
import { listVehicleStays } from './stays';
import { updateWorkflow } from './update-workflow';

/**
 * The recon steps (domain/api/workflow-endpoints, issue #26): both workflows' steps for every
 * signed-in user, the whole list replaced by an admin, and a vehicle's stays.
 */
export async function workflowRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, workflowApi.list, async (request) => {
    const { tenant } = authOf(request);
    return { workflows: await request.withTenant((tx) => readWorkflows(tx, tenant.id)) };
  });

  registerEndpoint(app, workflowApi.update, async (request) => {
    return changeTenant(request, async (tx, change) => {
      const updated = await updateWorkflow(tx, {
        dealershipId: change.dealershipId,
        workflow: request.params.workflow,
        body: request.body,
        actorId: change.actor.userId,
        now: change.now,
      });
      if (updated.changedVehicleIds.length > 0) change.vehiclesChanged(updated.changedVehicleIds);
      return updated.steps;
    });
  });

  registerEndpoint(app, vehicleApi.steps, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant(async (tx) => {
      const vehicle = await findVehicleRow(tx, tenant.id, request.params.id);
      if (!vehicle) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
      return { stays: await listVehicleStays(tx, tenant.id, vehicle.id) };
    });
  });
}
