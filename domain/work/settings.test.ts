import { describe, expect, it } from 'vitest';
import { defaultWorkSettings, workSettingsSchema } from './settings';

describe('workSettingsSchema', () => {
  it('takes the defaults', () => {
    expect(workSettingsSchema.parse(defaultWorkSettings())).toEqual(defaultWorkSettings());
  });

  it.each([
    [{ currency: 'usd' }, 'work.currency must be a currency code such as USD'],
    [{ locale: 'not a locale!' }, 'work.locale must be a locale such as en-US'],
    [
      { autoApproveLimitCents: -1 },
      'work.autoApproveLimitCents must be a whole number of cents between 0 and 100000000',
    ],
    [
      { alwaysNeedApproval: ['paint'] },
      'work.alwaysNeedApproval must list categories of mechanical, body, detail, sublet, parts, other',
    ],
    [{ escalateAfterMinutes: 1 }, 'work.escalateAfterMinutes must be between 5 and 2400 minutes'],
    [{ fallbackApproverId: 'bob' }, "work.fallbackApproverId must be a user's id or null"],
  ])('%o is refused: %s', (change, message) => {
    const result = workSettingsSchema.safeParse({ ...defaultWorkSettings(), ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
