import { describe, expect, it } from 'vitest';
import { normalizeHost, resolveHostMode, tenantHost, type HostDomains } from './host-mode';

const production: HostDomains = {
  mainDomain: 'lotready.com',
  appDomain: 'app.lotready.com',
  marketingDomain: 'lotready.io',
  devDomainSuffixes: ['.replit.dev'],
};

describe('resolveHostMode (spec 2.1)', () => {
  it.each([
    ['localhost', 'marketing', null],
    ['localhost:3000', 'marketing', null],
    ['127.0.0.1:3000', 'marketing', null],
    ['192.168.1.20', 'marketing', null],
    ['[::1]:3000', 'marketing', null],
    ['my-repl.replit.dev', 'marketing', null],
    ['lotready.com', 'login', null],
    ['www.lotready.com', 'login', null],
    ['LOTREADY.COM:443', 'login', null],
    ['app.lotready.com', 'app', 'demo'],
    ['acme.app.lotready.com', 'app', 'acme'],
    ['x.acme.app.lotready.com', 'app', 'acme'],
    ['acme.app.lotready.com.', 'app', 'acme'],
    ['lotready.io', 'marketing', null],
    ['www.lotready.io', 'marketing', null],
    ['dealer.example.net', 'local', 'demo'],
    ['notapp.lotready.com', 'local', 'demo'],
  ])('%s → %s %s', (host, mode, subdomain) => {
    expect(resolveHostMode(host, production)).toEqual({ mode, subdomain });
  });

  it.each([
    ['localhost:3000', 'marketing', null],
    ['login.localhost:3000', 'login', null],
    ['app.localhost:3000', 'app', 'demo'],
    ['demo.app.localhost:3000', 'app', 'demo'],
    ['acme.app.localhost:3000', 'app', 'acme'],
  ])('local defaults: %s → %s %s', (host, mode, subdomain) => {
    expect(resolveHostMode(host)).toEqual({ mode, subdomain });
  });
});

describe('normalizeHost', () => {
  it('strips the port, case and trailing dot', () => {
    expect(normalizeHost(' Acme.App.LotReady.com.:8443 ')).toBe('acme.app.lotready.com');
  });
});

describe('tenantHost', () => {
  it('builds the tenant subdomain under the app domain', () => {
    expect(tenantHost('acme', production)).toBe('acme.app.lotready.com');
    expect(tenantHost('demo')).toBe('demo.app.localhost');
  });
});
