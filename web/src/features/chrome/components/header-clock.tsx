import { CLOCK_UPDATE_MS } from '@domain/constants';
import { formatShortDate } from '@domain/relative-time';
import { useNowEvery } from '@/lib/clock';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The header clock: updated every 60 s (spec 2.8), with today's short date; a phone keeps the
 * time and drops the date for room (issue #16 item 6).
 */
export function HeaderClock() {
  const now = useNowEvery(CLOCK_UPDATE_MS);
  return (
    <div className="shrink-0 text-right leading-tight" aria-label="Current time">
      <time
        dateTime={new Date(now).toISOString()}
        className="block text-sm font-semibold tabular-nums"
      >
        {timeFormat.format(now)}
      </time>
      <span className="hidden text-xs opacity-70 sm:block">{formatShortDate(now)}</span>
    </div>
  );
}
