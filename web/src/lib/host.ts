import {
  LOCAL_DOMAINS,
  resolveHostMode,
  type HostDomains,
  type HostResolution,
} from '@domain/host-mode';
import { useHydrated } from './use-hydrated';

/** Where the page is: its host mode, the configured domains, its scheme and port. */
export interface HostContext {
  host: HostResolution;
  domains: HostDomains;
  location: { protocol: string; port: string };
}

/** The domains the server configured, injected into index.html as a meta tag. */
export function configuredDomains(doc: Document = document): HostDomains {
  const content = doc.querySelector('meta[name="lotready-domains"]')?.getAttribute('content');
  if (!content) return LOCAL_DOMAINS;
  try {
    const parsed = JSON.parse(content) as Partial<HostDomains>;
    return { ...LOCAL_DOMAINS, ...parsed };
  } catch {
    return LOCAL_DOMAINS;
  }
}

export function currentHostMode(): HostResolution {
  return resolveHostMode(window.location.host, configuredDomains());
}

export function currentHostContext(): HostContext {
  return { host: currentHostMode(), domains: configuredDomains(), location: window.location };
}

/** `https://host:port` for another host of this deployment, on the current scheme and port. */
export function hostOrigin(host: string, { protocol, port }: HostContext['location']): string {
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}

/**
 * A link to a marketing page. A login host shows the login page at every path, and a tenant
 * host shows the login page or the board to its visitors (spec 2.4), so from there marketing
 * links go to the marketing domain; elsewhere (and while pre-rendering, which is for the
 * marketing host) they stay on the current host.
 */
export function marketingHref(path: string, context?: HostContext): string {
  if (!context && typeof window === 'undefined') return path;
  const { host, domains, location } = context ?? currentHostContext();
  if (host.mode !== 'login' && host.mode !== 'app') return path;
  return `${hostOrigin(domains.marketingDomain, location)}${path}`;
}

/**
 * marketingHref in a page that may hydrate pre-rendered HTML (the login host's sign-in page):
 * the build knows no host and rendered the bare path, so hydration renders it too (a different
 * href would stay unpatched) and the next render puts the marketing domain in.
 */
export function useMarketingHref(path: string): string {
  return useHydrated() ? marketingHref(path) : path;
}

/**
 * A link into the staff app (the board, the inventory). The marketing host serves no staff
 * screens, so from there it goes to the login host, which signs the person in and hands them
 * to their dealership (spec 2.4); a login, tenant or local host has the app on its own paths.
 */
export function appHref(path: string, context?: HostContext): string {
  if (!context && typeof window === 'undefined') return path;
  const { host, domains, location } = context ?? currentHostContext();
  if (host.mode !== 'marketing') return path;
  return `${hostOrigin(domains.mainDomain, location)}${path}`;
}
