import { describe, expect, it } from 'vitest';
import { ny } from './alert-fixtures';
import { onCallAt, onCallOn, onCallScheduleSchema } from './on-call';

const ANN = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const schedule = onCallScheduleSchema.parse({
  week: { monday: ANN, tuesday: BOB, saturday: BOB },
  dates: { '2026-11-24': ANN, '2026-11-28': null },
});

describe('onCallOn', () => {
  it.each([
    ['the rota’s weekday (Monday)', '2026-11-23', ANN],
    ['a date overrides the rota (Tuesday)', '2026-11-24', ANN],
    ['the next Tuesday keeps the rota', '2026-12-01', BOB],
    ['nobody in the rota (Wednesday)', '2026-11-25', null],
    ['a date may clear the rota (Saturday)', '2026-11-28', null],
    ['Sunday', '2026-11-29', null],
  ])('%s', (_name, date, expected) => {
    expect(onCallOn(date, schedule)).toBe(expected);
  });
});

describe('onCallAt', () => {
  it.each([
    ['02:00 Tuesday in New York is Tuesday’s', ny('2026-12-01T02:00'), BOB],
    ['23:30 Monday in New York is Monday’s, though UTC is on Tuesday', ny('2026-11-30T23:30'), ANN],
  ])('%s', (_name, at, expected) => {
    expect(onCallAt(at, schedule, 'America/New_York')).toBe(expected);
  });
});

describe('onCallScheduleSchema', () => {
  it('starts with nobody on call', () => {
    expect(onCallScheduleSchema.parse({})).toEqual({
      week: {
        monday: null,
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: null,
      },
      dates: {},
    });
  });

  it.each([
    [{ week: { monday: 'ann' } }, 'onCall.week.monday must be a user id or null'],
    [{ week: { someday: ANN } }, 'Unrecognized key: "someday"'],
    [{ dates: { '2026-13-01': ANN } }, 'onCall.dates must be keyed by dates such as 2026-12-25'],
    [{ dates: { '2026-12-25': 'bob' } }, 'onCall.dates must be a user id or null'],
  ])('refuses %j', (input, message) => {
    expect(onCallScheduleSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});
