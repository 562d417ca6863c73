import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time';
import { approvalFigures, type ScoreboardApprovalHistory } from './approvals';
import { periodOf } from './period';
import { WEEKDAYS_8_TO_18, ny } from './scoreboard-fixtures';

const NY = WEEKDAYS_8_TO_18.timeZone;
// Monday 2026-11-23 to Sunday 29, open Monday to Friday 8–18 in New York.
const week = periodOf('2026-11-23', '2026-11-29', NY);
const figures = (history: Partial<ScoreboardApprovalHistory>) =>
  approvalFigures({ requests: [], decisions: [], ...history }, week, WEEKDAYS_8_TO_18);
const request = (vehicleId: string, sent: string, decided: string) => ({
  vehicleId,
  sentAt: ny(sent),
  decidedAt: ny(decided),
});
const decision = (vehicleId: string, decided: string, byRule: boolean) => ({
  vehicleId,
  decidedAt: ny(decided),
  byRule,
});

describe('approval wait (business time, sent to decided)', () => {
  it.each<[string, ReturnType<typeof request>[], number, number | null]>([
    ['no requests', [], 0, null],
    ['an hour on a Tuesday', [request('a', '2026-11-24T09:00', '2026-11-24T10:00')], 1, HOUR_MS],
    [
      'overnight counts only the open hours (17:30 → 8:30 is an hour)',
      [request('a', '2026-11-24T17:30', '2026-11-25T08:30')],
      1,
      HOUR_MS,
    ],
    [
      'over the weekend: Friday 17:00 → Monday 9:00 is two hours',
      [request('a', '2026-11-20T17:00', '2026-11-23T09:00')],
      1,
      2 * HOUR_MS,
    ],
    [
      'the median of three',
      [
        request('a', '2026-11-24T09:00', '2026-11-24T09:10'),
        request('b', '2026-11-24T09:00', '2026-11-24T09:45'),
        request('c', '2026-11-24T09:00', '2026-11-24T15:00'),
      ],
      3,
      45 * MINUTE_MS,
    ],
    [
      'decided before or after the period: not its',
      [
        request('a', '2026-11-20T09:00', '2026-11-20T10:00'),
        request('b', '2026-11-30T09:00', '2026-11-30T10:00'),
      ],
      0,
      null,
    ],
  ])('%s', (_, requests, count, medianMs) => {
    const result = figures({ requests });
    expect([result.requestsDecided, result.waitMedianBusinessMs]).toEqual([count, medianMs]);
  });
});

describe('share of cars auto-approved', () => {
  it.each<[string, ReturnType<typeof decision>[], number, number | null]>([
    ['no decisions', [], 0, null],
    ['one car by the rule', [decision('a', '2026-11-24T09:00', true)], 1, 1],
    [
      'a car with one item asked is not auto-approved',
      [decision('a', '2026-11-24T09:00', true), decision('a', '2026-11-25T09:00', false)],
      1,
      0,
    ],
    [
      'one of four cars',
      [
        decision('a', '2026-11-24T09:00', true),
        decision('b', '2026-11-24T09:00', false),
        decision('c', '2026-11-24T09:00', false),
        decision('d', '2026-11-24T09:00', false),
      ],
      4,
      0.25,
    ],
    [
      'a decision outside the period counts nowhere',
      [decision('a', '2026-11-24T09:00', true), decision('a', '2026-11-30T09:00', false)],
      1,
      1,
    ],
  ])('%s', (_, decisions, cars, share) => {
    const result = figures({ decisions });
    expect([result.carsDecided, result.shareAutoApproved]).toEqual([cars, share]);
  });
});
