/**
 * The period's cars as CSV rows (issue #30 item 4): one row per car whose T2L ended in the
 * period, oldest first, with each timed step's time in its own clock. Written through
 * domain/csv's toCsv, so text cells are formula-safe like every other export.
 */
import { formatCsvTimestamp } from '../api/activity';
import type { CsvValue } from '../csv';
import type { BusinessCalendar } from '../recon/business-calendar';
import { HOUR_MS } from '../time';
import { reconBusinessDaysOf, t2lDaysOf } from './figures';
import type { CarJourney, ScoreboardStep } from './journeys';
import type { ScoreboardPeriod } from './period';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A step's column: hours, business hours for a business-hours step. */
function stepColumn(step: ScoreboardStep): string {
  return `${step.name} (${step.businessHours ? 'business hours' : 'hours'})`;
}

/** `scoreboard-cars-2026-11-01-to-2026-11-28.csv` */
export function scoreboardCsvFileName(period: Pick<ScoreboardPeriod, 'from' | 'to'>): string {
  return `scoreboard-cars-${period.from}-to-${period.to}.csv`;
}

export function scoreboardCsvRows(
  journeys: readonly CarJourney[],
  steps: readonly ScoreboardStep[],
  period: Pick<ScoreboardPeriod, 'start' | 'end'>,
  calendar: BusinessCalendar,
): CsvValue[][] {
  const timed = [...steps]
    .filter((step) => step.timed)
    .sort((a, b) => Number(a.archived) - Number(b.archived) || a.position - b.position);
  const done = journeys
    .filter(
      ({ completedAt }) =>
        completedAt !== null && completedAt >= period.start && completedAt < period.end,
    )
    .sort((a, b) => (a.completedAt ?? 0) - (b.completedAt ?? 0));
  const when = (at: number | null) =>
    at === null ? null : formatCsvTimestamp(at, calendar.timeZone);
  return [
    [
      'Stock number',
      'VIN',
      'Year',
      'Make',
      'Model',
      'Acquired',
      'Front-line ready',
      ...timed.map(stepColumn),
      'T2L (days)',
      'Days in recon (business days)',
      'Start time corrected',
    ],
    ...done.map((journey) => [
      journey.vehicle.stockNumber,
      journey.vehicle.vin,
      journey.vehicle.year,
      journey.vehicle.make,
      journey.vehicle.model,
      when(journey.startAt),
      when(journey.completedAt),
      ...timed.map((step) => {
        const time = journey.steps.get(step.id);
        return time ? round2(time.ms / HOUR_MS) : null;
      }),
      round2(t2lDaysOf(journey) ?? 0),
      round2(reconBusinessDaysOf(journey, calendar) ?? 0),
      journey.corrected ? 'yes' : 'no',
    ]),
  ];
}
