import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userPreferencesSchema, userPreferencesUpdateSchema } from '@domain/api/auth';
import { errorBodySchema } from '@domain/api/common';
import { authOf, requireUser } from '../../plugins/session';
import { readPreferences, updatePreferences } from './repository';

/** GET and POST /api/user/preferences: the signed-in user's own preferences (spec 3, 7). */
export async function preferencesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  routes.get(
    '/api/user/preferences',
    {
      preValidation: requireUser(),
      schema: { response: { 200: userPreferencesSchema, ...errors } },
    },
    async (request) => {
      const { user } = authOf(request);
      return request.withTenant((tx) => readPreferences(tx, user.dealershipId, user.id));
    },
  );

  routes.post(
    '/api/user/preferences',
    {
      preValidation: requireUser(),
      schema: {
        body: userPreferencesUpdateSchema,
        response: { 200: userPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const owner = { dealershipId: user.dealershipId, userId: user.id };
      return request.withTenant((tx) => updatePreferences(tx, owner, request.body, app.clock()));
    },
  );
}
