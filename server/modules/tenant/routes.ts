import type { FastifyInstance } from 'fastify';
import { tenantApi } from '@domain/api/tenant-endpoints';
import {
  DEFAULT_BRAND_COLOR,
  brandColorForPicker,
  isHexColor,
  mergeWithDefaults,
} from '@domain/dealership-config';
import { withTenantTransaction } from '../../db/transactions';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { UNKNOWN_TENANT_MESSAGE } from '../../plugins/tenant';
import { readDealershipConfig } from './repository';

/** theme.primaryColor of a stored configuration as '#RRGGBB', else #DC2626 (spec 3, 5). */
export function brandColorOf(storedConfig: unknown): string {
  const color = mergeWithDefaults(storedConfig).theme.primaryColor;
  return isHexColor(color) ? brandColorForPicker(color) : DEFAULT_BRAND_COLOR;
}

/**
 * GET /api/tenant/info: the host's dealership and its brand colour (spec 3, 7). Public on a
 * tenant host, since the login and sign-in pages are branded too; 404 on other hosts.
 */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, tenantApi.info, async (request) => {
    const tenant = request.tenant;
    if (!tenant) throw notFound(UNKNOWN_TENANT_MESSAGE);
    const config = await withTenantTransaction(app.db, tenant.id, (tx) =>
      readDealershipConfig(tx, tenant.id),
    );
    return {
      id: tenant.id,
      name: tenant.name,
      slug: tenant.slug,
      brandColor: brandColorOf(config),
    };
  });
}
