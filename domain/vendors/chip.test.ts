import { describe, expect, it } from 'vitest';
import { instantOfLocalTime } from '../recon/business-time';
import { HOUR_MS } from '../time';
import { subletChipText } from './chip';
import { lateByMs, vendorMay, type VendorAction, type VendorJobState } from './jobs';

const ZONE = 'America/New_York';
const due = instantOfLocalTime('2026-11-26', '10:00', ZONE);

describe('subletChipText', () => {
  it.each([
    ['open, on time', 'sent', due - 50 * HOUR_MS, 'Glass · due Thu'],
    ['accepted, the day itself', 'accepted', due - HOUR_MS, 'Glass · due today'],
    ['two hours late', 'sent', due + 2 * HOUR_MS, 'Glass · due today · 2 h late'],
    ['late by a day and more', 'accepted', due + 30 * HOUR_MS, 'Glass · due Nov 26 · 30 h late'],
  ] as const)('%s', (_name, state, now, text) => {
    expect(subletChipText({ trade: 'glass', dueAt: due, state }, now, ZONE)).toBe(text);
  });

  it('names the trade', () => {
    expect(
      subletChipText({ trade: 'dent-repair', dueAt: due, state: 'sent' }, due - HOUR_MS, ZONE),
    ).toBe('Dent repair · due today');
  });
});

describe('subletChipText across a zone boundary', () => {
  // One instant: Wednesday 21:00 in Los Angeles, Thursday 00:00 in New York, 06:00 in Berlin.
  const late = instantOfLocalTime('2026-11-25', '21:00', 'America/Los_Angeles');
  const before = late - 48 * HOUR_MS;
  it.each([
    ['America/Los_Angeles', 'Glass · due Wed'],
    ['America/New_York', 'Glass · due Thu'],
    ['Europe/Berlin', 'Glass · due Thu'],
    ['Pacific/Honolulu', 'Glass · due Wed'],
  ])('%s', (zone, text) => {
    expect(subletChipText({ trade: 'glass', dueAt: late, state: 'sent' }, before, zone)).toBe(text);
  });

  it('says "due today" by the zone’s calendar day', () => {
    const now = late - 2 * HOUR_MS;
    expect(subletChipText({ trade: 'glass', dueAt: late, state: 'sent' }, now, ZONE)).toBe(
      'Glass · due Thu',
    );
    expect(
      subletChipText({ trade: 'glass', dueAt: late, state: 'sent' }, now, 'America/Los_Angeles'),
    ).toBe('Glass · due today');
  });
});

describe('lateByMs', () => {
  it.each([
    ['sent', due + 1, 1],
    ['accepted', due + HOUR_MS, HOUR_MS],
    ['sent', due, 0],
    ['done', due + HOUR_MS, 0],
    ['cancelled', due + HOUR_MS, 0],
  ] as const)('%s at due %+i ms', (state, now, late) => {
    expect(lateByMs({ state, dueAt: due }, now)).toBe(late);
  });
});

describe('vendorMay', () => {
  const table: [VendorAction, VendorJobState, boolean][] = [
    ['accept', 'sent', true],
    ['accept', 'accepted', false],
    ['accept', 'done', false],
    ['back', 'sent', true],
    ['back', 'accepted', true],
    ['note', 'accepted', true],
    ['done', 'sent', true],
    ['done', 'accepted', true],
    ['done', 'done', false],
    ['note', 'cancelled', false],
  ];
  it.each(table)('%s when %s: %s', (action, state, allowed) => {
    expect(vendorMay(action, state)).toBe(allowed);
  });
});
