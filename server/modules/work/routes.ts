import type { FastifyInstance } from 'fastify';
import { workApi } from '@domain/api/work-endpoints';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { findVehicleRow, toVehicle } from '../../db/vehicle-rows';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { actorOf, changeTenant } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { issueApprovalLinks, sendApprovalInvites } from './approval-links';
import { decideRequest, sendForApproval } from './approvals';
import { registerEscalation } from './escalation';
import { addWorkItems, deleteWorkItem, updateWorkItem } from './items';
import { approvalLinkRoutes } from './link-routes';
import { findRequestRow, readVehicleWork } from './repository';
import { deleteJobTemplate, findJobTemplate, listJobTemplates, saveJobTemplate } from './templates';

export const REQUEST_NOT_FOUND_MESSAGE = 'No such approval request';

/** A car's work, job templates and approvals (domain/api/work-endpoints, issue #33). */
export async function workRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, workApi.list, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant(async (tx) => {
      const row = await findVehicleRow(tx, tenant.id, request.params.id);
      if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
      return readVehicleWork(tx, tenant.id, toVehicle(row));
    });
  });

  registerEndpoint(app, workApi.create, async (request, reply) => {
    const [item] = await changeTenant(request, (tx, change) =>
      addWorkItems(tx, change, request.params.id, [request.body]),
    );
    if (!item) throw new Error('work item not written');
    return reply.code(201).send(item);
  });

  registerEndpoint(app, workApi.applyTemplate, async (request, reply) => {
    const work = await changeTenant(request, async (tx, change) => {
      const template = await findJobTemplate(tx, change.dealershipId, request.body.templateId);
      await addWorkItems(tx, change, request.params.id, template.lines);
      const row = await findVehicleRow(tx, change.dealershipId, request.params.id);
      if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
      return readVehicleWork(tx, change.dealershipId, toVehicle(row));
    });
    return reply.code(201).send(work);
  });

  registerEndpoint(app, workApi.update, async (request) =>
    changeTenant(request, (tx, change) =>
      updateWorkItem(tx, change, request.params.id, request.body),
    ),
  );

  registerEndpoint(app, workApi.remove, async (request) => {
    await changeTenant(request, (tx, change) => deleteWorkItem(tx, change, request.params.id));
    return { ok: true as const };
  });

  registerEndpoint(app, workApi.sendForApproval, async (request) => {
    const { tenant } = authOf(request);
    const result = await changeTenant(request, async (tx, change) => {
      const sent = await sendForApproval(tx, change, request.params.id, request.body.itemIds);
      const invites =
        sent.outcome === 'requested'
          ? await issueApprovalLinks(tx, {
              dealershipId: change.dealershipId,
              requestId: sent.request.id,
              approverId: sent.request.approverId,
              now: change.now,
            })
          : [];
      const { work } = await readConfig(tx, change.dealershipId);
      return {
        sent,
        invites,
        work,
        view: await readVehicleWork(tx, change.dealershipId, sent.vehicle),
      };
    });
    const { sent } = result;
    if (sent.outcome === 'requested') {
      await sendApprovalInvites(app, {
        dealership: tenant,
        vehicle: sent.vehicle,
        totalCents: sent.request.totalCents,
        lines: sent.lines,
        reasons: sent.reasons,
        work: result.work,
        invites: result.invites,
      });
    }
    return { outcome: sent.outcome, work: result.view };
  });

  registerEndpoint(app, workApi.decide, async (request) =>
    changeTenant(request, async (tx, change) => {
      const found = await findRequestRow(tx, change.dealershipId, request.params.id);
      if (!found) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
      const { user } = authOf(request);
      const vehicle = await decideRequest(tx, change, found, request.body, {
        how: 'record',
        name: user.fullName || actorOf(request).username,
      });
      return readVehicleWork(tx, change.dealershipId, vehicle);
    }),
  );

  registerEndpoint(app, workApi.templates, async (request) => {
    const { tenant } = authOf(request);
    return { templates: await request.withTenant((tx) => listJobTemplates(tx, tenant.id)) };
  });

  registerEndpoint(app, workApi.createTemplate, async (request, reply) => {
    const template = await changeTenant(request, (tx, change) =>
      saveJobTemplate(tx, {
        dealershipId: change.dealershipId,
        input: request.body,
        now: change.now,
      }),
    );
    return reply.code(201).send(template);
  });

  registerEndpoint(app, workApi.updateTemplate, async (request) =>
    changeTenant(request, (tx, change) =>
      saveJobTemplate(tx, {
        dealershipId: change.dealershipId,
        id: request.params.id,
        input: request.body,
        now: change.now,
      }),
    ),
  );

  registerEndpoint(app, workApi.deleteTemplate, async (request) => {
    await changeTenant(request, (tx, change) =>
      deleteJobTemplate(tx, change.dealershipId, request.params.id),
    );
    return { ok: true as const };
  });

  await app.register(approvalLinkRoutes);
  registerEscalation(app);
}
