import {
  REPLY_WITHIN_HOURS,
  REPLY_WITHIN_MS,
  replyClock,
  type FollowUpStatus,
} from '@domain/follow-up';
import { formatAge } from '@domain/relative-time';
import { MINUTE_MS } from '@domain/time';
import { useNowEvery } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { formatDate } from '../lib/format';

/**
 * How long a lead or support request has waited, against the site's promise of a reply within
 * 24 hours (issue #29): due, overdue, or answered once its status moved past "new".
 */
export function ReplyClock({ status, arrivedAt }: { status: FollowUpStatus; arrivedAt: number }) {
  const now = useNowEvery(MINUTE_MS);
  const clock = replyClock(status, arrivedAt, now);
  return (
    <span className="flex flex-wrap items-center gap-2 sm:justify-end">
      <span title={formatDate(arrivedAt)}>Arrived {formatAge(arrivedAt, now)}</span>
      {clock !== 'answered' && (
        <span
          className={cn(
            'rounded-full px-2 py-0.5 font-semibold',
            clock === 'overdue' ? 'bg-red-100 text-red-800' : 'bg-amber-50 text-amber-800',
          )}
        >
          {clock === 'overdue'
            ? `Reply overdue (${REPLY_WITHIN_HOURS} h promise)`
            : `Reply due ${formatAge(arrivedAt + REPLY_WITHIN_MS, now)}`}
        </span>
      )}
    </span>
  );
}
