import { tenantHost } from '@domain/host-mode';
import { configuredDomains, currentHostMode } from '@/lib/host';

function origin(host: string): string {
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${host}${port}`;
}

/**
 * A link to a marketing page. On the login host every path is the login page, so marketing
 * links go to the marketing domain; elsewhere they stay on the current host.
 */
export function marketingHref(path: string): string {
  if (currentHostMode().mode !== 'login') return path;
  return `${origin(configuredDomains().marketingDomain)}${path}`;
}

/** The tenant's own /sso-callback, for a login answer that carries no redirect URL. */
export function ssoCallbackUrl(slug: string, token: string): string {
  const query = new URLSearchParams({ token, tenant: slug });
  return `${origin(tenantHost(slug, configuredDomains()))}/sso-callback?${query.toString()}`;
}
