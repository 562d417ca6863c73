import { tenantHost } from '@domain/host-mode';
import type { ServerConfig } from '../config';

/**
 * `scheme://hostname[:port]` from configuration. Absolute links (sign-in redirects, reset mails)
 * are built only from here, never from the Host header, which a client controls.
 */
export function publicOrigin(config: ServerConfig, hostname: string): string {
  const defaultPort = config.publicScheme === 'https' ? 443 : 80;
  const port =
    config.publicPort === undefined || config.publicPort === defaultPort
      ? ''
      : `:${config.publicPort}`;
  return `${config.publicScheme}://${hostname}${port}`;
}

/** Where universal login sends the browser: the tenant host's sign-in completion page. */
export function ssoCallbackUrl(config: ServerConfig, slug: string, token: string): string {
  return `${publicOrigin(config, tenantHost(slug, config.domains))}${ssoCallbackPath(slug, token)}`;
}

/** The sign-in completion path with its query (spec 2.3: token and tenant). */
export function ssoCallbackPath(slug: string, token: string): string {
  const query = new URLSearchParams({ token, tenant: slug });
  return `/sso-callback?${query.toString()}`;
}

/** The reset link of a password reset mail: the main (login) domain's /reset-password. */
export function resetPasswordUrl(config: ServerConfig, token: string): string {
  const query = new URLSearchParams({ token });
  return `${publicOrigin(config, config.domains.mainDomain)}/reset-password?${query.toString()}`;
}
