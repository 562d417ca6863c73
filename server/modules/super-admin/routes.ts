import type { FastifyInstance } from 'fastify';
import { superAdminApi } from '@domain/api/super-admin-endpoints';
import { checkCredentials } from '../../commands/check-credentials';
import { registerEndpoint } from '../../plugins/endpoints';
import {
  endSuperAdminSession,
  endSuperAdminSessions,
  startSuperAdminSession,
  superAdminOf,
} from '../../plugins/super-admin-session';
import { findSuperAdminByUsername } from './repository';

export const INVALID_SUPER_ADMIN_MESSAGE = 'Invalid super admin credentials'; // spec 8

/**
 * The platform super admin's sign-in (spec 2.2, 7). Its cookie and session table are its own:
 * a tenant session is never a super-admin one, and the other way round.
 */
export async function superAdminRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, superAdminApi.session, async (request) => ({
    user: superAdminOf(request),
  }));

  registerEndpoint(app, superAdminApi.login, async (request, reply) => {
    const admin = await checkCredentials(request, reply, {
      ...request.body,
      kind: 'super-admin',
      lookup: (username) => findSuperAdminByUsername(app.db, username),
      canSignIn: () => true,
      failureMessage: INVALID_SUPER_ADMIN_MESSAGE,
    });
    await startSuperAdminSession(request, reply, admin.id);
    return { user: { id: admin.id, username: admin.username, fullName: admin.fullName } };
  });

  registerEndpoint(app, superAdminApi.logout, async (request, reply) => {
    await endSuperAdminSession(request, reply);
    return { ok: true as const };
  });

  registerEndpoint(app, superAdminApi.logoutEverywhere, async (request, reply) => {
    await endSuperAdminSessions(request, reply, superAdminOf(request).id);
    return { ok: true as const };
  });
}
