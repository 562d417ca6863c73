import { describe, expect, it } from 'vitest';
import { resolveHostMode, type HostDomains } from '@domain/host-mode';
import { ssoCallbackUrl } from './host-urls';

const domains: HostDomains = {
  mainDomain: 'lotready.com',
  appDomain: 'app.lotready.com',
  marketingDomain: 'lotready.io',
  devDomainSuffixes: ['.replit.dev'],
};

function at(host: string, port = '') {
  return { host: resolveHostMode(host, domains), domains, location: { protocol: 'https:', port } };
}

describe('ssoCallbackUrl (spec 4.3, Login)', () => {
  it.each([
    [
      'lotready.com',
      'sunset',
      'https://sunset.app.lotready.com/sso-callback?token=tok&tenant=sunset',
    ],
    ['localhost', 'demo', 'https://demo.app.lotready.com/sso-callback?token=tok&tenant=demo'],
    ['dealer-intranet.example', 'demo', '/sso-callback?token=tok&tenant=demo'],
    [
      'dealer-intranet.example',
      'sunset',
      'https://sunset.app.lotready.com/sso-callback?token=tok&tenant=sunset',
    ],
  ])('from %s for %s → %s', (host, slug, url) => {
    expect(ssoCallbackUrl(slug, 'tok', at(host))).toBe(url);
  });
});
