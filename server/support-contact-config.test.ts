import { describe, expect, it } from 'vitest';
import { placeholderContactReason } from '@domain/support-contact';
import { loadConfig } from './config';
import { REAL_CONTACTS } from './test/real-contacts';

const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.lotready.com' };

describe('support and sales contacts (issue #29: nobody answers a placeholder)', () => {
  it.each([
    ['email', 'support@lotready.local', true],
    ['email', 'sales@lotready.test', true],
    ['email', 'help@example.com', true],
    ['email', 'help@shop.example', true],
    ['email', 'support@lotready.com', false],
    ['email', 'local@lotready.com', false],
    ['phone', '+1 (555) 010-0199', true],
    ['phone', '312-555-0100', true],
    ['phone', '1 800 555 1234', true],
    ['phone', '+1 (312) 660-1234', false],
    ['phone', '+44 20 7946 0555', false],
  ] as const)('%s %s is a placeholder: %s', (kind, value, placeholder) => {
    expect(placeholderContactReason(kind, value) !== null).toBe(placeholder);
  });

  it('refuses a production start on the default placeholders, naming the variable', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/SUPPORT_EMAIL must be set to a real email/);
    expect(() => loadConfig({ ...PRODUCTION, SUPPORT_EMAIL: 'support@lotready.com' })).toThrow(
      /SUPPORT_PHONE must be set to a real phone in production: \+1 \(555\) 010-0199/,
    );
    expect(() => loadConfig({ ...PRODUCTION, ...REAL_CONTACTS, SALES_EMAIL: 'x@a.local' })).toThrow(
      /SALES_EMAIL/,
    );
  });

  it('sends sales mail to SALES_EMAIL, else to SUPPORT_EMAIL; placeholders are fine outside production', () => {
    expect(loadConfig({ ...PRODUCTION, ...REAL_CONTACTS }).salesEmail).toBe('support@lotready.com');
    expect(
      loadConfig({ ...PRODUCTION, ...REAL_CONTACTS, SALES_EMAIL: 'sales@lotready.com' }).salesEmail,
    ).toBe('sales@lotready.com');
    const development = loadConfig({ NODE_ENV: 'development' });
    expect(development.supportEmail).toBe('support@lotready.local');
    expect(development.salesEmail).toBe('support@lotready.local');
  });
});
