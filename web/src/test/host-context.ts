import { resolveHostMode, type HostDomains } from '@domain/host-mode';
import type { HostContext } from '@/lib/host';

/** Production-like domains: the login host, the tenants' app domain, a second marketing domain. */
export const TEST_DOMAINS: HostDomains = {
  mainDomain: 'lotready.com',
  appDomain: 'app.lotready.com',
  marketingDomain: 'lotready.io',
  devDomainSuffixes: ['.replit.dev'],
};

/** The host context of a page served from `host` over https (the port as the page has it). */
export function hostContextAt(host: string, port = ''): HostContext {
  return {
    host: resolveHostMode(host, TEST_DOMAINS),
    domains: TEST_DOMAINS,
    location: { protocol: 'https:', port },
  };
}
