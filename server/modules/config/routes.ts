import type { FastifyInstance } from 'fastify';
import { configApi } from '@domain/api/config-endpoints';
import { userViewOfConfig } from '@domain/dealership-config';
import { can } from '@domain/permissions';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import { readConfig, writeConfig } from './repository';

/**
 * GET /api/config for every signed-in user (a user's view for role user) and PUT /api/config
 * for admins (domain/api/config-endpoints). Saving announces a 'config' live event.
 */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, configApi.get, async (request) => {
    const { tenant, user } = authOf(request);
    const config = await request.withTenant((tx) => readConfig(tx, tenant.id));
    // A user's screens need no manager-only switch (issue #28 item 7).
    return can(user.role, 'settings.view') ? config : userViewOfConfig(config);
  });

  registerEndpoint(app, configApi.update, async (request) => {
    const config = request.body;
    await changeTenant(request, async (tx, change) => {
      await writeConfig(tx, change.dealershipId, config, change.now);
      change.emit({ type: 'config', action: 'updated' });
    });
    return config;
  });
}
