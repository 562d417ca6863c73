import { describe, expect, it } from 'vitest';
import { ny } from './alert-fixtures';
import { quietHoursEndAt, quietHoursSchema } from './quiet-hours';

describe('quietHoursSchema', () => {
  it.each([
    [{ start: '22:00', end: '07:00' }, null],
    [null, null],
    [{ start: '22:00', end: '22:00' }, 'quietHours.end must differ from quietHours.start'],
    [{ start: '24:00', end: '07:00' }, 'quietHours.start must be a time such as 22:00'],
    [{ start: '22:00', end: 7 }, 'quietHours.end must be a time such as 22:00'],
  ])('%j → %s', (input, message) => {
    expect(quietHoursSchema.safeParse(input).error?.issues[0]?.message ?? null).toBe(message);
  });
});

describe('quietHoursEndAt', () => {
  const nights = { start: '22:00', end: '07:00' };
  const lunch = { start: '12:00', end: '13:00' };
  it.each([
    ['last night’s window, after midnight', nights, ny('2026-11-24T00:30'), ny('2026-11-24T07:00')],
    ['tonight’s window, before midnight', nights, ny('2026-11-23T22:30'), ny('2026-11-24T07:00')],
    ['daytime is not quiet', nights, ny('2026-11-23T12:00'), null],
    ['a window within a day', lunch, ny('2026-11-23T12:59'), ny('2026-11-23T13:00')],
    ['its end is not quiet', lunch, ny('2026-11-23T13:00'), null],
  ])('%s', (_name, hours, at, expected) => {
    expect(quietHoursEndAt(at, hours, 'America/New_York')).toBe(expected);
  });
});
