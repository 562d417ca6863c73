import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '@domain/api/dashboard-endpoints';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import {
  deleteDashboard,
  findDashboard,
  insertDashboard,
  listDashboards,
  updateDashboard,
} from './repository';

export const DASHBOARD_NOT_FOUND_MESSAGE = 'Dashboard not found';

function found<T>(value: T | null): T {
  if (value === null) throw notFound(DASHBOARD_NOT_FOUND_MESSAGE);
  return value;
}

/**
 * Custom dashboards (domain/api/dashboard-endpoints): every user views them, managers create
 * and edit them, admins delete them. Another dealership's dashboard is 404.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, dashboardApi.list, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant((tx) => listDashboards(tx, tenant.id));
  });

  registerEndpoint(app, dashboardApi.get, async (request) => {
    const { tenant } = authOf(request);
    return found(await request.withTenant((tx) => findDashboard(tx, tenant.id, request.params.id)));
  });

  registerEndpoint(app, dashboardApi.create, async (request, reply) => {
    const { tenant, user } = authOf(request);
    const props = {
      dealershipId: tenant.id,
      userId: user.id,
      input: request.body,
      now: app.clock(),
    };
    return reply.code(201).send(await request.withTenant((tx) => insertDashboard(tx, props)));
  });

  // PUT replaces the name and widgets, PATCH changes those sent: the repository merges either.
  for (const endpoint of [dashboardApi.replace, dashboardApi.update]) {
    registerEndpoint(app, endpoint, async (request) => {
      const { tenant } = authOf(request);
      const { id } = request.params;
      return found(
        await request.withTenant((tx) =>
          updateDashboard(tx, tenant.id, id, request.body, app.clock()),
        ),
      );
    });
  }

  registerEndpoint(app, dashboardApi.remove, async (request) => {
    const { tenant } = authOf(request);
    const deleted = await request.withTenant((tx) =>
      deleteDashboard(tx, tenant.id, request.params.id),
    );
    if (!deleted) throw notFound(DASHBOARD_NOT_FOUND_MESSAGE);
    return { ok: true as const };
  });
}
