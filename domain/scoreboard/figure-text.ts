import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';

/** How the scoreboard writes its numbers: a dash where no car gives a value. */
export const NO_VALUE = '—';

export function formatDays(days: number | null, unit = 'days'): string {
  if (days === null) return NO_VALUE;
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toFixed(1)} ${rounded === 1 ? unit.replace(/s$/, '') : unit}`;
}

/** A step's time: minutes under an hour, hours under two days, else days. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return NO_VALUE;
  if (ms < HOUR_MS) return `${Math.round(ms / MINUTE_MS)} min`;
  if (ms < 2 * DAY_MS) return `${(Math.round((ms / HOUR_MS) * 10) / 10).toFixed(1)} h`;
  return formatDays(ms / DAY_MS);
}

export function formatShare(share: number | null): string {
  return share === null ? NO_VALUE : `${Math.round(share * 100)}%`;
}

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(cents: number): string {
  return DOLLARS.format(cents / 100);
}

export function formatDailyCost(cents: number): string {
  return DOLLARS_AND_CENTS.format(cents / 100);
}

/** "Nov 23" for a YYYY-MM-DD day (the dealership's own date, so no zone is applied). */
export function formatDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatPeriod(period: { from: string; to: string }): string {
  return period.from === period.to
    ? formatDay(period.from)
    : `${formatDay(period.from)} – ${formatDay(period.to)}`;
}
