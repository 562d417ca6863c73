import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../recon/business-calendar';
import { calendar, ny, nyDst } from './alert-fixtures';
import { gate, nextOpeningAt, type GateDecision, type GateRecipient } from './gate';

const ALL_DAY = { open: '00:00', close: '24:00' };
const openAlways: BusinessCalendar = {
  ...calendar,
  week: {
    monday: ALL_DAY,
    tuesday: ALL_DAY,
    wednesday: ALL_DAY,
    thursday: ALL_DAY,
    friday: ALL_DAY,
    saturday: ALL_DAY,
    sunday: ALL_DAY,
  },
};
const neverOpen: BusinessCalendar = {
  ...calendar,
  week: {
    monday: null,
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: null,
    sunday: null,
  },
};
const thanksgiving: BusinessCalendar = { ...calendar, holidays: ['2026-11-26'] };
const nights = { start: '22:00', end: '07:00' };

interface Case {
  now: number;
  calendar?: BusinessCalendar;
  recipient?: Partial<GateRecipient>;
  promised?: boolean;
  lastSentAt?: number;
}

function decide(c: Case): GateDecision {
  return gate(
    { promised: c.promised ?? false },
    { channel: 'push', quietHours: null, timeZone: null, onCall: false, ...c.recipient },
    { calendar: c.calendar ?? calendar, lastSentAt: c.lastSentAt ?? null },
    c.now,
  );
}

const send: GateDecision = { action: 'send' };
const hold = (until: number, reason: 'closed' | 'quiet-hours' | 'rate-limit'): GateDecision => ({
  action: 'hold',
  until,
  reason,
});

describe('gate: business hours and holidays', () => {
  it.each<[string, Case, GateDecision]>([
    ['open on a Monday morning', { now: ny('2026-11-23T10:00') }, send],
    ['at the opening minute', { now: ny('2026-11-23T08:00') }, send],
    ['before opening', { now: ny('2026-11-23T06:00') }, hold(ny('2026-11-23T08:00'), 'closed')],
    ['at closing time', { now: ny('2026-11-23T18:00') }, hold(ny('2026-11-24T08:00'), 'closed')],
    [
      'Friday night waits for Saturday 09:00',
      { now: ny('2026-11-27T19:00') },
      hold(ny('2026-11-28T09:00'), 'closed'),
    ],
    [
      'Saturday night waits past the closed Sunday',
      { now: ny('2026-11-28T18:00') },
      hold(ny('2026-11-30T08:00'), 'closed'),
    ],
    [
      'the eve of a holiday waits past it',
      { now: ny('2026-11-25T19:00'), calendar: thanksgiving },
      hold(ny('2026-11-27T08:00'), 'closed'),
    ],
    [
      'a holiday noon waits for the next day',
      { now: ny('2026-11-26T12:00'), calendar: thanksgiving },
      hold(ny('2026-11-27T08:00'), 'closed'),
    ],
    [
      'a calendar that never opens holds nothing',
      { now: ny('2026-11-29T03:00'), calendar: neverOpen },
      send,
    ],
    [
      'the bell is never held',
      { now: ny('2026-11-29T03:00'), recipient: { channel: 'in-app', quietHours: nights } },
      send,
    ],
  ])('%s', (_name, c, expected) => {
    expect(decide(c)).toEqual(expected);
  });
});

describe('gate: quiet hours', () => {
  it.each<[string, Case, GateDecision]>([
    [
      'across midnight, before it',
      { now: ny('2026-11-23T23:00'), calendar: openAlways, recipient: { quietHours: nights } },
      hold(ny('2026-11-24T07:00'), 'quiet-hours'),
    ],
    [
      'across midnight, after it',
      { now: ny('2026-11-24T03:00'), calendar: openAlways, recipient: { quietHours: nights } },
      hold(ny('2026-11-24T07:00'), 'quiet-hours'),
    ],
    [
      'the minute they start',
      { now: ny('2026-11-23T22:00'), calendar: openAlways, recipient: { quietHours: nights } },
      hold(ny('2026-11-24T07:00'), 'quiet-hours'),
    ],
    [
      'the minute before they start',
      { now: ny('2026-11-23T21:59'), calendar: openAlways, recipient: { quietHours: nights } },
      send,
    ],
    [
      'the minute they end',
      { now: ny('2026-11-24T07:00'), calendar: openAlways, recipient: { quietHours: nights } },
      send,
    ],
    [
      'a lunch hour within the day',
      { now: ny('2026-11-23T12:30'), recipient: { quietHours: { start: '12:00', end: '13:00' } } },
      hold(ny('2026-11-23T13:00'), 'quiet-hours'),
    ],
    [
      'the opening, then quiet hours past it',
      { now: ny('2026-11-23T06:00'), recipient: { quietHours: { start: '22:00', end: '09:00' } } },
      hold(ny('2026-11-23T09:00'), 'closed'),
    ],
    [
      'quiet hours, then a closed Sunday',
      { now: ny('2026-11-28T16:30'), recipient: { quietHours: { start: '16:00', end: '23:00' } } },
      hold(ny('2026-11-30T08:00'), 'quiet-hours'),
    ],
    [
      'read in the person’s own zone (07:00 in Los Angeles)',
      {
        now: ny('2026-11-23T09:00'),
        recipient: { quietHours: nights, timeZone: 'America/Los_Angeles' },
      },
      hold(ny('2026-11-23T10:00'), 'quiet-hours'),
    ],
  ])('%s', (_name, c, expected) => {
    expect(decide(c)).toEqual(expected);
  });
});

describe('gate: a DST change', () => {
  it.each<[string, Case, GateDecision]>([
    // 2026-03-08: New York springs from 02:00 EST to 03:00 EDT; the night is an hour shorter.
    [
      'spring forward: 07:00 is in summer time',
      { now: ny('2026-03-08T01:00'), calendar: openAlways, recipient: { quietHours: nights } },
      hold(nyDst('2026-03-08T07:00'), 'quiet-hours'),
    ],
    [
      'spring forward: Monday opens at 08:00 summer time',
      { now: nyDst('2026-03-08T20:00') },
      hold(nyDst('2026-03-09T08:00'), 'closed'),
    ],
    // 2026-11-01: New York falls back from 02:00 EDT to 01:00 EST; the night is an hour longer.
    [
      'fall back: 07:00 is in standard time',
      { now: nyDst('2026-11-01T01:30'), calendar: openAlways, recipient: { quietHours: nights } },
      hold(ny('2026-11-01T07:00'), 'quiet-hours'),
    ],
    [
      'fall back: the repeated 01:30 is still quiet',
      { now: ny('2026-11-01T01:30'), calendar: openAlways, recipient: { quietHours: nights } },
      hold(ny('2026-11-01T07:00'), 'quiet-hours'),
    ],
  ])('%s', (_name, c, expected) => {
    expect(decide(c)).toEqual(expected);
  });
});

describe('gate: one message per person per channel per 30 minutes', () => {
  it.each<[string, Case, GateDecision]>([
    [
      '10 minutes after the last',
      { now: ny('2026-11-23T10:10'), lastSentAt: ny('2026-11-23T10:00') },
      hold(ny('2026-11-23T10:30'), 'rate-limit'),
    ],
    [
      '29 minutes after the last',
      { now: ny('2026-11-23T10:29'), lastSentAt: ny('2026-11-23T10:00') },
      hold(ny('2026-11-23T10:30'), 'rate-limit'),
    ],
    [
      '30 minutes after the last',
      { now: ny('2026-11-23T10:30'), lastSentAt: ny('2026-11-23T10:00') },
      send,
    ],
    [
      'the span runs past closing: the next opening',
      { now: ny('2026-11-23T17:55'), lastSentAt: ny('2026-11-23T17:50') },
      hold(ny('2026-11-24T08:00'), 'rate-limit'),
    ],
    [
      'the bell has no limit',
      {
        now: ny('2026-11-23T10:10'),
        lastSentAt: ny('2026-11-23T10:00'),
        recipient: { channel: 'in-app' },
      },
      send,
    ],
  ])('%s', (_name, c, expected) => {
    expect(decide(c)).toEqual(expected);
  });
});

describe('gate: a car promised to a customer', () => {
  const sundayNight = ny('2026-11-29T03:00');
  it.each<[string, Case, GateDecision]>([
    [
      'wakes the manager on call',
      { now: sundayNight, promised: true, recipient: { onCall: true, quietHours: nights } },
      send,
    ],
    [
      'wakes nobody else',
      { now: sundayNight, promised: true, recipient: { onCall: false } },
      hold(ny('2026-11-30T08:00'), 'closed'),
    ],
    [
      'a car not promised waits for on call too',
      { now: sundayNight, recipient: { onCall: true } },
      hold(ny('2026-11-30T08:00'), 'closed'),
    ],
    [
      'still one message per 30 minutes',
      {
        now: sundayNight,
        promised: true,
        lastSentAt: ny('2026-11-29T02:50'),
        recipient: { onCall: true, quietHours: nights },
      },
      hold(ny('2026-11-29T03:20'), 'rate-limit'),
    ],
  ])('%s', (_name, c, expected) => {
    expect(decide(c)).toEqual(expected);
  });
});

describe('nextOpeningAt', () => {
  it.each([
    ['open now', ny('2026-11-23T10:00'), ny('2026-11-23T10:00')],
    ['a millisecond before opening', ny('2026-11-23T08:00') - 1, ny('2026-11-23T08:00')],
    ['Sunday', ny('2026-11-29T12:00'), ny('2026-11-30T08:00')],
  ])('%s', (_name, at, expected) => {
    expect(nextOpeningAt(at, calendar)).toBe(expected);
  });
});
