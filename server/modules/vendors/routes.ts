import type { FastifyInstance } from 'fastify';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { can } from '@domain/permissions';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { findVehicleRow } from '../../db/vehicle-rows';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { changeVendorJob, sendVendorJob } from './jobs';
import { registerLateVendorJobs } from './late-jobs';
import { vendorLinkPhotoRoutes } from './link-photos';
import { vendorLinkRoutes } from './link-routes';
import { sendJobToVendor } from './notify';
import { listVehicleJobs, listVendorRows, toVendor, toVendorJob } from './repository';
import { readVendorScorecard } from './scorecard';
import { createVendor, updateVendor } from './vendors';

/** Vendors, a car's sublet jobs and the scorecard (domain/api/vendor-endpoints, issue #31). */
export async function vendorRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, vendorApi.list, async (request) => {
    const { tenant, user } = authOf(request);
    const rows = await request.withTenant((tx) => listVendorRows(tx, tenant.id));
    const withContact = can(user.role, 'vendors.manage');
    return { vendors: rows.map((row) => toVendor(row, withContact)) };
  });

  registerEndpoint(app, vendorApi.create, async (request, reply) => {
    const vendor = await changeTenant(request, (tx, change) =>
      createVendor(tx, { dealershipId: change.dealershipId, input: request.body, now: change.now }),
    );
    return reply.code(201).send(vendor);
  });

  registerEndpoint(app, vendorApi.update, async (request) =>
    changeTenant(request, (tx, change) =>
      updateVendor(tx, {
        dealershipId: change.dealershipId,
        id: request.params.id,
        input: request.body,
        now: change.now,
      }),
    ),
  );

  registerEndpoint(app, vendorApi.scorecard, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant((tx) =>
      readVendorScorecard(tx, tenant.id, request.query, app.clock()),
    );
  });

  registerEndpoint(app, vendorApi.vehicleJobs, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant(async (tx) => {
      const row = await findVehicleRow(tx, tenant.id, request.params.id);
      if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
      return { jobs: await listVehicleJobs(tx, tenant.id, row.id) };
    });
  });

  registerEndpoint(app, vendorApi.sendJob, async (request, reply) => {
    const { tenant } = authOf(request);
    const sent = await changeTenant(request, async (tx, change) => {
      const result = await sendVendorJob(tx, change, request.params.id, request.body);
      return { ...result, config: await readConfig(tx, change.dealershipId) };
    });
    await sendJobToVendor(app, {
      dealership: tenant,
      vendor: sent.vendor,
      job: sent.job,
      vehicle: sent.vehicle,
      token: sent.token,
      timeZone: sent.config.businessHours.timeZone,
      money: sent.config.work,
    });
    return reply.code(201).send(toVendorJob(sent.job, sent.vendor));
  });

  registerEndpoint(app, vendorApi.changeJob, async (request) =>
    changeTenant(request, (tx, change) =>
      changeVendorJob(tx, change, request.params.id, request.body),
    ),
  );

  await app.register(vendorLinkRoutes);
  await app.register(vendorLinkPhotoRoutes);
  registerLateVendorJobs(app);
}
