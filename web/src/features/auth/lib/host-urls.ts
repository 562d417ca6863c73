import { tenantHost, type HostDomains, type HostResolution } from '@domain/host-mode';
import { configuredDomains, currentHostMode } from '@/lib/host';

interface HostContext {
  host: HostResolution;
  domains: HostDomains;
  location: { protocol: string; port: string };
}

function currentContext(): HostContext {
  return { host: currentHostMode(), domains: configuredDomains(), location: window.location };
}

function origin(host: string, { protocol, port }: HostContext['location']): string {
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}

/**
 * A link to a marketing page. A login host shows the login page at every path, and a tenant
 * host shows the login page or the board to its visitors (spec 2.4), so from there marketing
 * links go to the marketing domain; elsewhere they stay on the current host.
 */
export function marketingHref(path: string, context: HostContext = currentContext()): string {
  const { mode } = context.host;
  if (mode !== 'login' && mode !== 'app') return path;
  return `${origin(context.domains.marketingDomain, context.location)}${path}`;
}

/**
 * Where a sign-in continues when the answer carries no redirect URL (spec 4.3): the
 * dealership's own subdomain /sso-callback, or the local /sso-callback on a local host that
 * serves that dealership — the same rule the server applies to its redirectUrl.
 */
export function ssoCallbackUrl(
  slug: string,
  token: string,
  context: HostContext = currentContext(),
): string {
  const path = `/sso-callback?${new URLSearchParams({ token, tenant: slug }).toString()}`;
  const { mode, subdomain } = context.host;
  if (mode === 'local' && subdomain === slug) return path;
  return `${origin(tenantHost(slug, context.domains), context.location)}${path}`;
}
