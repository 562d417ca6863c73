/** How a host is served (spec 2.1). One function decides it, for the browser router and the server. */
export type HostMode = 'marketing' | 'login' | 'app' | 'local';

export interface HostResolution {
  mode: HostMode;
  /** The tenant subdomain in app and local mode; null otherwise. */
  subdomain: string | null;
}

export interface HostDomains {
  /** The main production domain: login mode, with or without www. */
  mainDomain: string;
  /** The app domain: its root is the demo tenant, `{slug}.{appDomain}` is a tenant. */
  appDomain: string;
  /** A second, separate production domain serving the marketing site. */
  marketingDomain: string;
  /** Suffixes of the hosting platform's development domains (marketing mode). */
  devDomainSuffixes?: readonly string[];
}

export const DEMO_SUBDOMAIN = 'demo';

export const LOCAL_DOMAINS: HostDomains = {
  mainDomain: 'login.localhost',
  appDomain: 'app.localhost',
  marketingDomain: 'localhost',
  devDomainSuffixes: ['.replit.dev', '.repl.co'],
};

/** Lower-cases the host and strips its port and a trailing dot; IPv6 brackets are kept. */
export function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isIpAddress(host: string): boolean {
  return IPV4.test(host) || host.startsWith('[');
}

function normalizeDomain(domain: string): string {
  return normalizeHost(domain).replace(/^\./, '');
}

/** Resolves a Host header to the mode and tenant subdomain of spec 2.1. */
export function resolveHostMode(
  host: string,
  domains: HostDomains = LOCAL_DOMAINS,
): HostResolution {
  const name = normalizeHost(host);
  const main = normalizeDomain(domains.mainDomain);
  const app = normalizeDomain(domains.appDomain);
  const marketing = normalizeDomain(domains.marketingDomain);

  if (name === 'localhost' || isIpAddress(name)) return { mode: 'marketing', subdomain: null };
  if ((domains.devDomainSuffixes ?? []).some((suffix) => name.endsWith(suffix))) {
    return { mode: 'marketing', subdomain: null };
  }
  if (name === main || name === `www.${main}`) return { mode: 'login', subdomain: null };
  if (name === app) return { mode: 'app', subdomain: DEMO_SUBDOMAIN };
  if (name.endsWith(`.${app}`)) {
    const labels = name.slice(0, -(app.length + 1)).split('.');
    return { mode: 'app', subdomain: labels[labels.length - 1] ?? DEMO_SUBDOMAIN };
  }
  if (name === marketing || name === `www.${marketing}`)
    return { mode: 'marketing', subdomain: null };
  return { mode: 'local', subdomain: DEMO_SUBDOMAIN };
}

/** The host a tenant's staff use: `{slug}.{appDomain}`. */
export function tenantHost(slug: string, domains: HostDomains = LOCAL_DOMAINS): string {
  return `${slug}.${normalizeDomain(domains.appDomain)}`;
}
