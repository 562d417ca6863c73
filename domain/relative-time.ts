import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** 'N day ago' / 'N days ago' (spec 4.2: service vehicles with customDaysAgo). */
export function formatDaysAgo(days: number): string {
  return `${plural(Math.max(0, Math.floor(days)), 'day')} ago`;
}

function amount(ms: number): string {
  if (ms < HOUR_MS) return `${Math.floor(ms / MINUTE_MS)} min`;
  if (ms < DAY_MS) return plural(Math.floor(ms / HOUR_MS), 'hour');
  return plural(Math.floor(ms / DAY_MS), 'day');
}

/**
 * Tile age text (spec 4.2): '12 min ago', '1 hour ago', '3 hours ago', '1 day ago',
 * '4 days ago'; the future reads 'in 5 min', 'in 2 hours', 'in 1 day'. Units are floored.
 * Less than a minute either way reads '0 min ago', so a little clock skew between server and
 * browser never shows a fresh vehicle as arriving in the future. A non-finite input gives ''.
 */
export function formatAge(timestamp: number, now: number): string {
  const diff = now - timestamp;
  if (!Number.isFinite(diff)) return '';
  if (Math.abs(diff) < MINUTE_MS) return '0 min ago';
  return diff > 0 ? `${amount(diff)} ago` : `in ${amount(-diff)}`;
}

/** 'Nov 3, 2026' in en-US; `timeZone` defaults to the runtime's own zone. */
export function formatShortDate(timestamp: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(timestamp);
}

/**
 * Activity list relative time (spec 4.2): '5m ago' under an hour, '3h ago' under a day,
 * '2d ago' under a week, then the date, e.g. 'Nov 3, 2026'. Up to a minute in the future
 * (clock skew) reads '0m ago'; further in the future shows the date.
 */
export function formatActivityTime(timestamp: number, now: number, timeZone?: string): string {
  const diff = now - timestamp;
  if (!Number.isFinite(diff)) return '';
  if (diff <= -MINUTE_MS) return formatShortDate(timestamp, timeZone);
  const elapsed = Math.max(0, diff);
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return formatShortDate(timestamp, timeZone);
}
