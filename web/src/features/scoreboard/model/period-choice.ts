import {
  PERIOD_MAX_DAYS,
  daysInPeriod,
  isIsoDate,
  presetDates,
  type PeriodPreset,
} from '@domain/scoreboard/period';

/** The period picker's choice: a preset, or days of the manager's own. */
export type PeriodChoice = { kind: PeriodPreset } | { kind: 'custom'; from: string; to: string };

export const PERIOD_CHOICE_LABELS: Readonly<Record<PeriodChoice['kind'], string>> = {
  'this-week': 'This week',
  'last-4-weeks': 'Last 4 weeks',
  'last-13-weeks': 'Last 13 weeks',
  custom: 'Custom dates',
};

export const DEFAULT_PERIOD_CHOICE: PeriodChoice = { kind: 'last-4-weeks' };

/**
 * The days a choice stands for, in the dealership's zone (its days, not the browser's), or
 * why custom days cannot be asked for yet.
 */
export function datesOf(
  choice: PeriodChoice,
  now: number,
  timeZone: string,
): { from: string; to: string } | { problem: string } {
  if (choice.kind !== 'custom') return presetDates(choice.kind, now, timeZone);
  if (!isIsoDate(choice.from) || !isIsoDate(choice.to)) return { problem: 'Choose both days.' };
  const days = daysInPeriod(choice.from, choice.to);
  if (days < 1) return { problem: 'The last day must not be before the first.' };
  if (days > PERIOD_MAX_DAYS) return { problem: `Choose at most ${PERIOD_MAX_DAYS} days.` };
  return { from: choice.from, to: choice.to };
}
