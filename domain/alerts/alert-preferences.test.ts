import { describe, expect, it } from 'vitest';
import { alertChannelsFor, alertPreferencesSchema } from './alert-preferences';
import type { AlertChannel } from './gate';

describe('alertPreferencesSchema', () => {
  it('starts with the bell and push, no quiet hours, the morning list on', () => {
    expect(alertPreferencesSchema.parse({})).toEqual({
      channels: ['in-app', 'push'],
      quietHours: null,
      timeZone: null,
      morningList: true,
    });
  });

  it.each([
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
  ])('refuses %j', (input, message) => {
    expect(alertPreferencesSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
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
