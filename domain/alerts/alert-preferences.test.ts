import { describe, expect, it } from 'vitest';
import { alertChannelsFor, alertPreferencesSchema, channelReach } from './alert-preferences';
import type { AlertChannel } from './gate';

describe('alertPreferencesSchema', () => {
  it('starts with the bell and push, no quiet hours, the morning list on', () => {
    expect(alertPreferencesSchema.parse({})).toEqual({
      channels: ['in-app', 'push'],
      quietHours: null,
      timeZone: null,
      morningList: true,
      mobile: null,
    });
  });

  it('keeps a mobile number in E.164 for SMS', () => {
    expect(
      alertPreferencesSchema.parse({ channels: ['sms'], mobile: '+15550100199' }),
    ).toMatchObject({ channels: ['sms'], mobile: '+15550100199' });
  });

  it.each<[Record<string, unknown>, string]>([
    [
      { channels: ['pager'] },
      'alertPreferences.channels must list some of in-app, push, mail, sms',
    ],
    [{ channels: ['mail', 'mail'] }, 'alertPreferences.channels must name each channel once'],
    [
      { timeZone: 'Mars/Olympus' },
      'alertPreferences.timeZone must be an IANA time zone such as America/Chicago',
    ],
    [
      { quietHours: { start: '22:00', end: '22:00' } },
      'quietHours.end must differ from quietHours.start',
    ],
    [{ morningList: 'yes' }, 'alertPreferences.morningList must be true or false'],
    [{ mobile: 5550100199 }, 'alertPreferences.mobile must be text or null'],
    ...['5550100199', '+05550100199', '+1 555 010 0199', '+155', '+1555010019912345'].map(
      (mobile): [Record<string, unknown>, string] => [
        { mobile },
        'alertPreferences.mobile must be a mobile number such as +15550100199',
      ],
    ),
    [{ channels: ['sms'] }, 'alertPreferences.mobile is needed to get alerts by SMS'],
  ])('refuses %j', (input, message) => {
    expect(alertPreferencesSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('names the mobile field when SMS is chosen without a number', () => {
    const issue = alertPreferencesSchema.safeParse({ channels: ['sms'] }).error?.issues[0];
    expect(issue?.path).toEqual(['mobile']);
  });
});

describe('channelReach', () => {
  it.each([
    ['a provider and a number', true, '+15550100199', true],
    ['a number, no provider', false, '+15550100199', false],
    ['a provider, no number', true, null, false],
  ] as const)('SMS with %s: %s', (_name, smsProvider, mobile, sms) => {
    expect(channelReach({ mobile }, { hasPush: true, smsProvider })).toEqual({ push: true, sms });
  });
});

describe('alertChannelsFor', () => {
  it.each<[string, AlertChannel[], { push: boolean; sms: boolean }, AlertChannel[]]>([
    ['the bell whatever they chose', [], { push: true, sms: true }, ['in-app']],
    ['push where a browser allowed it', ['push'], { push: true, sms: false }, ['in-app', 'push']],
    ['push falls back to mail', ['push'], { push: false, sms: false }, ['in-app', 'mail']],
    [
      'the fallback and mail are one mail',
      ['push', 'mail'],
      { push: false, sms: false },
      ['in-app', 'mail'],
    ],
    [
      'SMS when a provider and a number exist',
      ['sms'],
      { push: false, sms: true },
      ['in-app', 'sms'],
    ],
    ['no SMS without them', ['sms'], { push: false, sms: false }, ['in-app']],
  ])('%s', (_name, channels, reach, expected) => {
    expect(alertChannelsFor({ channels }, reach)).toEqual(expected);
  });
});
