import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@domain/api/common';
import { addDemoVehicles } from './add-demo-vehicles';
import { clearVehicles } from './clear-vehicles';
import { authOf, requireRecentReauth, requireRight } from '../../plugins/session';
import { actorOf } from '../activity/actor';
import { withTenantChange } from '../events/tenant-change';

const addedSchema = z.object({ added: z.number().int().nonnegative() });
const removedSchema = z.object({ removed: z.number().int().nonnegative() });
/** The add call has no body (spec 7); an empty JSON object is accepted too. */
const emptyBodySchema = z.strictObject({}).nullish();
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The System Config data actions (spec 2.9, 4.3, 7): load the 18 demo vehicles (manager and
 * above: manage vehicles) and clear all vehicles (admin: bulk delete, and only within five
 * minutes of confirming the password through POST /api/auth/login).
 */
export async function demoVehicleRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/dev/add-demo-vehicles',
    {
      preValidation: requireRight('vehicles.manage'),
      schema: { body: emptyBodySchema, response: { 201: addedSchema, ...errors } },
    },
    async (request, reply) => {
      const { tenant } = authOf(request);
      const context = { dealershipId: tenant.id, actor: actorOf(request), now: app.clock() };
      const added = await withTenantChange(app, tenant.id, async (tx, emit) => {
        const vehicles = await addDemoVehicles(tx, context);
        emit({ type: 'vehicle', action: 'demo-added' });
        emit({ type: 'activity' });
        return vehicles;
      });
      return reply.code(201).send({ added: added.length });
    },
  );

  routes.delete(
    '/api/dev/clear-demo-vehicles',
    {
      preValidation: requireRight('vehicles.bulkDelete'),
      schema: { response: { 200: removedSchema, ...errors } },
    },
    async (request) => {
      const { tenant } = authOf(request);
      requireRecentReauth(request);
      const context = { dealershipId: tenant.id, actor: actorOf(request), now: app.clock() };
      const removed = await withTenantChange(app, tenant.id, async (tx, emit) => {
        const count = await clearVehicles(tx, context);
        if (count > 0) {
          emit({ type: 'vehicle', action: 'cleared' });
          emit({ type: 'activity' });
        }
        return count;
      });
      return { removed };
    },
  );
}
