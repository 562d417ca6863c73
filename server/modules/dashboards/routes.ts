import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, okSchema } from '@domain/api/common';
import {
  dashboardIdParamsSchema,
  dashboardInputSchema,
  dashboardListSchema,
  dashboardPatchSchema,
  dashboardSchema,
} from '@domain/api/dashboards';
import { notFound } from '../../lib/http-error';
import { authOf, requireRight } from '../../plugins/session';
import {
  deleteDashboard,
  findDashboard,
  insertDashboard,
  listDashboards,
  updateDashboard,
} from './repository';

export const DASHBOARD_NOT_FOUND_MESSAGE = 'Dashboard not found';
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const withNotFound = { ...errors, 404: errorBodySchema };

/**
 * Custom dashboards (spec 2.5, 6): every user views them, managers create and edit them,
 * admins delete them. Another dealership's dashboard is 404.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const found = <T>(value: T | null): T => {
    if (value === null) throw notFound(DASHBOARD_NOT_FOUND_MESSAGE);
    return value;
  };

  routes.get(
    '/api/dashboards',
    {
      preValidation: requireRight('dashboards.view'),
      schema: { response: { 200: dashboardListSchema, ...errors } },
    },
    async (request) => {
      const { tenant } = authOf(request);
      return request.withTenant((tx) => listDashboards(tx, tenant.id));
    },
  );

  routes.get(
    '/api/dashboards/:id',
    {
      preValidation: requireRight('dashboards.view'),
      schema: {
        params: dashboardIdParamsSchema,
        response: { 200: dashboardSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { tenant } = authOf(request);
      return found(
        await request.withTenant((tx) => findDashboard(tx, tenant.id, request.params.id)),
      );
    },
  );

  routes.post(
    '/api/dashboards',
    {
      preValidation: requireRight('dashboards.create'),
      schema: { body: dashboardInputSchema, response: { 201: dashboardSchema, ...errors } },
    },
    async (request, reply) => {
      const { tenant, user } = authOf(request);
      const props = {
        dealershipId: tenant.id,
        userId: user.id,
        input: request.body,
        now: app.clock(),
      };
      return reply.code(201).send(await request.withTenant((tx) => insertDashboard(tx, props)));
    },
  );

  for (const [method, body] of [
    ['put', dashboardInputSchema],
    ['patch', dashboardPatchSchema],
  ] as const) {
    routes[method](
      '/api/dashboards/:id',
      {
        preValidation: requireRight('dashboards.edit'),
        schema: {
          params: dashboardIdParamsSchema,
          body,
          response: { 200: dashboardSchema, ...withNotFound },
        },
      },
      async (request) => {
        const { tenant } = authOf(request);
        const { id } = request.params;
        return found(
          await request.withTenant((tx) =>
            updateDashboard(tx, tenant.id, id, request.body, app.clock()),
          ),
        );
      },
    );
  }

  routes.delete(
    '/api/dashboards/:id',
    {
      preValidation: requireRight('dashboards.delete'),
      schema: { params: dashboardIdParamsSchema, response: { 200: okSchema, ...withNotFound } },
    },
    async (request) => {
      const { tenant } = authOf(request);
      const deleted = await request.withTenant((tx) =>
        deleteDashboard(tx, tenant.id, request.params.id),
      );
      if (!deleted) throw notFound(DASHBOARD_NOT_FOUND_MESSAGE);
      return { ok: true as const };
    },
  );
}
