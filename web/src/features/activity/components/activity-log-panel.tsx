import { useEffect, useMemo, useRef, useState } from 'react';
import { useMinuteNow } from '@/lib/clock';
import { messageFromError } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/components/ui/button';
import { useActivityLogs } from '@/features/activity/api/get-activity-logs';
import { downloadActivityCsv } from '@/features/activity/api/export-activity';
import {
  DEFAULT_ACTIVITY_FILTER,
  activityQueryOf,
  type ActivityFilter,
} from '@/features/activity/model/activity-filter';
import {
  vehicleTypeText,
  type TypeNames,
  type WorkflowDisplayNames,
} from '@/features/activity/model/vehicle-type-text';
import { ActivityEntry } from './activity-entry';
import { ActivityFilters } from './activity-filters';

export const LOADING_ACTIVITIES = 'Loading activities...';
export const NO_ACTIVITIES = 'No activities found';
const SEARCH_SETTLE_MS = 300;

/**
 * The activity log with its controls (spec 2.11): search and filters run on the server over
 * the whole history; older pages load as the list scrolls to its end; the CSV export streams
 * every matching entry. Refetches every 30 s while shown.
 */
export function ActivityLogPanel({
  canExport,
  className,
  workflows,
}: {
  canExport: boolean;
  className?: string;
  /** The configured workflows: entries and the Type filter use their names (spec 3). */
  workflows?: WorkflowDisplayNames;
}) {
  const typeText: TypeNames = useMemo(() => vehicleTypeText(workflows), [workflows]);
  const [filter, setFilter] = useState<ActivityFilter>(DEFAULT_ACTIVITY_FILTER);
  const now = useMinuteNow();
  const search = useDebouncedValue(filter.search, SEARCH_SETTLE_MS);
  const query = useMemo(() => activityQueryOf({ ...filter, search }, now), [filter, search, now]);
  const logs = useActivityLogs(query);
  const entries = useMemo(() => logs.data?.pages.flat() ?? [], [logs.data]);
  const end = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = logs;

  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [entries.length, fetchNextPage, hasNextPage, isFetchingNextPage]);

  return (
    <div className={className}>
      <ActivityFilters
        filter={filter}
        onChange={setFilter}
        onClear={() => setFilter(DEFAULT_ACTIVITY_FILTER)}
        onExport={canExport ? () => downloadActivityCsv(query) : undefined}
        typeText={typeText}
      />
      <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {logs.isLoading ? (
          <p role="status" className="p-6 text-center text-sm text-slate-600">
            {LOADING_ACTIVITIES}
          </p>
        ) : logs.error && entries.length === 0 ? (
          <p role="alert" className="p-6 text-center text-sm text-red-700">
            {messageFromError(logs.error, 'The activity log could not be loaded.')}
          </p>
        ) : entries.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">{NO_ACTIVITIES}</p>
        ) : (
          <ul
            aria-label="Activity log"
            className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto"
          >
            {entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} now={now} typeText={typeText} />
            ))}
            {hasNextPage && (
              <li ref={end} className="p-3 text-center">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  {isFetchingNextPage ? 'Loading...' : 'Load older entries'}
                </Button>
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
