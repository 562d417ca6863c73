import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@domain/api/common';
import { configResponseSchema, configUpdateSchema } from '@domain/api/config';
import { authOf, requireRight, requireUser } from '../../plugins/session';
import { withTenantChange } from '../events/tenant-change';
import { readConfig, writeConfig } from './repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * GET /api/config for every signed-in user (the boards need the thresholds and labels) and
 * PUT /api/config for admins (spec 6: manage settings), validated by the domain schema so an
 * out-of-range value is a 400 naming the field. Saving announces a 'config' live event.
 */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/config',
    {
      preValidation: requireUser(),
      schema: { response: { 200: configResponseSchema, ...errors } },
    },
    async (request) => {
      const { tenant } = authOf(request);
      return request.withTenant((tx) => readConfig(tx, tenant.id));
    },
  );

  routes.put(
    '/api/config',
    {
      preValidation: requireRight('settings.manage'),
      schema: { body: configUpdateSchema, response: { 200: configResponseSchema, ...errors } },
    },
    async (request) => {
      const { tenant } = authOf(request);
      const config = request.body;
      await withTenantChange(app, tenant.id, async (tx, emit) => {
        await writeConfig(tx, tenant.id, config, app.clock());
        emit({ type: 'config', action: 'updated' });
      });
      return config;
    },
  );
}
