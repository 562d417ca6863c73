import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { EARLY_API_PATHS } from './paths';

/** GET /api/tenant/info (spec 3 Tenant info, 7): the host's dealership and brand colour. */
const tenantInfoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** theme.primaryColor as '#RRGGBB', else the default red. */
    brandColor: z.string(),
  })
  .meta({ id: 'TenantInfo' });

/**
 * The dealership of the host, public so the sign-in pages are branded too. A host that names
 * no dealership is 404 (documented for every endpoint by registerEndpoint).
 */
export const tenantApi = {
  info: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.tenantInfo,
    operationId: 'getTenantInfo',
    summary: "The host's dealership and its brand colour",
    tag: 'config',
    access: { kind: 'public' },
    responses: { 200: tenantInfoSchema },
  }),
} as const;
