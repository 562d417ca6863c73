import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('SITE_URL (canonical, og:url, robots.txt, sitemap.xml)', () => {
  it.each([
    [{ SITE_URL: 'https://www.lotready.example/' }, 'https://www.lotready.example'],
    [{ SITE_URL: 'https://lotready.example/site/' }, 'https://lotready.example/site'],
    [
      { MARKETING_DOMAIN: 'lotready.example', PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' },
      'https://lotready.example',
    ],
    [{ PORT: '4130' }, 'http://localhost:4130'],
  ])('%o → %s', (env, expected) => {
    expect(loadConfig(env).siteUrl).toBe(expected);
  });

  it.each(['lotready.example', 'ftp://lotready.example'])(
    'refuses %s, naming SITE_URL',
    (value) => {
      expect(() => loadConfig({ SITE_URL: value })).toThrow(/SITE_URL/);
    },
  );
});
