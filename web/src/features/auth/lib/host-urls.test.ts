import { describe, expect, it } from 'vitest';
import { ssoCallbackUrl } from './host-urls';
import { hostContextAt as at } from '@/test/host-context';

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
