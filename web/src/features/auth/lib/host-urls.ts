import { tenantHost } from '@domain/host-mode';
import { currentHostContext, hostOrigin, type HostContext } from '@/lib/host';
import { PATHS } from '@/lib/paths';

/**
 * Where a sign-in continues when the answer carries no redirect URL (spec 4.3): the
 * dealership's own subdomain /sso-callback, or the local /sso-callback on a local host that
 * serves that dealership — the same rule the server applies to its redirectUrl.
 */
export function ssoCallbackUrl(
  slug: string,
  token: string,
  context: HostContext = currentHostContext(),
): string {
  const path = `${PATHS.ssoCallback}?${new URLSearchParams({ token, tenant: slug }).toString()}`;
  const { mode, subdomain } = context.host;
  if (mode === 'local' && subdomain === slug) return path;
  return `${hostOrigin(tenantHost(slug, context.domains), context.location)}${path}`;
}
