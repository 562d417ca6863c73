import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv';
import { scoreboardCsvFileName, scoreboardCsvRows } from './cars-csv';
import { carJourneys } from './journeys';
import { periodOf } from './period';
import { STEP, STEPS, WEEKDAYS_8_TO_18, stay, vehicle } from './scoreboard-fixtures';

const { inspection, mechanical, detail, frontline } = STEP;

describe('the period’s cars as CSV', () => {
  const done = vehicle('2026-11-23T08:00', {
    stockNumber: '=HYPERLINK("x")',
    vin: '1HGCM82633A004352',
    make: 'Honda',
    model: 'Accord',
  });
  const corrected = vehicle('2026-11-23T08:00', { stockNumber: 'B2' });
  const stillIn = vehicle('2026-11-23T08:00', { stockNumber: 'C3' });
  const journeys = carJourneys({
    steps: STEPS,
    vehicles: [done, corrected, stillIn],
    stays: [
      stay(done, inspection, '2026-11-23T09:00', '2026-11-23T11:00', 'entered'),
      stay(done, mechanical, '2026-11-23T11:00', '2026-11-24T11:00'),
      stay(done, detail, '2026-11-24T11:00', '2026-11-24T13:00'),
      stay(done, frontline, '2026-11-24T13:00', null),
      stay(corrected, inspection, '2026-11-23T09:00', '2026-11-23T09:00', 'entered'),
      stay(corrected, inspection, '2026-11-23T08:30', '2026-11-23T10:00', 'corrected'),
      stay(corrected, frontline, '2026-11-23T10:00', null, 'skipped'),
      stay(stillIn, inspection, '2026-11-23T09:00', null, 'entered'),
    ],
    calendar: WEEKDAYS_8_TO_18,
  });
  const period = periodOf('2026-11-23', '2026-11-29', WEEKDAYS_8_TO_18.timeZone);

  it('has a row per car done in the period, oldest first, each step’s time and T2L', () => {
    expect(scoreboardCsvRows(journeys, STEPS, period, WEEKDAYS_8_TO_18)).toEqual([
      [
        'Stock number',
        'VIN',
        'Year',
        'Make',
        'Model',
        'Acquired',
        'Front-line ready',
        'Inspection (business hours)',
        'Mechanical (hours)',
        'Detail (business hours)',
        'T2L (days)',
        'Days in recon (business days)',
        'Start time corrected',
      ],
      [
        'B2',
        null,
        2021,
        'Toyota',
        'Camry',
        '2026-11-23 08:00:00',
        '2026-11-23 10:00:00',
        1.5,
        null,
        null,
        0.08,
        0.15,
        'yes',
      ],
      [
        '=HYPERLINK("x")',
        '1HGCM82633A004352',
        2021,
        'Honda',
        'Accord',
        '2026-11-23 08:00:00',
        '2026-11-24 13:00:00',
        2,
        24,
        2,
        1.21,
        1.4,
        'no',
      ],
    ]);
  });

  it('is formula-safe through toCsv, and named after the period', () => {
    const text = toCsv(scoreboardCsvRows(journeys, STEPS, period, WEEKDAYS_8_TO_18));
    expect(text.split('\r\n')[2]).toMatch(/^"'=HYPERLINK\(""x""\)",1HGCM82633A004352,/);
    expect(scoreboardCsvFileName(period)).toBe('scoreboard-cars-2026-11-23-to-2026-11-29.csv');
  });
});
