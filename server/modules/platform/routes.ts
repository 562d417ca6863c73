import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, okSchema } from '@domain/api/common';
import { createDealership } from '../../commands/create-dealership';
import { createUser } from '../../commands/create-user';
import { uniqueViolationConstraint } from '../../db/errors';
import { withSystemTransaction } from '../../db/transactions';
import { conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { requireSuperAdmin } from '../../plugins/super-admin-session';
import { slugExists, usernameExists } from '../auth/repository';
import { SLUG_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from '../auth/responses';
import { listLeads } from '../leads/repository';
import { leadListQuerySchema, leadListSchema } from '@domain/api/leads';
import {
  dealershipExists,
  listDealershipSummaries,
  readNotificationSettings,
  setDealershipActive,
  writeNotificationSettings,
} from './repository';
import {
  createDealershipSchema,
  createdDealershipSchema,
  dealershipIdParamsSchema,
  dealershipPatchSchema,
  dealershipSummaryListSchema,
  notificationSettingsSchema,
} from '@domain/api/super-admin';
import { assertUncommonPassword } from '../../lib/common-passwords';

export const DEALERSHIP_NOT_FOUND_MESSAGE = 'Dealership not found';
const errors = { 400: errorBodySchema, 401: errorBodySchema };
const withNotFound = { ...errors, 404: errorBodySchema };

function conflictFromUniqueViolation(error: unknown): never {
  const constraint = uniqueViolationConstraint(error);
  if (constraint?.startsWith('dealerships_slug')) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
  if (constraint?.startsWith('users_username'))
    throw conflict(USERNAME_TAKEN_MESSAGE, 'admin.username');
  throw error;
}

/**
 * The platform super admin's API (spec 1, 2.2): dealerships with their counts, creating one
 * with its first admin, activating and deactivating, the leads of the public site and each
 * dealership's notification settings. Only the super-admin session opens it; tenant sessions
 * never do. Cross-tenant by nature, so it runs in system transactions.
 */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: requireSuperAdmin };
  const system = <T>(work: Parameters<typeof withSystemTransaction<T>>[1]) =>
    withSystemTransaction(app.db, work);

  routes.get(
    '/api/super-admin/dealerships',
    { ...guard, schema: { response: { 200: dealershipSummaryListSchema, ...errors } } },
    async () => system((tx) => listDealershipSummaries(tx, app.clock())),
  );

  routes.post(
    '/api/super-admin/dealerships',
    {
      ...guard,
      schema: {
        body: createDealershipSchema,
        response: { 201: createdDealershipSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { name, slug, admin } = request.body;
      assertUncommonPassword(admin.password, 'admin.password');
      const passwordHash = await hashPassword(admin.password);
      const now = app.clock();
      const dealership = await system(async (tx) => {
        if (await slugExists(tx, slug)) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
        if (await usernameExists(tx, admin.username))
          throw conflict(USERNAME_TAKEN_MESSAGE, 'admin.username');
        const created = await createDealership(tx, { name, slug, trialEndsAt: null, now });
        await createUser(tx, {
          dealershipId: created.id,
          username: admin.username,
          fullName: admin.fullName,
          email: admin.email,
          role: 'admin',
          passwordHash,
          now,
        });
        return created;
      }).catch(conflictFromUniqueViolation);
      return reply
        .code(201)
        .send({ id: dealership.id, name: dealership.name, slug: dealership.slug });
    },
  );

  routes.patch(
    '/api/super-admin/dealerships/:id',
    {
      ...guard,
      schema: {
        params: dealershipIdParamsSchema,
        body: dealershipPatchSchema,
        response: { 200: okSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await system((tx) =>
        setDealershipActive(tx, id, request.body.active, app.clock()),
      );
      if (!changed) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
      return { ok: true as const };
    },
  );

  routes.get(
    '/api/super-admin/leads',
    {
      ...guard,
      schema: { querystring: leadListQuerySchema, response: { 200: leadListSchema, ...errors } },
    },
    async (request) => listLeads(app.db, request.query.limit),
  );

  routes.get(
    '/api/super-admin/dealerships/:id/notification-settings',
    {
      ...guard,
      schema: {
        params: dealershipIdParamsSchema,
        response: { 200: notificationSettingsSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      return system(async (tx) => {
        if (!(await dealershipExists(tx, id))) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
        return readNotificationSettings(tx, id);
      });
    },
  );

  routes.put(
    '/api/super-admin/dealerships/:id/notification-settings',
    {
      ...guard,
      schema: {
        params: dealershipIdParamsSchema,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      await system(async (tx) => {
        if (!(await dealershipExists(tx, id))) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
        await writeNotificationSettings(tx, id, request.body, app.clock());
      });
      return request.body;
    },
  );
}
