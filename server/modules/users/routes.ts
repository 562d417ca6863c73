import type { FastifyInstance } from 'fastify';
import { userApi } from '@domain/api/user-endpoints';
import { createUser } from '../../commands/create-user';
import { deleteUser } from './delete-user';
import { updateUser } from './update-user';
import { uniqueViolationConstraint } from '../../db/errors';
import { conflict, forbidden } from '../../lib/http-error';
import { assertStrongPassword } from '../../lib/new-password';
import { hashPassword } from '../../lib/passwords';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { USERNAME_TAKEN_MESSAGE } from '../auth/responses';
import { findUserRow, listUsers } from './repository';
import { MANAGER_CREATES_USERS_MESSAGE } from './rules';

/** Usernames are unique across the platform (universal login finds the tenant by them). */
function usernameConflict(error: unknown): never {
  if (uniqueViolationConstraint(error)?.startsWith('users_username')) {
    throw conflict(USERNAME_TAKEN_MESSAGE, 'username');
  }
  throw error;
}

/**
 * User management (spec 2.5 /users, spec 6): managers view and create users (role user
 * only); admins create any role, edit, disable, reset passwords and delete
 * (docs/decisions/0011-user-management-rules.md).
 */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, userApi.list, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant((tx) => listUsers(tx, tenant.id));
  });

  registerEndpoint(app, userApi.create, async (request, reply) => {
    const { tenant, user } = authOf(request);
    const { password, ...body } = request.body;
    if (user.role !== 'admin' && body.role !== 'user')
      throw forbidden(MANAGER_CREATES_USERS_MESSAGE);
    await assertStrongPassword(
      password,
      { ...body, dealershipName: tenant.name, subdomain: tenant.slug },
      'password',
    );
    const passwordHash = await hashPassword(password);
    const now = app.clock();
    const created = await request
      .withTenant((tx) => createUser(tx, { ...body, dealershipId: tenant.id, passwordHash, now }))
      .catch(usernameConflict);
    return reply.code(201).send({ ...created, createdAt: now, updatedAt: now });
  });

  registerEndpoint(app, userApi.update, async (request) => {
    const { tenant, user } = authOf(request);
    const { password, ...changes } = request.body;
    if (password !== undefined) {
      // Checked against the account as it will be: a new username or name counts too.
      const target = await request.withTenant((tx) =>
        findUserRow(tx, tenant.id, request.params.id),
      );
      await assertStrongPassword(
        password,
        { ...target, ...changes, dealershipName: tenant.name, subdomain: tenant.slug },
        'password',
      );
    }
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    return request
      .withTenant((tx) =>
        updateUser(tx, {
          dealershipId: tenant.id,
          actorId: user.id,
          targetId: request.params.id,
          changes,
          passwordHash,
          now: app.clock(),
        }),
      )
      .catch(usernameConflict);
  });

  registerEndpoint(app, userApi.remove, async (request) => {
    const { tenant, user } = authOf(request);
    await request.withTenant((tx) =>
      deleteUser(tx, { dealershipId: tenant.id, actorId: user.id, targetId: request.params.id }),
    );
    return { ok: true as const };
  });
}
