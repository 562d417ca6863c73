import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { superAdminLoginRequestSchema, superAdminSessionResponseSchema } from '@domain/api/auth';
import { errorBodySchema, okSchema } from '@domain/api/common';
import { checkCredentials } from '../../commands/check-credentials';
import { unauthorized } from '../../lib/http-error';
import {
  endSuperAdminSession,
  loadSuperAdmin,
  startSuperAdminSession,
} from '../../plugins/super-admin-session';
import { findSuperAdminByUsername } from './repository';

export const INVALID_SUPER_ADMIN_MESSAGE = 'Invalid super admin credentials'; // spec 8

/**
 * The platform super admin's sign-in (spec 2.2, 7). Its cookie and session table are its own:
 * a tenant session is never a super-admin one, and the other way round.
 */
export async function superAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

  routes.get(
    '/api/super-admin/session',
    { schema: { response: { 200: superAdminSessionResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      const admin = await loadSuperAdmin(request);
      if (!admin) throw unauthorized('Not authenticated');
      return { user: admin };
    },
  );

  routes.post(
    '/api/super-admin/login',
    {
      schema: {
        body: superAdminLoginRequestSchema,
        response: { 200: superAdminSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await checkCredentials(request, reply, {
        ...request.body,
        kind: 'super-admin',
        lookup: (username) => findSuperAdminByUsername(app.db, username),
        canSignIn: () => true,
        failureMessage: INVALID_SUPER_ADMIN_MESSAGE,
      });
      await startSuperAdminSession(request, reply, admin.id);
      return { user: { id: admin.id, username: admin.username, fullName: admin.fullName } };
    },
  );

  routes.post(
    '/api/super-admin/logout',
    { schema: { response: { 200: okSchema } } },
    async (request, reply) => {
      await endSuperAdminSession(request, reply);
      return { ok: true as const };
    },
  );
}
